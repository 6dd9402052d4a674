// RUN: strata-opt %s --finalize-memref-to-llvm | FileCheck %s

// Element addresses: the linear index from the layout's strides (a unit
// stride needs no multiplication), the offset added to the aligned
// pointer, and dim of constant and dynamic indices.
func.func @identity(%a: memref<?x4xf32>, %i: index, %j: index, %v: f32) -> f32 {
  memref.store %v, %a[%i, %j] : memref<?x4xf32>
  %x = memref.load %a[%i, %j] {nontemporal = true} : memref<?x4xf32>
  return %x : f32
}

func.func @strided(%a: memref<?x?xf32, strided<[?, 1], offset: ?>>, %i: index) -> f32 {
  %x = memref.load %a[%i, %i] : memref<?x?xf32, strided<[?, 1], offset: ?>>
  return %x : f32
}

func.func @scalar(%a: memref<i32>) -> i32 {
  %x = memref.load %a[] : memref<i32>
  return %x : i32
}

func.func @dims(%a: memref<2x?xf32>, %i: index) -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = memref.dim %a, %c0 : memref<2x?xf32>
  %d1 = memref.dim %a, %c1 : memref<2x?xf32>
  %di = memref.dim %a, %i : memref<2x?xf32>
  return %d0, %d1, %di : index, index, index
}

// CHECK-LABEL: func.func @identity(%arg0: memref<?x4xf32>, %arg1: index, %arg2: index, %arg3: f32) -> f32 {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg0 : memref<?x4xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %5 = llvm.mul %1, %4 overflow<nsw, nuw> : i64
// CHECK-NEXT: %6 = llvm.add %5, %0 overflow<nsw, nuw> : i64
// CHECK-NEXT: %7 = llvm.getelementptr inbounds|nuw %3[%6] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: llvm.store %arg3, %7 : f32, !llvm.ptr
// CHECK-NEXT: %8 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %9 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %10 = llvm.mul %1, %9 overflow<nsw, nuw> : i64
// CHECK-NEXT: %11 = llvm.add %10, %0 overflow<nsw, nuw> : i64
// CHECK-NEXT: %12 = llvm.getelementptr inbounds|nuw %8[%11] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %13 = llvm.load %12 {nontemporal} : !llvm.ptr -> f32
// CHECK-NEXT: return %13 : f32
// CHECK-LABEL: func.func @strided(%arg0: memref<?x?xf32, strided<[?, 1], offset: ?>>, %arg1: index) -> f32 {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<?x?xf32, strided<[?, 1], offset: ?>> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.extractvalue %1[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.getelementptr %2[%3] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %5 = llvm.extractvalue %1[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %6 = llvm.mul %0, %5 overflow<nsw, nuw> : i64
// CHECK-NEXT: %7 = llvm.add %6, %0 overflow<nsw, nuw> : i64
// CHECK-NEXT: %8 = llvm.getelementptr inbounds|nuw %4[%7] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %9 = llvm.load %8 : !llvm.ptr -> f32
// CHECK-NEXT: return %9 : f32
// CHECK-LABEL: func.func @scalar(%arg0: memref<i32>) -> i32 {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<i32> to !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %1 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %2 = llvm.load %1 : !llvm.ptr -> i32
// CHECK-NEXT: return %2 : i32
// CHECK-LABEL: func.func @dims(%arg0: memref<2x?xf32>, %arg1: index) -> (index, index, index) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<2x?xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %2 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : i64 to index
// CHECK-NEXT: %4 = llvm.extractvalue %1[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %5 = builtin.unrealized_conversion_cast %4 : i64 to index
// CHECK-NEXT: %6 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %7 = llvm.extractvalue %1[3] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %8 = llvm.alloca %6 x !llvm.array<2 x i64> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %7, %8 : !llvm.array<2 x i64>, !llvm.ptr
// CHECK-NEXT: %9 = llvm.getelementptr %8[0, %0] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<2 x i64>
// CHECK-NEXT: %10 = llvm.load %9 : !llvm.ptr -> i64
// CHECK-NEXT: %11 = builtin.unrealized_conversion_cast %10 : i64 to index
// CHECK-NEXT: return %3, %5, %11 : index, index, index

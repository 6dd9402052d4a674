// RUN: strata-opt %s --finalize-memref-to-llvm | FileCheck %s

// Folding during the conversion follows upstream: reinterpret_cast folds
// through casts already converted (down to the unranked source); a dim
// of a converted cast is not folded when the refold would need a
// constant the target does not accept; dim of a reinterpret_cast does not
// fold; a rank-1 unit-stride strided layout is the identity (memcpy copy).
func.func @through_casts(%u: memref<*xf32>) -> memref<4x4xf32, strided<[4, 1]>> {
  %r = memref.cast %u : memref<*xf32> to memref<?xf32>
  %c = memref.cast %r : memref<?xf32> to memref<?xf32>
  %v = memref.reinterpret_cast %c to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<?xf32> to memref<4x4xf32, strided<[4, 1]>>
  return %v : memref<4x4xf32, strided<[4, 1]>>
}

func.func @dim_of_cast(%m: memref<3xf64>, %a: memref<1x2xi32>, %i: index) -> (index, index) {
  %c = memref.cast %m : memref<3xf64> to memref<?xf64>
  %c0 = arith.constant 0 : index
  %d = memref.dim %c, %c0 : memref<?xf64>
  %r = memref.reinterpret_cast %a to offset: [2], sizes: [%i, 2], strides: [2, 1] : memref<1x2xi32> to memref<?x2xi32, strided<[2, 1], offset: 2>>
  %e = memref.dim %r, %c0 : memref<?x2xi32, strided<[2, 1], offset: 2>>
  return %d, %e : index, index
}

func.func @unit_stride_copy(%a: memref<?xf32, strided<[1]>>, %b: memref<?xf32>) {
  memref.copy %a, %b : memref<?xf32, strided<[1]>> to memref<?xf32>
  return
}

// CHECK-LABEL: func.func @through_casts(%arg0: memref<*xf32>) -> memref<4x4xf32, strided<[4, 1]>> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %1 = llvm.extractvalue %0[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %2 = llvm.load %1 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.extractvalue %0[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %5 = llvm.load %4 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %6 = llvm.getelementptr %4[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %7 = llvm.load %6 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %8 = llvm.insertvalue %5, %3[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %9 = llvm.insertvalue %7, %8[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %10 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %11 = llvm.insertvalue %10, %9[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %12 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %13 = llvm.insertvalue %12, %11[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %14 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %15 = llvm.insertvalue %14, %13[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %16 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %17 = llvm.insertvalue %16, %15[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %18 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %19 = llvm.insertvalue %18, %17[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %20 = builtin.unrealized_conversion_cast %19 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<4x4xf32, strided<[4, 1]>>
// CHECK-NEXT: return %20 : memref<4x4xf32, strided<[4, 1]>>
// CHECK-LABEL: func.func @dim_of_cast(%arg0: memref<3xf64>, %arg1: memref<1x2xi32>, %arg2: index) -> (index, index) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : memref<1x2xi32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg0 : memref<3xf64> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %3 = llvm.extractvalue %2[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %3 : i64 to index
// CHECK-NEXT: %5 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %6 = llvm.extractvalue %1[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %7 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %8 = llvm.insertvalue %6, %5[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %9 = llvm.insertvalue %7, %8[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %10 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %11 = llvm.insertvalue %10, %9[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %12 = llvm.insertvalue %0, %11[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %13 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %14 = llvm.insertvalue %13, %12[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %15 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %16 = llvm.insertvalue %15, %14[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %17 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %18 = llvm.insertvalue %17, %16[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %19 = llvm.extractvalue %18[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %20 = builtin.unrealized_conversion_cast %19 : i64 to index
// CHECK-NEXT: return %4, %20 : index, index
// CHECK-LABEL: func.func @unit_stride_copy(%arg0: memref<?xf32, strided<[1]>>, %arg1: memref<?xf32>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<?xf32, strided<[1]>> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %3 = llvm.extractvalue %1[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.mul %2, %3 : i64
// CHECK-NEXT: %5 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %6 = llvm.getelementptr %5[1] : (!llvm.ptr) -> !llvm.ptr, f32
// CHECK-NEXT: %7 = llvm.ptrtoint %6 : !llvm.ptr to i64
// CHECK-NEXT: %8 = llvm.mul %4, %7 : i64
// CHECK-NEXT: %9 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %10 = llvm.extractvalue %1[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %11 = llvm.getelementptr %9[%10] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %12 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %13 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %14 = llvm.getelementptr %12[%13] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: "llvm.intr.memcpy"(%14, %11, %8) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT: return

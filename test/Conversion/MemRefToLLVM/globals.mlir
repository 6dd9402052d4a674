// RUN: strata-opt %s --finalize-memref-to-llvm | FileCheck %s

// Globals become LLVM globals of nested arrays (the element at rank 0);
// get_global builds a descriptor on the global's first element.
memref.global "private" constant @table : memref<2x2xf32> = dense<[[1.0, 2.0], [3.0, 4.0]]>
memref.global @buffer : memref<4xi32> = uninitialized
memref.global "private" @scalar : memref<f64> = dense<2.5> {alignment = 16}
memref.global @external : memref<3xi64>

func.func @use(%i: index) -> f32 {
  %t = memref.get_global @table : memref<2x2xf32>
  %x = memref.load %t[%i, %i] : memref<2x2xf32>
  return %x : f32
}

// CHECK: llvm.mlir.global private constant @table(dense<{{\[\[}}1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf32>) {addr_space = 0 : i32} : !llvm.array<2 x array<2 x f32>>
// CHECK: llvm.mlir.global external @buffer() {addr_space = 0 : i32} : !llvm.array<4 x i32> {
// CHECK-NEXT: %0 = llvm.mlir.undef : !llvm.array<4 x i32>
// CHECK-NEXT: llvm.return %0 : !llvm.array<4 x i32>
// CHECK: llvm.mlir.global private @scalar(2.500000e+00 : f64) {addr_space = 0 : i32, alignment = 16 : i64} : f64
// CHECK: llvm.mlir.global external @external() {addr_space = 0 : i32} : !llvm.array<3 x i64>
// CHECK-LABEL: func.func @use(%arg0: index) -> f32 {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT: %1 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %2 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %3 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %4 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %5 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %6 = llvm.getelementptr %5[%4] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %7 = llvm.ptrtoint %6 : !llvm.ptr to i64
// CHECK-NEXT: %8 = llvm.mlir.addressof @table : !llvm.ptr
// CHECK-NEXT: %9 = llvm.getelementptr %8[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x array<2 x f32>>
// CHECK-NEXT: %10 = llvm.mlir.constant(3735928559 : index) : i64
// CHECK-NEXT: %11 = llvm.inttoptr %10 : i64 to !llvm.ptr
// CHECK-NEXT: %12 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %13 = llvm.insertvalue %11, %12[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %14 = llvm.insertvalue %9, %13[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %15 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %16 = llvm.insertvalue %15, %14[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %17 = llvm.insertvalue %1, %16[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %18 = llvm.insertvalue %2, %17[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %19 = llvm.insertvalue %2, %18[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %20 = llvm.insertvalue %3, %19[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %21 = llvm.extractvalue %20[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %22 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %23 = llvm.mul %0, %22 overflow<nsw, nuw> : i64
// CHECK-NEXT: %24 = llvm.add %23, %0 overflow<nsw, nuw> : i64
// CHECK-NEXT: %25 = llvm.getelementptr inbounds|nuw %21[%24] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %26 = llvm.load %25 : !llvm.ptr -> f32
// CHECK-NEXT: return %26 : f32

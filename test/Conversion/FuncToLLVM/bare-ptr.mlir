// RUN: strata-opt %s --convert-func-to-llvm=use-bare-ptr-memref-call-conv=1 | FileCheck %s

// The bare-pointer calling convention: statically shaped memrefs travel as
// their aligned pointer; descriptors with constant sizes and strides are
// rebuilt around calls.

// Static memrefs pass as bare pointers; the call site passes the aligned pointer.
func.func private @callee(memref<4x8xf32>, memref<f32>) -> memref<2xi32>
func.func @caller(%a: memref<4x8xf32>, %b: memref<f32>) {
  %r = call @callee(%a, %b) : (memref<4x8xf32>, memref<f32>) -> memref<2xi32>
  return
}

// CHECK-LABEL: llvm.func @callee(!llvm.ptr, !llvm.ptr) -> !llvm.ptr attributes {sym_visibility = "private"}
// CHECK-LABEL: llvm.func @caller(%arg0: !llvm.ptr, %arg1: !llvm.ptr) {
// CHECK-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg1, %0[0] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %3 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %4 = llvm.insertvalue %3, %2[2] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %5 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %6 = llvm.insertvalue %arg0, %5[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %7 = llvm.insertvalue %arg0, %6[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %8 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %9 = llvm.insertvalue %8, %7[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %10 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %11 = llvm.insertvalue %10, %9[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %12 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %13 = llvm.insertvalue %12, %11[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %14 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %15 = llvm.insertvalue %14, %13[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %16 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %17 = llvm.insertvalue %16, %15[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %18 = llvm.extractvalue %17[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %19 = llvm.extractvalue %4[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %20 = llvm.call @callee(%18, %19) : (!llvm.ptr, !llvm.ptr) -> !llvm.ptr
// CHECK-NEXT: %21 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %22 = llvm.insertvalue %20, %21[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %23 = llvm.insertvalue %20, %22[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %24 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %25 = llvm.insertvalue %24, %23[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %26 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %27 = llvm.insertvalue %26, %25[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %28 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %29 = llvm.insertvalue %28, %27[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: llvm.return

// RUN: strata-opt %s --split-input-file --convert-func-to-llvm | FileCheck %s

// Seed 001's calling convention, as upstream's convert-func-to-llvm
// prints it: memref arguments expanded into descriptor fields (ranks 0 to
// 5), descriptors rebuilt in the body, results packed into a struct and
// extracted at calls, function types as pointers, index as i64.

// Seed 001: memref descriptors of ranks 0 to 5 with dynamic sizes.
func.func private @ranks(memref<f32>, memref<?xf32>, memref<10x?xf32>, memref<?x?x4xi32>, memref<1x?x3x?xf64>, memref<10x?x42x?x123xf32>) -> memref<?x?xf32>

// -----

// Seed 001: the descriptor is rebuilt from the expanded arguments.
func.func @descriptor(%m: memref<?x4xf32>) -> memref<?x4xf32> {
  return %m : memref<?x4xf32>
}

// -----

// Seed 001: several results are packed into a struct and extracted at the call.
func.func @pack(%a: i32, %b: i64) -> (i32, i64) {
  return %a, %b : i32, i64
}
func.func @unpack() -> i64 {
  %c42 = arith.constant 42 : i32
  %c17 = arith.constant 17 : i64
  %r:2 = call @pack(%c42, %c17) : (i32, i64) -> (i32, i64)
  return %r#1 : i64
}

// -----

// Seed 001: function-typed arguments and results become pointers.
func.func private @higher(() -> (), (i32) -> i64) -> (() -> ())

// -----

// Index arguments become i64, and the bare-pointer convention is optional.
func.func @index(%i: index, %v: vector<4xf32>) -> index {
  return %i : index
}
func.func private @attrs(!llvm.ptr {llvm.noalias}) -> (i32 {llvm.zeroext})

// CHECK-LABEL: llvm.func @ranks(!llvm.ptr, !llvm.ptr, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> attributes {sym_visibility = "private"}
// CHECK: // -----
// CHECK-LABEL: llvm.func @descriptor(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> {
// CHECK-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %6 = llvm.insertvalue %arg4, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %7 = llvm.insertvalue %arg6, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: llvm.return %7 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: // -----
// CHECK-LABEL: llvm.func @pack(%arg0: i32, %arg1: i64) -> !llvm.struct<(i32, i64)> {
// CHECK-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(i32, i64)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i32, i64)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i32, i64)>
// CHECK-NEXT: llvm.return %2 : !llvm.struct<(i32, i64)>
// CHECK-LABEL: llvm.func @unpack() -> i64 {
// CHECK-NEXT: %c42_i32 = arith.constant 42 : i32
// CHECK-NEXT: %c17_i64 = arith.constant 17 : i64
// CHECK-NEXT: %0 = llvm.call @pack(%c42_i32, %c17_i64) : (i32, i64) -> !llvm.struct<(i32, i64)>
// CHECK-NEXT: %1 = llvm.extractvalue %0[0] : !llvm.struct<(i32, i64)>
// CHECK-NEXT: %2 = llvm.extractvalue %0[1] : !llvm.struct<(i32, i64)>
// CHECK-NEXT: llvm.return %2 : i64
// CHECK: // -----
// CHECK-LABEL: llvm.func @higher(!llvm.ptr, !llvm.ptr) -> !llvm.ptr attributes {sym_visibility = "private"}
// CHECK: // -----
// CHECK-LABEL: llvm.func @index(%arg0: i64, %arg1: vector<4xf32>) -> i64 {
// CHECK-NEXT: llvm.return %arg0 : i64
// CHECK-LABEL: llvm.func @attrs(!llvm.ptr {llvm.noalias}) -> (i32 {llvm.zeroext}) attributes {sym_visibility = "private"}

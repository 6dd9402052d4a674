// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s

// The custom forms of the affine ops as mlir-opt 22 prints them: loop
// bounds as integers, lone symbols or `max`/`min` maps with their operand
// lists, subscripts as affine expressions of SSA values (`symbol(%n)` for
// symbols), integer sets, parallel bound groups, steps and reductions.

// CHECK: #map = affine_map<(d0)[s0] -> (d0, s0)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0, 100)>
// CHECK-NEXT: #map2 = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT: #set = affine_set<(d0)[s0] : (d0 - 10 >= 0, -d0 + s0 == 0)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @f(%arg0: memref<10x10xf32>, %arg1: index, %arg2: vector<4xf32>) -> f32 {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = affine.for %arg3 = 0 to 10 step 2 iter_args(%arg4 = %cst) -> (f32) {
// CHECK-NEXT: %2 = affine.load %arg0[%arg3 + 1, symbol(%arg1)] : memref<10x10xf32>
// CHECK-NEXT: %3 = arith.addf %arg4, %2 : f32
// CHECK-NEXT: affine.yield %3 : f32
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg3 = max #map(%arg1)[%arg1] to min #map1(%arg1) {
// CHECK-NEXT: affine.store %cst, %arg0[%arg3, %arg3 * 2] : memref<10x10xf32>
// CHECK-NEXT: %2 = affine.apply #map2(%arg3)[%arg1]
// CHECK-NEXT: %3 = affine.min #map(%arg3)[%arg1]
// CHECK-NEXT: %4 = affine.vector_load %arg0[%arg3, 0] : memref<10x10xf32>, vector<4xf32>
// CHECK-NEXT: affine.vector_store %arg2, %arg0[%arg3, 0] : memref<10x10xf32>, vector<4xf32>
// CHECK-NEXT: affine.if #set(%arg3)[%arg1] {
// CHECK-NEXT: affine.store %cst, %arg0[%arg3, %arg3] : memref<10x10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %5 = affine.if #set(%arg3)[%arg1] -> f32 {
// CHECK-NEXT: affine.yield %cst : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: affine.yield %cst : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %1 = affine.parallel (%arg3, %arg4) = (0, 0) to (10, 10) step (2, 5) reduce ("addf") -> (f32) {
// CHECK-NEXT: %2 = affine.load %arg0[%arg3, %arg4] : memref<10x10xf32>
// CHECK-NEXT: affine.yield %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: affine.parallel (%arg3) = (max(0, %arg1)) to (min(%arg1, 10)) {
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }

#set = affine_set<(d0)[s0] : (d0 - 10 >= 0, s0 - d0 == 0)>
func.func @f(%A: memref<10x10xf32>, %N: index, %v: vector<4xf32>) -> f32 {
  %c = arith.constant 0.0 : f32
  %r = affine.for %i = 0 to 10 step 2 iter_args(%acc = %c) -> (f32) {
    %x = affine.load %A[%i + 1, symbol(%N)] : memref<10x10xf32>
    %s = arith.addf %acc, %x : f32
    affine.yield %s : f32
  }
  affine.for %i = max affine_map<(d0)[s0] -> (d0, s0)>(%N)[%N] to min affine_map<(d0) -> (d0, 100)>(%N) {
    affine.store %c, %A[%i, %i * 2] : memref<10x10xf32>
    %y = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%i)[%N]
    %m = affine.min affine_map<(d0)[s0] -> (d0, s0)>(%i)[%N]
    %w = affine.vector_load %A[%i, 0] : memref<10x10xf32>, vector<4xf32>
    affine.vector_store %v, %A[%i, 0] : memref<10x10xf32>, vector<4xf32>
    affine.if #set(%i)[%N] {
      affine.store %c, %A[%i, %i] : memref<10x10xf32>
    }
    %z = affine.if #set(%i)[%N] -> f32 {
      affine.yield %c : f32
    } else {
      affine.yield %c : f32
    }
  }
  %p = affine.parallel (%i, %j) = (0, 0) to (10, 10) step (2, 5) reduce ("addf") -> f32 {
    %x = affine.load %A[%i, %j] : memref<10x10xf32>
    affine.yield %x : f32
  }
  affine.parallel (%i) = (max(0, %N)) to (min(%N, 10)) {
  }
  return %r : f32
}


// RUN: strata-opt %s --loop-invariant-code-motion | FileCheck %s

// affine.for is a loop for LICM (LoopLikeOpInterface): the invariant
// arith.addf moves out of the loop, the accumulation and the store stay.

// CHECK: module {
// CHECK-NEXT: func.func @f(%arg0: memref<10xf32>, %arg1: index, %arg2: f32) -> f32 {
// CHECK-NEXT: %0 = arith.addf %arg2, %arg2 : f32
// CHECK-NEXT: %1 = affine.for %arg3 = 0 to 10 iter_args(%arg4 = %arg2) -> (f32) {
// CHECK-NEXT: %2 = arith.addf %arg4, %0 : f32
// CHECK-NEXT: affine.store %2, %arg0[%arg3] : memref<10xf32>
// CHECK-NEXT: affine.yield %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @f(%A: memref<10xf32>, %n: index, %v: f32) -> f32 {
  %r = affine.for %i = 0 to 10 iter_args(%acc = %v) -> (f32) {
    %c = arith.addf %v, %v : f32
    %s = arith.addf %acc, %c : f32
    affine.store %s, %A[%i] : memref<10xf32>
    affine.yield %s : f32
  }
  return %r : f32
}


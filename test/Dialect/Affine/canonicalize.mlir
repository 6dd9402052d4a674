// RUN: strata-opt %s --canonicalize | FileCheck %s

// Canonicalization: affine.apply chains compose into their users' maps,
// constant operands fold into maps, valid symbols are promoted from
// dimensions, loop bounds with constant operands fold, min/max results are
// deduplicated and ordered, affine.if on the empty set disappears; zero-trip
// and single-iteration loops with a body stay (as upstream).

// CHECK: #map = affine_map<()[s0] -> (4, s0)>
// CHECK-NEXT: #set = affine_set<() : (0 >= 0)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @f(%arg0: memref<10xf32>, %arg1: index, %arg2: f32) -> f32 {
// CHECK-NEXT: affine.for %arg3 = 5 to 2 {
// CHECK-NEXT: affine.store %arg2, %arg0[%arg3] : memref<10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg3 = 0 to 1 {
// CHECK-NEXT: affine.store %arg2, %arg0[%arg3] : memref<10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg3 = 0 to 4 {
// CHECK-NEXT: affine.store %arg2, %arg0[%arg3 * 2 + symbol(%arg1) + 3] : memref<10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %0:2 = affine.for %arg3 = 0 to 10 iter_args(%arg4 = %arg2, %arg5 = %arg2) -> (f32, f32) {
// CHECK-NEXT: %2 = arith.addf %arg4, %arg4 : f32
// CHECK-NEXT: affine.yield %2, %arg5 : f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: affine.if #set() {
// CHECK-NEXT: affine.store %arg2, %arg0[symbol(%arg1)] : memref<10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %1 = affine.min #map()[%arg1]
// CHECK-NEXT: affine.store %arg2, %arg0[symbol(%1)] : memref<10xf32>
// CHECK-NEXT: return %0#1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @f(%A: memref<10xf32>, %n: index, %v: f32) -> f32 {
  affine.for %i = 5 to 2 {
    affine.store %v, %A[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 1 {
    affine.store %v, %A[%i] : memref<10xf32>
  }
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  affine.for %i = %c0 to %c4 {
    %a = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
    %b = affine.apply affine_map<(d0)[s0] -> (d0 * 2 + s0)>(%a)[%n]
    affine.store %v, %A[%b + 1] : memref<10xf32>
  }
  %r:2 = affine.for %i = 0 to 10 iter_args(%x = %v, %y = %v) -> (f32, f32) {
    %z = arith.addf %x, %x : f32
    affine.yield %z, %y : f32, f32
  }
  affine.if affine_set<(d0) : (d0 >= 0)>(%c0) {
    affine.store %v, %A[%n] : memref<10xf32>
  }
  affine.if affine_set<(d0) : (1 == 0)>(%n) {
    affine.store %v, %A[%n] : memref<10xf32>
  }
  %m = affine.min affine_map<(d0)[s0] -> (d0, s0, d0, 4)>(%n)[%c4]
  affine.store %v, %A[%m] : memref<10xf32>
  return %r#1 : f32
}


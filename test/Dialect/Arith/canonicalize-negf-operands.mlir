// RUN: strata-opt %s --canonicalize | FileCheck %s

// mulf/divf of two negations drop both negations, keeping the root's
// fastmath flags.
// CHECK-LABEL: func.func @of_negations
// CHECK-NOT: arith.negf
// CHECK: %[[M:.*]] = arith.mulf %arg0, %arg1 fastmath<fast> : f32
// CHECK: %[[D:.*]] = arith.divf %arg0, %arg1 : f32
// CHECK: return %[[M]], %[[D]]
func.func @of_negations(%a: f32, %b: f32) -> (f32, f32) {
  %na = arith.negf %a : f32
  %nb = arith.negf %b : f32
  %m = arith.mulf %na, %nb fastmath<fast> : f32
  %d = arith.divf %na, %nb : f32
  return %m, %d : f32, f32
}

// One negated operand is left alone.
// CHECK-LABEL: func.func @one_negation
// CHECK: arith.negf
// CHECK: arith.mulf
func.func @one_negation(%a: f32, %b: f32) -> f32 {
  %na = arith.negf %a : f32
  %m = arith.mulf %na, %b : f32
  return %m : f32
}

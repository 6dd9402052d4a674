// Poison folds to its attribute: equal poisons are uniqued and hoisted like
// other constants, and ops that fold to poison get a fresh ub.poison.
// RUN: strata-opt %s --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @uniqued
// CHECK-NEXT: %[[P:.*]] = ub.poison : i32
// CHECK-NEXT: %[[F:.*]] = ub.poison : f32
// CHECK-NEXT: return %[[P]], %[[P]], %[[F]] : i32, i32, f32
func.func @uniqued() -> (i32, i32, f32) {
  %0 = ub.poison : i32
  %1 = ub.poison : i32
  %2 = ub.poison : f32
  return %0, %1, %2 : i32, i32, f32
}

// CHECK-LABEL: func.func @unused
// CHECK-NEXT: return
func.func @unused() {
  %0 = ub.poison : vector<2xf64>
  return
}

// CHECK-LABEL: func.func @folded_to_poison
// CHECK-NEXT: %[[P:.*]] = ub.poison : vector<2xf32>
// CHECK-NEXT: return %[[P]], %[[P]] : vector<2xf32>, vector<2xf32>
func.func @folded_to_poison(%x: vector<2xf32>) -> (vector<2xf32>, vector<2xf32>) {
  %p = ub.poison : vector<2xf32>
  %0 = math.copysign %x, %p : vector<2xf32>
  %1 = math.floor %p : vector<2xf32>
  return %0, %1 : vector<2xf32>, vector<2xf32>
}

// RUN: strata-opt %s --split-input-file --canonicalize | FileCheck %s

// A broadcast of poison is poison, materialized as `ub.poison` at the top
// of the block (after the constants already hoisted there).
// CHECK-LABEL: func.func @broadcast_poison
// CHECK-NEXT:    %[[C:.*]] = arith.constant -1 : i8
// CHECK-NEXT:    %[[P:.*]] = ub.poison : vector<4xi32>
// CHECK-NEXT:    return %[[C]], %[[P]] : i8, vector<4xi32>
func.func @broadcast_poison() -> (i8, vector<4xi32>) {
  %p = ub.poison : i32
  %c = arith.constant -1 : i8
  %b = vector.broadcast %p : i32 to vector<4xi32>
  return %c, %b : i8, vector<4xi32>
}

// -----

// An extract from poison is poison.
// CHECK-LABEL: func.func @extract_poison
// CHECK-NEXT:    %[[C:.*]] = arith.constant 2.500000e+00 : f32
// CHECK-NEXT:    %[[P:.*]] = ub.poison : f32
// CHECK-NEXT:    return %[[C]], %[[P]] : f32, f32
func.func @extract_poison() -> (f32, f32) {
  %p = ub.poison : vector<2x4xf32>
  %c = arith.constant 2.5 : f32
  %e = vector.extract %p[1, 3] : f32 from vector<2x4xf32>
  return %c, %e : f32, f32
}

// -----

// Through a broadcast of poison and an extract of a row.
// CHECK-LABEL: func.func @chain
// CHECK-NEXT:    %[[P:.*]] = ub.poison : vector<8xi32>
// CHECK-NEXT:    return %[[P]] : vector<8xi32>
func.func @chain() -> vector<8xi32> {
  %p = ub.poison : i32
  %b = vector.broadcast %p : i32 to vector<3x8xi32>
  %r = vector.extract %b[2] : vector<8xi32> from vector<3x8xi32>
  return %r : vector<8xi32>
}

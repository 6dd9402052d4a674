// RUN: strata-opt %s --split-input-file --verify-diagnostics

func.func @broadcast(%s: f32) {
  // expected-error @+1 {{'vector.broadcast' op failed to verify that source operand and result have same element type}}
  %0 = vector.broadcast %s : f32 to vector<4xi32>
  return
}

// -----

func.func @extract_rank(%v: vector<4xi32>, %i: index) {
  // expected-error @+1 {{'vector.extract' op expected position attribute of rank no greater than vector rank}}
  %0 = vector.extract %v[%i, %i] : i32 from vector<4xi32>
  return
}

// RUN: strata-opt %s --split-input-file --verify-diagnostics

// The position of llvm.insertelement and llvm.extractelement is one
// signless integer: a vector of them has no custom form to print in.

func.func @insert_at_vector_position(%v: vector<4xi1>, %p: vector<4xi1>, %x: i1) {
  // expected-error @below {{'llvm.insertelement' op operand #2 must be signless integer, but got 'vector<4xi1>'}}
  %0 = "llvm.insertelement"(%v, %x, %p) : (vector<4xi1>, i1, vector<4xi1>) -> vector<4xi1>
  return
}

// -----

func.func @extract_at_vector_position(%v: vector<4xi1>, %p: vector<4xi1>) {
  // expected-error @below {{'llvm.extractelement' op operand #1 must be signless integer, but got 'vector<4xi1>'}}
  %0 = "llvm.extractelement"(%v, %p) : (vector<4xi1>, vector<4xi1>) -> i1
  return
}

// -----

func.func @valid_positions(%v: vector<4xf32>, %i: i32, %x: f32) -> f32 {
  %0 = llvm.insertelement %x, %v[%i : i32] : vector<4xf32>
  %1 = llvm.extractelement %0[%i : i32] : vector<4xf32>
  return %1 : f32
}

// RUN: strata-opt %s --split-input-file --verify-diagnostics

// The vector operand of llvm.extractelement/insertelement must be a 1-D
// vector of LLVM-compatible elements, and the extracted result or inserted
// value must have its element type.

func.func @index_elements(%v: vector<4xindex>, %i: i8) {
  // expected-error @below {{'llvm.extractelement' op operand #0 must be LLVM dialect-compatible vector type, but got 'vector<4xindex>'}}
  %e = "llvm.extractelement"(%v, %i) : (vector<4xindex>, i8) -> index
  return
}

// -----

func.func @wider_result(%v: vector<2xf32>, %i: i32) {
  // expected-error @below {{'llvm.extractelement' op failed to verify that result type matches vector element type}}
  %e = "llvm.extractelement"(%v, %i) : (vector<2xf32>, i32) -> f64
  return
}

// -----

func.func @wider_value(%v: vector<8xi16>, %x: i64, %i: i32) {
  // expected-error @below {{'llvm.insertelement' op failed to verify that argument type matches vector element type}}
  %r = "llvm.insertelement"(%v, %x, %i) : (vector<8xi16>, i64, i32) -> vector<8xi16>
  return
}

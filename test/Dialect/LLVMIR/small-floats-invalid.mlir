// RUN: strata-opt %s --split-input-file --verify-diagnostics

// Floats LLVM has no type for (the 8-, 6- and 4-bit floats, tf32) are not
// LLVM types; a constant holds one in an integer of its width.

// expected-error @+1 {{custom op 'llvm.func' failed to construct function type: expected LLVM type for function arguments}}
llvm.func @arg(%a: f8E4M3FN)

// -----

// expected-error @+1 {{custom op 'llvm.func' failed to construct function type: expected LLVM type for function results'tf32'}}
llvm.func @result() -> tf32

// -----

llvm.func @fadd(%a: i8) {
  %0 = builtin.unrealized_conversion_cast %a : i8 to f8E5M2
  // expected-error @+1 {{'llvm.fadd' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'f8E5M2'}}
  %1 = llvm.fadd %0, %0 : f8E5M2
  llvm.return
}

// -----

llvm.func @constant_type() {
  // expected-error @+1 {{'llvm.mlir.constant' op result #0 must be LLVM dialect-compatible type, but got 'f8E4M3FN'}}
  %0 = llvm.mlir.constant(1.0 : f8E4M3FN) : f8E4M3FN
  llvm.return
}

// -----

llvm.func @constant_width() {
  // expected-error @+1 {{'llvm.mlir.constant' op expected integer type of width 8}}
  %0 = llvm.mlir.constant(dense<1.0> : vector<2xf8E4M3FN>) : vector<2xi16>
  llvm.return
}

// -----

llvm.func @constant_semantics() {
  // expected-error @+1 {{'llvm.mlir.constant' op attribute and type have different float semantics}}
  %0 = llvm.mlir.constant(1.0 : f16) : bf16
  llvm.return
}

// -----

llvm.func @constants_held() -> i4 {
  %0 = llvm.mlir.constant(1.0 : f32) : i32
  %1 = llvm.mlir.constant(dense<1.0> : tensor<2xf8E4M3FN>) : !llvm.array<2 x i8>
  %2 = llvm.mlir.constant(0.5 : f4E2M1FN) : i4
  llvm.return %2 : i4
}

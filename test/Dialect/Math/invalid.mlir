// RUN: strata-opt %s --split-input-file --verify-diagnostics

func.func @float_op_on_integer(%i: i32) {
  // expected-error @+1 {{'math.sin' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = math.sin %i : i32
  return
}

// -----

func.func @integer_op_on_float(%f: f32) {
  // expected-error @+1 {{'math.ctpop' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = math.ctpop %f : f32
  return
}

// -----

func.func @signed_integer(%i: si32) {
  // expected-error @+1 {{'math.absi' op operand #0 must be signless-integer-like, but got 'si32'}}
  %0 = math.absi %i : si32
  return
}

// -----

func.func @memref_operand(%m: memref<4xf32>) {
  // expected-error @+1 {{'math.exp' op operand #0 must be floating-point-like, but got 'memref<4xf32>'}}
  %0 = math.exp %m : memref<4xf32>
  return
}

// -----

func.func @mismatched_binary(%a: f32, %b: f64) {
  // expected-error @+1 {{'math.powf' op requires the same type for all operands and results}}
  %0 = "math.powf"(%a, %b) : (f32, f64) -> f32
  return
}

// -----

func.func @mismatched_result(%a: f32) {
  // expected-error @+1 {{'math.tanh' op requires the same type for all operands and results}}
  %0 = "math.tanh"(%a) : (f32) -> f16
  return
}

// -----

func.func @fma_arity(%a: f32) {
  // expected-error @+1 {{'math.fma' op expected 3 operands, but found 2}}
  %0 = "math.fma"(%a, %a) : (f32, f32) -> f32
  return
}

// -----

func.func @classification_result(%a: f32) {
  // expected-error @+1 {{'math.isinf' op result #0 must be bool-like, but got 'i8'}}
  %0 = "math.isinf"(%a) : (f32) -> i8
  return
}

// -----

func.func @classification_shape(%a: vector<2xf32>) {
  // expected-error @+1 {{'math.isnan' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "math.isnan"(%a) : (vector<2xf32>) -> vector<3xi1>
  return
}

// -----

func.func @fpowi_shape(%a: vector<2xf32>, %n: i32) {
  // expected-error @+1 {{'math.fpowi' op requires the same shape for all operands and results}}
  %0 = math.fpowi %a, %n : vector<2xf32>, i32
  return
}

// -----

func.func @fpowi_exponent(%a: f32) {
  // expected-error @+1 {{'math.fpowi' op operand #1 must be signless-integer-like, but got 'f32'}}
  %0 = math.fpowi %a, %a : f32, f32
  return
}

// -----

func.func @fpowi_result(%a: f32, %n: i32) {
  // expected-error @+1 {{'math.fpowi' op failed to verify that all of {lhs, result} have same type}}
  %0 = "math.fpowi"(%a, %n) : (f32, i32) -> f64
  return
}

// -----

func.func @sincos_results(%a: f32) {
  // expected-error @+1 {{'math.sincos' op failed to verify that all of {operand, sin, cos} have same type}}
  %0:2 = "math.sincos"(%a) : (f32) -> (f32, f64)
  return
}

// -----

func.func @clampf_bound(%a: f32, %i: i32) {
  // expected-error @+1 {{'math.clampf' op operand #2 must be floating-point-like, but got 'i32'}}
  %0 = "math.clampf"(%a, %a, %i) : (f32, f32, i32) -> f32
  return
}

// -----

func.func @unknown_flag(%a: f32) {
  // expected-error @+1 {{custom op 'math.absf' expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast}}
  %0 = math.absf %a fastmath<quick> : f32
  return
}

// -----

func.func @keyword_without_flags(%a: f32) {
  // expected-error @+1 {{expected '<'}}
  %0 = math.absf %a fastmath : f32
  return
}

// -----

func.func @clampf_without_to(%a: f32) {
  // expected-error @+1 {{custom op 'math.clampf' expected 'to'}}
  %0 = math.clampf %a [%a, %a] : f32
  return
}

// -----

func.func @empty_flags(%a: f32) {
  // expected-error @+1 {{custom op 'math.absf' expected valid keyword or string}}
  %0 = math.absf %a fastmath<> : f32
  return
}

// -----

func.func @unknown_flag_in_properties(%a: f32) {
  // expected-error @+1 {{expected ::mlir::arith::FastMathFlags to be one of}}
  %0 = "math.absf"(%a) <{fastmath = #arith.fastmath<slow>}> : (f32) -> f32
  return
}

// -----

func.func @classification_of_integer(%a: i32) {
  // expected-error @+1 {{custom op 'math.isnan' 'operand' must be floating-point-like, but got 'i32'}}
  %0 = math.isnan %a : i32
  return
}

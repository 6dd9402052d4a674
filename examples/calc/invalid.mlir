// The verifiers: generated ones from the declarations, and clamp's own.
// RUN: calc-opt %s --split-input-file --verify-diagnostics

func.func @empty_range(%x: i32) -> i32 {
  // expected-error @+1 {{'calc.clamp' op requires lo <= hi, but got [5, 2]}}
  %0 = calc.clamp %x [5, 2] : i32
  return %0 : i32
}

// -----

func.func @float_operand(%x: f32) -> f32 {
  // expected-error @+1 {{'calc.add' op operand #0 must be signless integer, but got 'f32'}}
  %0 = calc.add %x, %x : f32
  return %0 : f32
}

// -----

func.func @missing_bound(%x: i32) -> i32 {
  // expected-error @+1 {{'calc.clamp' op requires attribute 'hi'}}
  %0 = "calc.clamp"(%x) <{lo = 0 : i64}> : (i32) -> i32
  return %0 : i32
}

// -----

func.func @float_constant() {
  // expected-error @+1 {{'calc.constant' op attribute 'value' failed to satisfy constraint: integer attribute}}
  %0 = "calc.constant"() {value = 1.0 : f32} : () -> f32
  return
}

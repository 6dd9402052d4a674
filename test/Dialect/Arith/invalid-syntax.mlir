// RUN: strata-opt %s --split-input-file --verify-diagnostics

// Malformed custom syntax of arith ops and attributes.

func.func @f(%x: i32, %y: i32) {
  // expected-error @+1 {{custom op 'arith.cmpi' expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]}}
  %0 = arith.cmpi foo, %x, %y : i32
  return
}

// -----

func.func @f(%x: f32) {
  // expected-error @+1 {{expected ':'}}
  %0 = arith.truncf %x sideways : f32 to f16
  return
}

// -----

func.func @f(%x: i32, %c: i1) {
  // expected-error @+1 {{custom op 'arith.select' expected 3 operands}}
  %0 = arith.select %c, %x : i32
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %0 = "arith.constant"() <{value = "x"}> : () -> i32
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'arith.constant' op value must be an integer, float, or elements attribute}}
  %0 = arith.constant "x" : i32
  return
}


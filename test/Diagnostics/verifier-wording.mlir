// RUN: strata-opt %s --split-input-file --verify-diagnostics

func.func @weights_count(%c: i1) {
  // expected-error @+1 {{expects number of branch weights to match number of successors: 3 vs 2}}
  cf.cond_br %c weights([1, 2, 3]), ^a, ^b
^a:
  return
^b:
  return
}

// -----

func.func @weights_zero(%c: i1) {
  // expected-error @+1 {{branch weights cannot all be zero}}
  cf.cond_br %c weights([0, 0]), ^a, ^b
^a:
  return
^b:
  return
}

// -----

func.func private @callee() -> (i1, f32)

func.func @result_types() {
  // expected-error @+3 {{'func.call' op result type mismatch at index 1}}
  // expected-note @+2 {{      op result types: 'i1', 'f64'}}
  // expected-note @+1 {{function result types: 'i1', 'f32'}}
  %0:2 = call @callee() : () -> (i1, f64)
  return
}

// -----

// expected-error @+1 {{'func.func' op arguments may only have dialect attributes}}
func.func private @arg_attr(i32 {plain})

// -----

// expected-error @+1 {{'func.func' op results may only have dialect attributes}}
func.func private @result_attr() -> (i32 {plain = 1})

// -----

// A dialect attribute (with a `.`) is fine.
func.func private @dialect_attr(i32 {test.any})

// -----

func.func @constant_kind() {
  // expected-error @+1 {{custom op 'func.constant' invalid kind of attribute specified}}
  %0 = constant "not a symbol" : () -> ()
  return
}

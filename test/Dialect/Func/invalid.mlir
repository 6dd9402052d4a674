// RUN: strata-opt %s --split-input-file --verify-diagnostics

// The entry block of a signature-only function is checked against it.

// expected-error@+1 {{entry block must have 2 arguments to match function signature}}
func.func @too_few(i32, i32) {
^bb0(%a: i32):
  return
}

// -----

// expected-error@+1 {{type of entry block argument #1('f32') must match the type of the corresponding argument in function signature('i64')}}
func.func @wrong_type(i32, i64) {
^bb0(%a: i32, %b: f32):
  return
}

// -----

// Names and types cannot be mixed in one signature.
// expected-error@+1 {{expected type instead of SSA identifier}}
func.func @mixed(f32, %a: i32) {
  return
}

// -----

// expected-error@+1 {{expected SSA identifier}}
func.func @mixed_other_way(%a: i32, f32) {
  return
}

// -----

// The signature's own attributes cannot be given in the dictionary.
// expected-error@+1 {{'sym_visibility' is an inferred attribute and should not be specified in the explicit attribute dictionary}}
func.func @visibility() attributes {sym_visibility = "private"}

// -----

// expected-error@+1 {{'sym_name' is an inferred attribute and should not be specified in the explicit attribute dictionary}}
func.func private @name() attributes {sym_name = "other"}

// -----

// expected-error@+1 {{'function_type' is an inferred attribute and should not be specified in the explicit attribute dictionary}}
func.func private @type() attributes {function_type = () -> ()}

// -----

// expected-error @+1 {{'func.func' op arguments may only have dialect attributes}}
func.func private @arg_attr_without_dialect(i32 {foo})

// -----

// expected-error @+1 {{'func.func' op results may only have dialect attributes}}
func.func private @result_attr_without_dialect() -> (i32 {foo})

// RUN: strata-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// A list that does not close is reported in the words upstream uses for
// that list, just past its last element.

// expected-error @+1 {{expected '}' in attribute dictionary}}
"t.a"() {a = 1 b = 2} : () -> ()

// -----

// expected-error @+1 {{expected '}' in attribute dictionary}}
"t.a"() <{a = 1 b}> : () -> ()

// -----

// expected-error @+1 {{expected ')' to end region list}}
"t.a"() ({} {}) : () -> ()

// -----

// expected-error @+1 {{expected ',' or ']'}}
"t.a"() {a = [1 2]} : () -> ()

// -----

// expected-error @+1 {{expected integer literal}}
"t.a"() {a = array<i8: 1, "x">} : () -> ()

// -----

// expected-error @+1 {{expected floating point literal}}
"t.a"() {a = array<f32: 1.0, "x">} : () -> ()

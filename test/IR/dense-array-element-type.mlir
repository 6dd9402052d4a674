// RUN: strata-opt %s --split-input-file --verify-diagnostics

// A dense array's element type must be an integer or a float; the
// diagnostic quotes the type it got, at the type.

// expected-error @+1 {{expected integer or float type, got: 'vector<4xf16>'}}
"test.holder"() {v = array<vector<4xf16>: 1>} : () -> ()

// -----

// expected-error @+1 {{expected integer or float type, got: 'none'}}
"test.holder"() {v = array<none>} : () -> ()

// -----

// expected-error @+1 {{expected integer or float type, got: 'tuple<i8>'}}
func.func private @f() attributes {v = array<tuple<i8>: 3>}

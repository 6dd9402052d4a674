// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics

// An affine map spelled like an earlier one on the same line is still
// located where it is written when the next one is wrong.
// expected-error @+1 {{use of undeclared identifier}}
"t.x"() {a = affine_map<(d0) -> (d0 + 1)>, b = affine_map<(d0) -> (d0 + 1)>, c = affine_map<(d0) -> (d1 + 1)>} : () -> ()

// -----

"t.y"() {a = affine_set<(d0) : (d0 >= 0)>} : () -> ()
// expected-error @+1 {{expected '}' in attribute dictionary}}
"t.z"() {a = affine_set<(d0) : (d0 >= 0)> b = affine_set<(d0) : (d0 >= 0)>} : () -> ()

// RUN: strata-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// Malformed elements attributes.

// expected-error @+1 {{elements hex data size is invalid for provided type: 'tensor<4xi32>'}}
"t.a"() {a = dense<"0x01"> : tensor<4xi32>} : () -> ()

// -----

// expected-error @+1 {{expected integer elements, but parsed floating-point}}
"t.a"() {a = dense<[1.5]> : tensor<1xi32>} : () -> ()

// -----

// expected-error @+1 {{elements literal must be a shaped type}}
"t.a"() {a = dense<1> : i32} : () -> ()

// -----

// expected-error @+1 {{elements literal type must have static shape}}
"t.a"() {a = dense<[1, 2]> : tensor<?xi32>} : () -> ()

// -----

// expected-error @+1 {{tensor literal is invalid; ranks are not consistent between elements}}
"t.a"() {a = dense<[[1], [2, 3]]> : tensor<2x2xi32>} : () -> ()

// -----

// expected-error @+1 {{floating point value not valid for specified type}}
"t.a"() {a = 1.5 : index} : () -> ()

// -----

// expected-error @+1 {{floating point value not valid for specified type}}
"t.a"() {a = -1.5 : si8} : () -> ()

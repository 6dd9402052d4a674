// RUN: strata-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// Elements attributes the verifier rejects: sparse indices outside the
// type's shape or of the wrong shape, and list literals whose nesting does
// not match the type even when both hold no element.

// expected-error @+1 {{sparse index #0 is not contained within the value shape, with index=[0, 5], and type='tensor<2x3xf32>'}}
"t.a"() {a = sparse<[[0, 5]], [1.0]> : tensor<2x3xf32>} : () -> ()

// -----

// A negative index is read as unsigned, as upstream prints it.
// expected-error @+1 {{sparse index #1 is not contained within the value shape, with index=[18446744073709551615, 0], and type='tensor<2x3xi32>'}}
"t.a"() {a = sparse<[[1, 2], [-1, 0]], [1, 2]> : tensor<2x3xi32>} : () -> ()

// -----

// A single index stands for every dimension.
// expected-error @+1 {{sparse index #0 is not contained within the value shape, with index=[3, 3], and type='vector<2x4xi8>'}}
"t.a"() {a = sparse<3, 1> : vector<2x4xi8>} : () -> ()

// -----

// expected-error @+1 {{sparse index #2 is not contained within the value shape, with index=[7], and type='tensor<7xf32>'}}
"t.a"() {a = sparse<[0, 6, 7], 2.0> : tensor<7xf32>} : () -> ()

// -----

// expected-error @+1 {{expected shape ([2, 3]); inferred shape of indices literal ([1, 1]); inferred shape of values literal ([1])}}
"t.a"() {a = sparse<[[0]], [1.0]> : tensor<2x3xf32>} : () -> ()

// -----

// expected-error @+1 {{expected shape ([2, 3]); inferred shape of indices literal ([2, 2]); inferred shape of values literal ([1])}}
"t.a"() {a = sparse<[[0, 1], [1, 2]], [1.0]> : tensor<2x3xf32>} : () -> ()

// -----

// expected-error @+1 {{expected 1-d tensor for sparse element values}}
"t.a"() {a = sparse<[[0, 0]], [[1.0]]> : tensor<2x3xf32>} : () -> ()

// -----

// expected-error @+1 {{elements literal type must have static shape}}
"t.a"() {a = sparse<[[0, 0]], [1.0]> : tensor<?x3xf32>} : () -> ()

// -----

// expected-error @+1 {{inferred shape of elements literal ([2, 0]) does not match type ([1, 0])}}
"t.a"() {a = dense<[[], []]> : tensor<1x0xf32>} : () -> ()

// -----

// expected-error @+1 {{inferred shape of elements literal ([0]) does not match type ([0, 2])}}
"t.a"() {a = dense<[]> : tensor<0x2xi32>} : () -> ()

// -----

// expected-error @+1 {{inferred shape of elements literal ([1, 0]) does not match type ([0])}}
"t.a"() {a = dense<[[]]> : tensor<0x!t.str>} : () -> ()

// -----

// expected-error @+1 {{parsed zero elements, but type ('tensor<2xi32>') expected at least 1}}
"t.a"() {a = dense<> : tensor<2xi32>} : () -> ()

// -----

// expected-error @+1 {{`dense_resource` expected a shaped type}}
"t.a"() {a = dense_resource<blob> : i32} : () -> ()

// -----

// Complex elements need two numbers each.
// expected-error @+1 {{parsed 2 elements, but type ('tensor<2xcomplex<f32>>') expected 4 elements}}
"t.a"() {a = dense<[1.0, 2.0]> : tensor<2xcomplex<f32>>} : () -> ()

// -----

// expected-error @+1 {{expected string token, got true}}
"t.a"() {a = dense<["a", true]> : tensor<2x!t.str>} : () -> ()

// -----

// expected-error @+1 {{expected unsigned integer elements, but parsed negative value}}
"t.a"() {a = dense<[1, -1]> : tensor<2xui8>} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for type}}
"t.a"() {a = dense<[300]> : tensor<1xi8>} : () -> ()

// -----

// expected-error @+1 {{elements literal type must have static shape}}
"t.a"() {a = dense<1> : tensor<*xi32>} : () -> ()

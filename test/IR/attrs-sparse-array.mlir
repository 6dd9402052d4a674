// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic | strata-opt --allow-unregistered-dialect | FileCheck %s

// Sparse elements: indices (one row per value) and values; empty; splat parts.
// CHECK: "t.sparse"() {a = sparse<{{\[\[}}0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>, b = sparse<0, 1.500000e+00> : tensor<4xf32>, c = sparse<> : tensor<2xi8>, d = sparse<1, -3> : vector<2x2xi16>, e = sparse<0, 7> : tensor<4xi32>, f = sparse<{{\[\[}}0], [2]], [(1,2), (3,4)]> : tensor<4xcomplex<i32>>} : () -> ()
"t.sparse"() {a = sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>, b = sparse<[[0]], [1.5]> : tensor<4xf32>, c = sparse<> : tensor<2xi8>, d = sparse<[[1, 1]], [-3]> : vector<2x2xi16>, e = sparse<0, 7> : tensor<4xi32>, f = sparse<[[0], [2]], [(1, 2), (3, 4)]> : tensor<4xcomplex<i32>>} : () -> ()
// Dense arrays of every element kind, empty ones included.
// CHECK: "t.arrays"() {a = array<i1: true, false>, b = array<i8: 1, -2>, c = array<i16: 300>, d = array<i32: 1, 2, 3>, e = array<i64: -9223372036854775808, 9223372036854775807>, f = array<f32: 1.500000e+00, -0.000000e+00>, g = array<f64: 1.000000e-01, 2.000000e+300>, h = array<i32>, i = array<i64>, j = array<f32>} : () -> ()
"t.arrays"() {a = array<i1: true, false>, b = array<i8: 1, -2>, c = array<i16: 300>, d = array<i32: 1, 2, 3>, e = array<i64: -9223372036854775808, 9223372036854775807>, f = array<f32: 1.5, -0.0>, g = array<f64: 0.1, 2.0e300>, h = array<i32>, i = array<i64>, j = array<f32>} : () -> ()
// Strided layouts on their own: a zero offset is omitted, ? is dynamic.
// CHECK: "t.strided"() {a = strided<[1]>, b = strided<[4, 1], offset: 2>, c = strided<[?, ?], offset: ?>, d = strided<[]>, e = strided<[]>, f = strided<[0, 3]>} : () -> ()
"t.strided"() {a = strided<[1]>, b = strided<[4, 1], offset: 2>, c = strided<[?, ?], offset: ?>, d = strided<[]>, e = strided<[], offset: 0>, f = strided<[0, 3]>} : () -> ()

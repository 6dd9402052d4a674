// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect | strata-opt --allow-unregistered-dialect | FileCheck %s

// Empty literals whose nesting matches the type, resources of any shaped
// type (dynamic and unranked included), and sparse attributes whose indices
// lie inside the shape.

// CHECK: "t.empty"() {a = dense<> : tensor<2x0xf32>, b = dense<> : tensor<0x3xi32>, c = dense<> : tensor<0xi32>} : () -> ()
"t.empty"() {a = dense<[[], []]> : tensor<2x0xf32>, b = dense<> : tensor<0x3xi32>, c = dense<[]> : tensor<0xi32>} : () -> ()

// CHECK: "t.resource"() {a = dense_resource<blob1> : tensor<?xf32>, b = dense_resource<blob1> : tensor<?x4xi8>, c = dense_resource<blob1> : tensor<*xf32>, d = dense_resource<blob1> : memref<?xi8>} : () -> ()
"t.resource"() {a = dense_resource<blob1> : tensor<?xf32>, b = dense_resource<blob1> : tensor<?x4xi8>, c = dense_resource<blob1> : tensor<*xf32>, d = dense_resource<blob1> : memref<?xi8>} : () -> ()

// A splat index of a rank-0 type is no index at all.
// CHECK: "t.sparse"() {a = sparse<{{\[\[}}1, 2], [0, 0]], [1.000000e+00, 2.000000e+00]> : vector<2x3xf32>, b = sparse<> : tensor<f32>, c = sparse<{{\[\[}}0, 1], [1, 1]], ["a", "b"]> : tensor<2x3x!t.s>, d = sparse<{{\[\[}}0, 1], [1, 2]], 1.000000e+00> : tensor<2x3xf32>} : () -> ()
"t.sparse"() {a = sparse<[[1, 2], [0, 0]], [1.0, 2.0]> : vector<2x3xf32>, b = sparse<0, 1.0> : tensor<f32>, c = sparse<[[0, 1], [1, 1]], ["a", "b"]> : tensor<2x3x!t.s>, d = sparse<[[0, 1], [1, 2]], 1.0> : tensor<2x3xf32>} : () -> ()

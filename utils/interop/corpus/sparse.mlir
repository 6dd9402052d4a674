// Sparse elements attributes.
"t.sparse"() {a = sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>, b = sparse<[[0]], [1.5]> : tensor<4xf32>, c = sparse<> : tensor<2xi8>, d = sparse<[[1, 1]], [-3]> : vector<2x2xi16>, e = sparse<0, 7> : tensor<4xi32>, f = sparse<[[0], [2]], [(1, 2), (3, 4)]> : tensor<4xcomplex<i32>>} : () -> ()

// Vectors, tensors and memrefs with all their parameters.
"t.vector"() : () -> (vector<f32>, vector<4xf32>, vector<2x3x4xi8>, vector<[4]xf32>, vector<2x[4]xf32>, vector<[2]x[4]xi1>, vector<4xindex>, vector<2xf8E4M3FN>)
"t.tensor"() : () -> (tensor<f32>, tensor<4xf32>, tensor<?xf32>, tensor<?x?x4xi32>, tensor<0xf32>, tensor<*xf32>, tensor<*xcomplex<f32>>, tensor<4xvector<2xf32>>)
"t.tensor_enc"() : () -> (tensor<4xf32, "enc">, tensor<?x4xf32, #t.enc>, tensor<4xf32, 42 : i32>, tensor<2x2xf32, {a = 1 : i64}>)
"t.memref"() : () -> (memref<f32>, memref<4xf32>, memref<?x?xf32>, memref<4x4xvector<4xf32>>, memref<*xf32>, memref<*xi8, 1>)
"t.memref_space"() : () -> (memref<4xf32, 1>, memref<4xf32, 0>, memref<4xf32, 5 : i8>)
"t.memref_strided"() : () -> (memref<4x4xf32, strided<[4, 1]>>, memref<4x4xf32, strided<[?, 1], offset: ?>>, memref<4x4xf32, strided<[8, 2], offset: 3>>, memref<?xf32, strided<[?]>>, memref<f32, strided<[], offset: 5>>, memref<4xf32, strided<[1], offset: 0>, 1>)
"t.memref_affine"() : () -> (memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>, memref<4xf32, affine_map<(d0)[s0] -> (d0 + s0)>, 3>, memref<4x4xf32, affine_map<(d0, d1) -> (d0 * 4 + d1)>>, memref<8xf32, affine_map<(d0) -> (d0 floordiv 2, d0 mod 2)>>)
"t.memref_identity"() : () -> (memref<4x4xf32, affine_map<(d0, d1) -> (d0, d1)>>)

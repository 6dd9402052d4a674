"t.m"() : () -> (memref<4x4xf32, strided<[4, 1]>>, memref<4x4xf32, strided<[?, ?], offset: ?>, 2>, memref<16xf32, affine_map<(d0)[s0, s1] -> (d0 * s1 + s0)>>, memref<f32>, memref<0x4xi8>)

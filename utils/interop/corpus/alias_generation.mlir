// Alias names generated on output: maps, sets, strided layouts, locations, dialect types.
"t.a"() {m0 = affine_map<(d0) -> (d0 + 1)>, m1 = affine_map<(d0) -> (d0 + 2)>, m2 = affine_map<(d0) -> (d0 + 3)>, m3 = affine_map<(d0) -> (d0 + 1)>} : () -> ()
"t.b"() {s0 = affine_set<(d0) : (d0 >= 0)>, s1 = affine_set<(d0) : (d0 - 1 >= 0)>} : () -> (memref<4xf32, affine_map<(d0) -> (d0 + 2)>>)
"t.c"() : () -> (memref<4x4xf32, strided<[4, 1], offset: 2>>, memref<4xf32, strided<[2]>>)
"t.d"() {x = #t.some_attr<"with a long payload">, y = #t.some_attr<"with a long payload">, z = [#t.a, #t.a]} : () -> (!t.some_type<"long">, !t.some_type<"long">)
"t.e"() {d = dense<[1, 2, 3]> : tensor<3xi32>, e = dense<[1, 2, 3]> : tensor<3xi32>} : () -> ()
"t.f"() {loc_attr = loc("inside.mlir":1:1)} : () -> ()

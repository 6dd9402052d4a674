// Complex, tuple, none, function, opaque and dialect types.
"t.complex"() : () -> (complex<f32>, complex<f64>, complex<i8>, complex<bf16>)
"t.tuple"() : () -> (tuple<>, tuple<i32>, tuple<i32, f32>, tuple<tuple<i1>, tuple<>>, tuple<tensor<4xf32>, memref<?xi8>>)
"t.none"() : () -> none
"t.func"() : () -> (() -> (), (i32) -> i32, (i32, f32) -> (i1, i2), (() -> ()) -> ((i32) -> i32), (i32) -> (), () -> (i32, i32), (tuple<>) -> none)
"t.dialect"() : () -> (!t.foo, !t.foo<"bar">, !t.foo<1, 2>, !t<"opaque">, !t.nested<a<b<c>>>, !t.sym<@x>, !t.brackets<[1]{x}(y)>, !t.str<"a\"b">)
"t.opaque"() : () -> (!t<"foo<bar>">, !foo.bar)

"t.compound"() : () -> (complex<f32>, tuple<i32, tuple<>, f32>, (i32, f32) -> (), () -> (i1, i2), !t.opaque<"x">, !t<"y">, !t.pretty<a, [1, 2], {b = c}>)

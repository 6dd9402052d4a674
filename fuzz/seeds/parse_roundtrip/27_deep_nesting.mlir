"t.a"() ({
  "t.b"() ({
    "t.c"() ({
      "t.d"() {x = [[[[[1]]]]], y = {a = {b = {c = {}}}}} : () -> tuple<tensor<3xcomplex<f32>>, tuple<tuple<i32>>>
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

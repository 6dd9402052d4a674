// The generic operation form in all its parts.
%0 = "t.def"() : () -> i32
%1:2 = "t.pair"(%0) : (i32) -> (i32, f32)
%r:3 = "t.triple"(%1#0, %1#1) : (i32, f32) -> (i1, i1, i1)
"t.use"(%r#2, %r#0, %0) : (i1, i1, i32) -> ()
%p = "t.props"() <{a = 1 : i32, b = [1, 2], c}> : () -> index
%pa = "t.props_attrs"(%p) <{prop = "p"}> {attr = "a"} : (index) -> f64
"t.regions"() ({
  "t.r0"() : () -> ()
}, {
^bb0(%x: i32):
  "t.r1"(%x) : (i32) -> ()
}, {
}) : () -> ()
"t.empty_region"() ({
}) : () -> ()
"t.cfg"() ({
^entry(%a: i32, %b: f32):
  "t.cond_br"(%a, %b, %a)[^left, ^right] {operandSegmentSizes = array<i32: 1, 1, 1>} : (i32, f32, i32) -> ()
^left(%l: f32):
  "t.br"(%l)[^exit] : (f32) -> ()
^right(%rr: i32):
  "t.br"(%b)[^exit] : (f32) -> ()
^exit(%e: f32):
  "t.ret"(%e) : (f32) -> ()
}) : () -> ()
"t.all"(%0) <{p = 1}> ({
  "t.inner"() : () -> ()
}) {a = 2} : (i32) -> () loc("all.mlir":1:1)
"t.nested"() ({
  %n = "t.n"() : () -> i8
  "t.deeper"() ({
    "t.use"(%n, %0) : (i8, i32) -> ()
  }) : () -> ()
}) : () -> ()
%named_result = "t.name"() : () -> i32
"t.use"(%named_result) : (i32) -> ()

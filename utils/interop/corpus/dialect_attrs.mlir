// Dialect attributes on operations and region arguments.
"t.op"() ({
^bb0(%arg0: i32, %arg1: f32):
  "t.yield"() : () -> ()
}) {t.discardable = "x", "t.quoted" = #t.attr<1>, t.unit} : () -> ()

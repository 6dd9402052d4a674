"t.r"() ({
^bb0(%a: i32):
  "t.br"(%a, %a)[^bb1, ^bb2] {operandSegmentSizes = array<i32: 1, 1>} : (i32, i32) -> ()
^bb1(%x: i32):
  "t.ret"(%x) : (i32) -> ()
^bb2(%y: i32):
  "t.br"(%y)[^bb1] : (i32) -> ()
}) : () -> ()

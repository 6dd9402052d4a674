// Block labels, arguments, predecessors and forward references.
"t.func"() ({
^bb0(%arg0: i32, %arg1: i1):
  "t.cond_br"(%arg1)[^bb2, ^bb5] : (i1) -> ()
^bb1:
  "t.br"(%fwd)[^bb3] : (i32) -> ()
^bb2:
  %fwd = "t.def"() : () -> i32
  "t.cond_br"(%arg1)[^bb1, ^bb3] : (i1) -> ()
^bb3(%m: i32):
  "t.switch"(%m)[^bb4, ^bb4, ^bb5] : (i32) -> ()
^bb4:
  "t.br"(%arg0)[^bb3] : (i32) -> ()
^bb5:
  "t.ret"() : () -> ()
^unreachable:
  "t.ret"() : () -> ()
}) : () -> ()
"t.labels"() ({
  "t.br"()[^named_block] : () -> ()
^named_block:
  "t.br"()[^another.with.dots] : () -> ()
^another.with.dots:
  "t.ret"() : () -> ()
}) : () -> ()

"t.region"() ({
^entry(%a: i32):
  "t.br"(%a)[^next] : (i32) -> ()
^next:
  "t.cond"(%a)[^next, ^exit] : (i32) -> ()
^exit:
  "t.end"() : () -> ()
}, {
  "t.other"() : () -> ()
}) : () -> ()

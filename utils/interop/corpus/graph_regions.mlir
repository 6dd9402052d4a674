// Unregistered operations may have graph-like uses across the region.
"t.graph"() ({
  %a = "t.add"(%b, %c) : (i32, i32) -> i32
  %b = "t.add"(%a, %c) : (i32, i32) -> i32
  %c = "t.const"() : () -> i32
}) : () -> ()

// Custom forms of registered func and cf operations.
func.func private @decl(i32, f32) -> i64 attributes {t.x}
func.func private @decl_named(%arg0: i32 {t.arg}) -> (i64 {t.res})
func.func @callee(%a: i32) -> i32 {
  return %a : i32
}
func.func public @caller(%c: i1, %x: i32, %y: i32) -> (i32, i32) {
  %0 = call @callee(%x) : (i32) -> i32
  %f = constant @callee : (i32) -> i32
  %1 = call_indirect %f(%y) : (i32) -> i32
  cf.cond_br %c, ^bb1(%0 : i32), ^bb2
^bb1(%v: i32):
  cf.br ^bb3(%v, %1 : i32, i32)
^bb2:
  cf.switch %x : i32, [
    default: ^bb3(%x, %x : i32, i32),
    1: ^bb3(%y, %y : i32, i32),
    42: ^bb1(%x : i32)
  ]
^bb3(%p: i32, %q: i32):
  cf.assert %c, "message \"quoted\""
  return %p, %q : i32, i32
}
func.func @weights(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb1 {branch_weights = array<i32: 3, 5>}
^bb1:
  return
}
func.func @nested_regions() {
  "t.loop"() ({
  ^bb0(%i: index):
    "t.yield"(%i) : (index) -> ()
  }) : () -> ()
  return
}

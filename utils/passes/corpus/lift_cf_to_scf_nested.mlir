// PASSES: --lift-cf-to-scf
func.func @nested(%a: i1, %x: i32) -> i32 {
  %0 = scf.execute_region -> i32 {
    cf.cond_br %a, ^bb1, ^bb2(%x : i32)
  ^bb1:
    %y = arith.addi %x, %x : i32
    cf.br ^bb2(%y : i32)
  ^bb2(%z: i32):
    scf.yield %z : i32
  }
  cf.cond_br %a, ^bb1, ^bb1
^bb1:
  return %0 : i32
}
func.func private @decl(i32) -> i32
func.func @weights(%a: i1, %x: i32) -> i32 {
  cf.cond_br %a weights([3, 5]), ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%x : i32)
^bb2:
  %y = arith.addi %x, %x : i32
  cf.br ^bb3(%y : i32)
^bb3(%z: i32):
  "test.use"(%z) : (i32) -> ()
  return %z : i32
}
func.func @inf() -> (i32, f32) {
  cf.br ^bb1
^bb1:
  "test.foo"() : () -> ()
  cf.br ^bb1
}
func.func @inloop(%a: i1, %x: i32) -> i32 {
  cf.br ^bb1(%x : i32)
^bb1(%i: i32):
  %r = scf.if %a -> i32 {
    %q = arith.addi %i, %i : i32
    scf.yield %q : i32
  } else {
    scf.yield %i : i32
  }
  cf.cond_br %a, ^bb1(%r : i32), ^bb2
^bb2:
  return %r : i32
}

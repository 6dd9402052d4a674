// ARGS: --pass-pipeline=builtin.module(func.func(remove-dead-values))
// ARGS: --pass-pipeline=builtin.module(func.func(sccp,remove-dead-values))
func.func @public_only(%a: i32, %b: i32) -> i32 {
  %s = arith.addi %a, %b : i32
  %t = arith.muli %a, %a : i32
  %c = arith.constant 0 : i32
  %u = arith.addi %s, %c : i32
  return %u : i32
}

func.func @with_blocks(%a: i32, %c: i1) -> i32 {
  %d = arith.addi %a, %a : i32
  cf.cond_br %c, ^bb1(%d : i32), ^bb2(%a : i32)
^bb1(%x: i32):
  return %a : i32
^bb2(%y: i32):
  return %y : i32
}

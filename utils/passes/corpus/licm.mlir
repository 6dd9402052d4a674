// PASSES: --loop-invariant-code-motion
func.func @cfg_loop(%x: i32, %c: i1) {
  cf.br ^bb1(%x : i32)
^bb1(%i: i32):
  %a = arith.addi %x, %x : i32
  "u.region"() ({
    %b = arith.muli %x, %x : i32
    "u.use"(%b) : (i32) -> ()
  }) : () -> ()
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb2:
  return
}

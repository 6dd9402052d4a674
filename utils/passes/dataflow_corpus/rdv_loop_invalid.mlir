// Upstream erases the loop-carried block argument but only the back
// edge's operand, so both tools must reject the result.
// ARGS: --remove-dead-values
func.func @loop(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^header(%c0, %c0 : i32, i32)
^header(%i: i32, %acc: i32):
  %cond = arith.cmpi slt, %i, %n : i32
  cf.cond_br %cond, ^body, ^exit
^body:
  %next = arith.addi %i, %c1 : i32
  %acc2 = arith.addi %acc, %i : i32
  cf.br ^header(%next, %acc2 : i32, i32)
^exit:
  return %i : i32
}


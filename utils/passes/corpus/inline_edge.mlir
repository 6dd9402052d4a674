// PASSES: --inline
// PASSES: --inline=default-pipeline=
func.func private @ident(%x: i32) -> i32 {
  return %x : i32
}
func.func private @swap(%a: i32, %b: i32) -> (i32, i32) {
  return %b, %a : i32, i32
}
func.func @in_loop(%n: index, %x: i32, %y: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^head(%c0, %x, %y : index, i32, i32)
^head(%i: index, %a: i32, %b: i32):
  %done = arith.cmpi sge, %i, %n : index
  cf.cond_br %done, ^exit, ^body
^body:
  %s:2 = call @swap(%a, %b) : (i32, i32) -> (i32, i32)
  %next = arith.addi %i, %c1 : index
  cf.br ^head(%next, %s#0, %s#1 : index, i32, i32)
^exit:
  %r = call @ident(%a) : (i32) -> i32
  return %r : i32
}
func.func private @spin(%x: i32) -> i32 {
  cf.br ^loop
^loop:
  cf.br ^loop
^dead:
  return %x : i32
}
func.func @calls_spin(%x: i32) -> i32 {
  %0 = call @spin(%x) : (i32) -> i32
  return %0 : i32
}

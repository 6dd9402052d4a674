// PASSES: --inline
// PASSES: --inline=default-pipeline=
// PASSES: --inline=inlining-threshold=50
// PASSES: --inline=inlining-threshold=100
func.func private @select(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^t, ^f
^t:
  return %a : i32
^f:
  %s = arith.subi %a, %b : i32
  return %s : i32
}
func.func private @loop(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^head(%c0 : index)
^head(%i: index):
  %done = arith.cmpi sge, %i, %n : index
  cf.cond_br %done, ^exit, ^body
^body:
  %next = arith.addi %i, %c1 : index
  cf.br ^head(%next : index)
^exit:
  return %i : index
}
func.func @caller(%c: i1, %x: i32, %y: i32, %n: index) -> (i32, index) {
  %0 = call @select(%c, %x, %y) : (i1, i32, i32) -> i32
  %1 = arith.addi %0, %x : i32
  %2 = call @select(%c, %1, %0) : (i1, i32, i32) -> i32
  %3 = call @loop(%n) : (index) -> index
  return %2, %3 : i32, index
}
func.func @caller_multi_block(%c: i1, %x: i32) -> i32 {
  cf.cond_br %c, ^a, ^b(%x : i32)
^a:
  %0 = call @select(%c, %x, %x) : (i1, i32, i32) -> i32
  cf.br ^b(%0 : i32)
^b(%v: i32):
  return %v : i32
}

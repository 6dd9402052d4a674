// ARGS: --sccp
func.func @loop_invariant(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^header(%c0, %c1 : i32, i32)
^header(%i: i32, %k: i32):
  %cond = arith.cmpi slt, %i, %n : i32
  cf.cond_br %cond, ^body, ^exit
^body:
  %next = arith.addi %i, %c1 : i32
  %k2 = arith.muli %k, %c1 : i32
  cf.br ^header(%next, %k2 : i32, i32)
^exit:
  return %k : i32
}

func.func @loop_never_entered() -> i32 {
  %c0 = arith.constant 0 : i32
  %c7 = arith.constant 7 : i32
  cf.br ^header(%c0 : i32)
^header(%i: i32):
  %cond = arith.cmpi sgt, %i, %c7 : i32
  cf.cond_br %cond, ^body, ^exit(%i : i32)
^body:
  %next = arith.addi %i, %c7 : i32
  cf.br ^header(%next : i32)
^exit(%r: i32):
  return %r : i32
}

func.func @counting() -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c3 = arith.constant 3 : i32
  cf.br ^header(%c0 : i32)
^header(%i: i32):
  %cond = arith.cmpi slt, %i, %c3 : i32
  cf.cond_br %cond, ^body, ^exit
^body:
  %next = arith.addi %i, %c1 : i32
  cf.br ^header(%next : i32)
^exit:
  return %i : i32
}

func.func @dead_blocks(%x: i32) -> i32 {
  %false = arith.constant false
  %c1 = arith.constant 1 : i32
  cf.cond_br %false, ^dead, ^live
^dead:
  %y = arith.addi %x, %c1 : i32
  cf.br ^dead2(%y : i32)
^dead2(%z: i32):
  return %z : i32
^live:
  return %c1 : i32
^unreachable:
  %u = arith.constant 42 : i32
  return %u : i32
}

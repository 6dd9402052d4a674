// ARGS: --sccp
// ARGS: --pass-pipeline=builtin.module(func.func(sccp))
// ARGS: --sccp --mlir-print-debuginfo
func.func @diamond(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %s = arith.addi %c1, %c2 : i32
  %t = arith.cmpi slt, %c1, %c2 : i32
  cf.cond_br %t, ^bb1(%s : i32), ^bb2(%a : i32)
^bb1(%x: i32):
  cf.br ^bb3(%x : i32)
^bb2(%y: i32):
  %z = arith.muli %y, %y : i32
  cf.br ^bb3(%z : i32)
^bb3(%r: i32):
  %q = arith.addi %r, %c2 : i32
  return %q : i32
}

func.func @both_live(%c: i1) -> i32 {
  %c4 = arith.constant 4 : i32
  %c5 = arith.constant 5 : i32
  cf.cond_br %c, ^bb1(%c4 : i32), ^bb1(%c5 : i32)
^bb1(%x: i32):
  return %x : i32
}

func.func @same_value(%c: i1) -> i32 {
  %c4 = arith.constant 4 : i32
  %d4 = arith.constant 4 : i32
  cf.cond_br %c, ^bb1(%c4 : i32), ^bb2
^bb2:
  cf.br ^bb1(%d4 : i32)
^bb1(%x: i32):
  %y = arith.subi %x, %d4 : i32
  return %y : i32
}

func.func @switch_const() -> i64 {
  %c3 = arith.constant 3 : i32
  %a = arith.constant 10 : i64
  %b = arith.constant 20 : i64
  %c = arith.constant 30 : i64
  cf.switch %c3 : i32, [
    default: ^bb1(%a : i64),
    2: ^bb1(%b : i64),
    3: ^bb2(%c : i64)
  ]
^bb1(%x: i64):
  return %x : i64
^bb2(%y: i64):
  %z = arith.addi %y, %y : i64
  return %z : i64
}

func.func @switch_default() -> i64 {
  %c9 = arith.constant 9 : i32
  %a = arith.constant 10 : i64
  %b = arith.constant 20 : i64
  cf.switch %c9 : i32, [
    default: ^bb1(%a : i64),
    2: ^bb2(%b : i64)
  ]
^bb1(%x: i64):
  return %x : i64
^bb2(%y: i64):
  return %y : i64
}

func.func @unknown_switch(%f: i32) -> i64 {
  %a = arith.constant 10 : i64
  %b = arith.constant 20 : i64
  cf.switch %f : i32, [
    default: ^bb1(%a : i64),
    2: ^bb1(%b : i64)
  ]
^bb1(%x: i64):
  return %x : i64
}

// ARGS: --sccp
// ARGS: --pass-pipeline=builtin.module(func.func(sccp))
func.func private @callee(%a: i32, %b: i32) -> (i32, i32) {
  %s = arith.addi %a, %b : i32
  return %s, %b : i32, i32
}

func.func @caller1() -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %r:2 = call @callee(%c1, %c2) : (i32, i32) -> (i32, i32)
  %t = arith.addi %r#0, %r#1 : i32
  return %t : i32
}

func.func @caller2(%x: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %r:2 = call @callee(%x, %c2) : (i32, i32) -> (i32, i32)
  return %r#1 : i32
}

func.func @public_callee(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.addi %a, %c1 : i32
  return %r : i32
}

func.func @calls_public() -> i32 {
  %c1 = arith.constant 1 : i32
  %r = call @public_callee(%c1) : (i32) -> i32
  return %r : i32
}

func.func private @external(i32) -> i32

func.func @calls_external() -> i32 {
  %c1 = arith.constant 1 : i32
  %r = call @external(%c1) : (i32) -> i32
  %s = arith.addi %r, %c1 : i32
  return %s : i32
}

func.func private @never_called(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.addi %a, %c1 : i32
  return %r : i32
}

func.func private @referenced(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  return %a : i32
}

func.func @takes_address() -> i32 {
  %f = func.constant @referenced : (i32) -> i32
  %c5 = arith.constant 5 : i32
  %r = call @referenced(%c5) : (i32) -> i32
  %s = func.call_indirect %f(%c5) : (i32) -> i32
  return %r : i32
}

func.func private @two_returns(%c: i1) -> i32 {
  %c4 = arith.constant 4 : i32
  %c6 = arith.constant 6 : i32
  cf.cond_br %c, ^a, ^b
^a:
  return %c4 : i32
^b:
  return %c6 : i32
}

func.func @calls_two_returns() -> (i32, i32) {
  %true = arith.constant true
  %r = call @two_returns(%true) : (i1) -> i32
  %x = arith.constant 1 : i32
  return %r, %x : i32, i32
}

func.func private @recursive(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %z = arith.cmpi eq, %n, %c0 : i32
  cf.cond_br %z, ^done, ^rec
^done:
  return %c0 : i32
^rec:
  %m = arith.subi %n, %c1 : i32
  %r = call @recursive(%m) : (i32) -> i32
  return %r : i32
}

func.func @calls_recursive() -> i32 {
  %c3 = arith.constant 3 : i32
  %r = call @recursive(%c3) : (i32) -> i32
  return %r : i32
}

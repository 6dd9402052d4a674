// ARGS: --remove-dead-values --allow-unregistered-dialect
// ARGS: --remove-dead-values --mlir-print-debuginfo --allow-unregistered-dialect
func.func private @shared(%a: i32, %b: i32) -> (i32, i32) {
  %s = arith.addi %a, %b : i32
  %t = arith.muli %a, %b : i32
  return %s, %t : i32, i32
}

func.func @first(%x: i32) -> i32 {
  %r:2 = call @shared(%x, %x) : (i32, i32) -> (i32, i32)
  return %r#0 : i32
}

func.func @second(%x: i32) -> i32 {
  %r:2 = call @shared(%x, %x) : (i32, i32) -> (i32, i32)
  return %r#1 : i32
}

func.func private @rec(%n: i32, %unused: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %z = arith.cmpi eq, %n, %c0 : i32
  cf.cond_br %z, ^done, ^again
^done:
  return %c0 : i32
^again:
  %m = arith.subi %n, %c1 : i32
  %r = call @rec(%m, %unused) : (i32, i32) -> i32
  return %r : i32
}

func.func @calls_rec(%x: i32) -> i32 {
  %r = call @rec(%x, %x) : (i32, i32) -> i32
  return %r : i32
}

func.func private @all_dead(%a: i32) -> i32 {
  %s = arith.addi %a, %a : i32
  return %s : i32
}

func.func @ignores(%x: i32) {
  %r = call @all_dead(%x) : (i32) -> i32
  return
}

func.func private @side_effect(%a: i32) -> i32 {
  "test.effect"(%a) : (i32) -> ()
  return %a : i32
}

func.func @ignores_effect(%x: i32) {
  %r = call @side_effect(%x) : (i32) -> i32
  return
}

func.func private @dead_block_arg_fn(%a: i32, %c: i1) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2(%a : i32)
^bb1(%p: i32):
  return %p : i32
^bb2(%q: i32):
  %k = arith.constant 4 : i32
  return %k : i32
}

func.func @calls_dead_block_arg_fn(%x: i32, %c: i1) -> i32 {
  %r = call @dead_block_arg_fn(%x, %c) : (i32, i1) -> i32
  return %r : i32
}

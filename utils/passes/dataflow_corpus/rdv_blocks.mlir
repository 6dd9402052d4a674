// ARGS: --remove-dead-values
// ARGS: --remove-dead-values --allow-unregistered-dialect
func.func @branch_args(%x: i32, %c: i1) -> i32 {
  %d = arith.muli %x, %x : i32
  cf.cond_br %c, ^bb1(%d, %x : i32, i32), ^bb2(%x : i32)
^bb1(%p: i32, %q: i32):
  return %q : i32
^bb2(%u: i32):
  %v = arith.addi %u, %u : i32
  return %x : i32
}

func.func @switch_args(%f: i32, %x: i64) -> i64 {
  %a = arith.constant 10 : i64
  cf.switch %f : i32, [
    default: ^bb1(%a, %x : i64, i64),
    2: ^bb1(%x, %a : i64, i64),
    5: ^bb2(%a : i64)
  ]
^bb1(%p: i64, %q: i64):
  return %q : i64
^bb2(%r: i64):
  return %x : i64
}

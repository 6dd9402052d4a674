// ARGS: --remove-dead-values --allow-unregistered-dialect
// ARGS: --remove-dead-values --mlir-print-debuginfo --allow-unregistered-dialect
func.func @unreachable(%x: i32, %c: i1) -> i32 {
  %false = arith.constant false
  cf.cond_br %false, ^dead(%x : i32), ^live
^dead(%y: i32):
  %z = arith.addi %y, %y : i32
  "test.sink"(%z) : (i32) -> ()
  cf.cond_br %c, ^live, ^dead(%z : i32)
^live:
  return %x : i32
^orphan:
  %u = arith.muli %x, %x : i32
  cf.br ^live
}

func.func @effects(%x: i32) -> i32 {
  %a = arith.addi %x, %x : i32
  "test.sink"(%a) : (i32) -> ()
  %b = "test.producer"() : () -> i32
  %c = arith.muli %x, %x : i32
  %d = arith.addi %c, %c : i32
  return %x : i32
}

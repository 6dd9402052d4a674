// RUN: not strata-opt %s --remove-dead-values 2>&1 | FileCheck %s

// As upstream, operations computing from values of unreachable code are
// erased, but the return using their result stays: it is left without an
// operand and the pass fails.
// CHECK: remove-dead-values-invalid.mlir:12:3: error: null operand found
func.func @dead_return(%x: i32) -> i32 {
  %false = arith.constant false
  cf.cond_br %false, ^dead(%x : i32), ^live
^dead(%y: i32):
  %z = arith.addi %y, %y : i32
  return %z : i32
^live:
  return %x : i32
}

// RUN: strata-opt %s --split-input-file --convert-to-llvm --verify-diagnostics | FileCheck %s

// Operations in a block that the entry cannot reach are not converted: the
// conversion walks each region's blocks from the entry along successors.
// CHECK-LABEL: llvm.func @dead_block
// CHECK:         llvm.br ^bb2
// CHECK:       ^bb1:
// CHECK-NEXT:    arith.addi
// CHECK-NEXT:    cf.br ^bb2
// CHECK:       ^bb2(%[[X:.*]]: i32):
// CHECK-NEXT:    llvm.mul %[[X]]
// CHECK-NEXT:    llvm.return
func.func @dead_block(%a: i32) -> i32 {
  %c = arith.constant 3 : i32
  cf.br ^bb2(%c : i32)
^bb1:
  %d = arith.addi %a, %a : i32
  cf.br ^bb2(%d : i32)
^bb2(%x: i32):
  %y = arith.muli %x, %a : i32
  return %y : i32
}

// -----

// A block reached only from an unreachable one stays as it was, too; a
// func.return left inside the converted llvm.func then fails to verify.
func.func @dead_return(%a: i32) -> i32 {
  return %a : i32
^bb1:
  cf.br ^bb2
^bb2:
  // expected-error@+1 {{'func.return' op expects parent op 'func.func'}}
  return %a : i32
}

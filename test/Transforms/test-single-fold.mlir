// RUN: strata-opt --split-input-file --test-single-fold %s | FileCheck %s

// Each op folds once, last first: `%b` sees `%a` before it is folded, so
// only `%a` becomes a constant. Folded constants (the input's own
// included) are created once per function at the front of the entry
// block; those left unused are erased.

// CHECK-LABEL: func.func @once
// CHECK-NEXT:  %[[C2:.*]] = arith.constant 2 : i32
// CHECK-NEXT:  %[[C3:.*]] = arith.constant 3 : i32
// CHECK-NEXT:  %[[B:.*]] = arith.addi %[[C3]], %[[C2]] : i32
// CHECK-NEXT:  %[[D:.*]] = arith.addi %arg0, %[[B]] : i32
// CHECK-NEXT:  return %[[D]] : i32
func.func @once(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %a = arith.addi %c1, %c2 : i32
  %b = arith.addi %a, %c2 : i32
  %c = arith.muli %x, %c1 : i32
  %d = arith.addi %c, %b : i32
  return %d : i32
}

// -----

// Constants in nested regions move to the function's entry block and
// equal constants become one.

// CHECK-LABEL: func.func @nested
// CHECK-NEXT:  %[[C9:.*]] = arith.constant 9 : i32
// CHECK-NEXT:  %[[C0:.*]] = arith.constant 0 : i32
// CHECK-NEXT:  scf.if
// CHECK-NEXT:    scf.yield %[[C9]] : i32
// CHECK:         scf.yield %[[C0]] : i32
func.func @nested(%x: i32, %p: i1) -> i32 {
  %c4 = arith.constant 4 : i32
  %r = scf.if %p -> i32 {
    %c5 = arith.constant 5 : i32
    %s = arith.addi %c4, %c5 : i32
    scf.yield %s : i32
  } else {
    %z = arith.subi %x, %x : i32
    scf.yield %z : i32
  }
  return %r : i32
}

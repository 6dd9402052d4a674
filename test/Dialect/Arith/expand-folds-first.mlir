// RUN: strata-opt %s --arith-expand | FileCheck %s

// An op arith-expand must remove is folded when it can be (a constant
// materialized in its place, or one of its operands), and only expanded
// otherwise; the ops of an expansion are not folded.

// CHECK-LABEL: func.func @folds
// CHECK-SAME: (%[[X:.*]]: i16, %[[V:.*]]: vector<2xf32>)
// CHECK-NEXT: %[[C9:.*]] = arith.constant 9 : i16
// CHECK-NEXT: %[[C4:.*]] = arith.constant 4 : i16
// CHECK-NEXT: %[[C3:.*]] = arith.constant 3 : i16
// CHECK-NEXT: %[[CMP:.*]] = arith.cmpi slt, %[[X]], %[[C4]] : i16
// CHECK-NEXT: %[[SEL:.*]] = arith.select %[[CMP]], %[[X]], %[[C4]] : i16
// CHECK-NEXT: return %[[C3]], %[[X]], %[[V]], %[[SEL]]
func.func @folds(%x: i16, %v: vector<2xf32>) -> (i16, i16, vector<2xf32>, i16) {
  %c9 = arith.constant 9 : i16
  %c4 = arith.constant 4 : i16
  %0 = arith.ceildivui %c9, %c4 : i16
  %1 = arith.maxui %x, %x : i16
  %2 = arith.maximumf %v, %v : vector<2xf32>
  %3 = arith.minsi %x, %c4 : i16
  return %0, %1, %2, %3 : i16, i16, vector<2xf32>, i16
}

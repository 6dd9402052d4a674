// RUN: strata-opt %s --int-range-optimizations | FileCheck %s

// Ranges through the shifts: a right shift of a bounded value, a left shift
// that cannot wrap (`nuw`), and a shift by at least the bit width (no range).

// CHECK-LABEL: func.func @shifts
// CHECK-DAG: %[[TRUE:.*]] = arith.constant true
// CHECK-DAG: %[[ZERO:.*]] = arith.constant 0 : i16
// CHECK-NOT: arith.cmpi
// CHECK: %[[WIDE:.*]] = arith.shli %[[LOW:.*]], %[[AMT:.*]] : i16
// CHECK: %[[BIG:.*]] = arith.shrui %[[LOW]], %[[C16:.*]] : i16
// CHECK: return %[[ZERO]], %[[TRUE]], %[[TRUE]], %[[WIDE]], %[[BIG]]
func.func @shifts(%x: i16, %n: i16) -> (i16, i1, i1, i16, i16) {
  %c4 = arith.constant 4 : i16
  %c6 = arith.constant 6 : i16
  %c63 = arith.constant 63 : i16
  %c16 = arith.constant 16 : i16
  %c1008 = arith.constant 1008 : i16
  %c-2 = arith.constant -2 : i16
  %low = arith.andi %x, %c63 : i16
  %amt = arith.andi %n, %c4 : i16
  %gone = arith.shrui %low, %c6 : i16
  %up = arith.shli %low, %amt overflow<nuw> : i16
  %in = arith.cmpi ule, %up, %c1008 : i16
  %neg = arith.shrsi %c-2, %amt : i16
  %still = arith.cmpi slt, %neg, %low : i16
  %wide = arith.shli %low, %amt : i16
  %big = arith.shrui %low, %c16 : i16
  return %gone, %in, %still, %wide, %big : i16, i1, i1, i16, i16
}

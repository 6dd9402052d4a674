// RUN: strata-opt %s --convert-comb-to-arith | FileCheck %s
// RUN: strata-opt %s --convert-comb-to-arith | strata-eval - --function mix 200 7 1 | FileCheck %s --check-prefix=EVAL
// RUN: strata-eval %s --function mix 200 7 1 | FileCheck %s --check-prefix=EVAL

// Every comb op becomes arith ops on the same widths; the lowered function
// computes what the original does.

// CHECK-LABEL: func.func @variadic
// CHECK-SAME: (%[[A:.*]]: i8, %[[B:.*]]: i8)
func.func @variadic(%a: i8, %b: i8) -> (i8, i8, i8, i8) {
  // CHECK: %[[S:.*]] = arith.addi %[[A]], %[[B]] : i8
  // CHECK: arith.addi %[[S]], %[[A]] : i8
  %0 = comb.add %a, %b, %a : i8
  // CHECK: %[[N:.*]] = arith.andi %[[A]], %[[B]] : i8
  // CHECK: %[[M:.*]] = arith.constant -1 : i8
  // CHECK: arith.xori %[[N]], %[[M]] : i8
  %1 = comb.nand %a, %b : i8
  // CHECK: arith.muli %[[A]], %[[B]] : i8
  %2 = comb.mul %a, %b : i8
  // CHECK: %[[X:.*]] = arith.xori %[[A]], %[[B]] : i8
  // CHECK: arith.xori %[[X]], %{{.*}} : i8
  %3 = comb.xnor %a, %b : i8
  // CHECK-NOT: comb.
  return %0, %1, %2, %3 : i8, i8, i8, i8
}

// CHECK-LABEL: func.func @bits
func.func @bits(%a: i8, %b: i4) -> (i12, i3, i8, i1, i8) {
  // CHECK: %[[HI:.*]] = arith.extui %arg0 : i8 to i12
  // CHECK: %[[LO:.*]] = arith.extui %arg1 : i4 to i12
  // CHECK: %[[FOUR:.*]] = arith.constant 4 : i12
  // CHECK: %[[SH:.*]] = arith.shli %[[HI]], %[[FOUR]] : i12
  // CHECK: arith.ori %[[SH]], %[[LO]] : i12
  %0 = comb.concat %a, %b : i8, i4
  // CHECK: %[[TWO:.*]] = arith.constant 2 : i8
  // CHECK: %[[R:.*]] = arith.shrui %arg0, %[[TWO]] : i8
  // CHECK: arith.trunci %[[R]] : i8 to i3
  %1 = comb.extract %a from 2 : (i8) -> i3
  // CHECK: arith.extui %arg1 : i4 to i8
  %2 = comb.replicate %b : (i4) -> i8
  // CHECK: arith.shrui
  // CHECK: arith.xori
  // CHECK: arith.trunci %{{.*}} : i8 to i1
  %3 = comb.parity %a : i8
  // CHECK: arith.xori %arg0, %{{.*}} : i8
  %4 = comb.inv %a : i8
  // CHECK-NOT: comb.
  return %0, %1, %2, %3, %4 : i12, i3, i8, i1, i8
}

// CHECK-LABEL: func.func @compare
func.func @compare(%a: i8, %b: i8, %c: i1) -> (i1, i1, i8) {
  // CHECK: arith.cmpi slt, %arg0, %arg1 : i8
  %0 = comb.icmp slt %a, %b : i8
  // CHECK: arith.cmpi ne, %arg0, %arg1 : i8
  %1 = comb.icmp wne %a, %b : i8
  // CHECK: arith.select %arg2, %arg0, %arg1 : i8
  %2 = comb.mux %c, %a, %b : i8
  return %0, %1, %2 : i1, i1, i8
}

// CHECK-LABEL: func.func @tables
func.func @tables(%p: i1, %q: i1, %x: i8) -> (i1, i8) {
  // CHECK: %[[T:.*]] = arith.constant 6 : i4
  // CHECK: %[[S:.*]] = arith.shrui %[[T]], %{{.*}} : i4
  // CHECK: arith.trunci %[[S]] : i4 to i1
  %0 = comb.truth_table %p, %q -> 6 : ui4
  // CHECK: arith.muli
  // CHECK: arith.cmpi eq
  // CHECK: arith.select
  %1 = comb.lut %x <coefficients = [2], lookupTable = [10, 20, 30]> : (i8) -> i8
  return %0, %1 : i1, i8
}

// 200 + 7 = 207; extract bits 4..7 of 207 = 0b1100_1111: 12; the mux picks 207.
// EVAL: 207 : i8
// EVAL-NEXT: 12 : i4
// EVAL-NEXT: 1 : i1
// EVAL-NEXT: 207 : i8
func.func @mix(%a: i8, %b: i8, %c: i1) -> (i8, i4, i1, i8) {
  %0 = comb.add %a, %b : i8
  %1 = comb.extract %0 from 4 : (i8) -> i4
  %2 = comb.icmp ugt %0, %a : i8
  %3 = comb.mux %c, %0, %b : i8
  return %0, %1, %2, %3 : i8, i4, i1, i8
}

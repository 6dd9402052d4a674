// RUN: strata-opt %s --split-input-file --canonicalize | FileCheck %s

// `a & (a & b)` folds to the inner `and` whichever side each operand is on,
// and only when the outer operand is one of the inner op's operands.

// CHECK-LABEL: func.func @all_orders
// CHECK-SAME: (%[[A:.*]]: i32, %[[B:.*]]: i32)
// CHECK-NEXT: %[[AB:.*]] = arith.andi %[[A]], %[[B]] : i32
// CHECK-NEXT: return %[[AB]], %[[AB]], %[[AB]], %[[AB]]
func.func @all_orders(%a: i32, %b: i32) -> (i32, i32, i32, i32) {
  %ab = arith.andi %a, %b : i32
  %0 = arith.andi %a, %ab : i32
  %1 = arith.andi %ab, %a : i32
  %2 = arith.andi %b, %ab : i32
  %3 = arith.andi %ab, %b : i32
  return %0, %1, %2, %3 : i32, i32, i32, i32
}

// -----

// CHECK-LABEL: func.func @unrelated_operand
// CHECK: %[[AB:.*]] = arith.andi %arg0, %arg1 : i8
// CHECK-NEXT: %[[ABC:.*]] = arith.andi %arg2, %[[AB]] : i8
// CHECK-NEXT: return %[[ABC]]
func.func @unrelated_operand(%a: i8, %b: i8, %c: i8) -> i8 {
  %ab = arith.andi %a, %b : i8
  %0 = arith.andi %c, %ab : i8
  return %0 : i8
}

// -----

// An `or` between them blocks the fold.
// CHECK-LABEL: func.func @through_or
// CHECK: arith.ori
// CHECK-NEXT: arith.andi
func.func @through_or(%a: i1, %b: i1) -> i1 {
  %0 = arith.ori %a, %b : i1
  %1 = arith.andi %a, %0 : i1
  return %1 : i1
}

// -----

// std's `and` reuses the folder and matches its own inner `and` (printed
// without its prefix inside a function).
// CHECK-LABEL: func.func @legacy
// CHECK-NEXT: %[[X:.*]] = and %arg0, %arg1 : i16
// CHECK-NEXT: return %[[X]]
func.func @legacy(%a: i16, %b: i16) -> i16 {
  %0 = std.and %a, %b : i16
  %1 = std.and %0, %b : i16
  return %1 : i16
}

// RUN: strata-opt %s --canonicalize | FileCheck %s

// The test dialect's canonicalization hooks: an op pattern, dead-code
// elimination of a side-effect-free op with a region, folders forwarding
// operands, and a dialect-level pattern.

// CHECK-LABEL: func.func @erased_by_pattern_and_dce
// CHECK-NEXT:   return
func.func @erased_by_pattern_and_dce() {
  "test.op_with_region_pattern"() ({
    "test.op_with_region_terminator"() : () -> ()
  }) : () -> ()
  "test.op_with_region_fold_no_side_effect"() ({
    "test.op_with_region_terminator"() : () -> ()
  }) : () -> ()
  return
}

// CHECK-LABEL: func.func @folded_to_operands
// CHECK-SAME: (%[[A:.*]]: i32, %[[B:.*]]: i32)
// CHECK-NEXT:   return %[[B]], %[[A]], %[[B]] : i32, i32, i32
func.func @folded_to_operands(%a: i32, %b: i32) -> (i32, i32, i32) {
  %0 = "test.op_with_region_fold"(%b) ({
    "test.op_with_region_terminator"() : () -> ()
  }) : (i32) -> i32
  %1:2 = "test.op_with_variadic_results_and_folder"(%a, %0) : (i32, i32) -> (i32, i32)
  return %0, %1#0, %1#1 : i32, i32, i32
}

// CHECK-LABEL: func.func @dialect_pattern
// CHECK-NEXT:   %[[C:.*]] = arith.constant 42 : i32
// CHECK-NEXT:   return %[[C]], %[[C]] : i32, i32
func.func @dialect_pattern() -> (i32, i32) {
  %0 = "test.dialect_canonicalizable"() : () -> i32
  %1 = "test.dialect_canonicalizable"() : () -> i32
  return %0, %1 : i32, i32
}

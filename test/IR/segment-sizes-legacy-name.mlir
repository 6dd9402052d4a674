// RUN: strata-opt %s --split-input-file --verify-diagnostics | FileCheck %s

// The former names of the segment-size attributes set the segment sizes,
// printed under the current names; given after the current name, the
// former one wins. Missing sizes count as zero.

// CHECK-LABEL: func.func @operands
// CHECK: "test.attr_sized_operands"(%arg0, %arg0, %arg0) <{operandSegmentSizes = array<i32: 2, 0, 1, 0>}> : (i32, i32, i32) -> ()
// CHECK-NOT: operand_segment_sizes
func.func @operands(%v: i32) {
  "test.attr_sized_operands"(%v, %v, %v) {operand_segment_sizes = array<i32: 2, 0, 1, 0>} : (i32, i32, i32) -> ()
  return
}

// -----

// CHECK-LABEL: func.func @results
// CHECK: %a, %b, %c, %d:2 = "test.attr_sized_results"() <{resultSegmentSizes = array<i32: 1, 1, 1, 2>}>
func.func @results() {
  %r:5 = "test.attr_sized_results"() {resultSegmentSizes = array<i32: 0, 0, 1, 4>, result_segment_sizes = array<i32: 1, 1, 1, 2>} : () -> (i32, i32, i32, i32, i32)
  return
}

// -----

func.func @operand_type(%v: i32, %w: i16) {
  // expected-error @+1 {{operand #2 must be 32-bit signless integer, but got 'i16'}}
  "test.attr_sized_operands"(%v, %v, %w, %v) {operand_segment_sizes = array<i32: 1, 1, 1, 1>} : (i32, i32, i16, i32) -> ()
  return
}

// -----

func.func @missing(%v: i32) {
  // expected-error @+1 {{operand count (2) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  "test.attr_sized_operands"(%v, %v) : (i32, i32) -> ()
  return
}

// -----

// The single group counts before the segment sizes are looked at.
func.func @too_few() {
  // expected-error @+1 {{expected 1 or more operands, but found 0}}
  "test.attr_sized_operands"() : () -> ()
  return
}

// -----

func.func @too_few_results() {
  // expected-error @+1 {{expected 1 or more results}}
  "test.attr_sized_results"() : () -> ()
  return
}

// RUN: strata-opt %s --split-input-file --verify-diagnostics

// The case operands are split by `case_operand_segments`: the sizes must
// add up to the number of case operands.
llvm.func @segments_do_not_add_up(%v: i16) {
  // expected-error @+1 {{'llvm.switch' op caseOperands count (0) does not match with the total size (3) specified in attribute 'case_operand_segments'}}
  "llvm.switch"(%v)[^bb1, ^bb1] <{case_values = dense<7> : tensor<1xi16>, case_operand_segments = array<i32: 3>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i16) -> ()
^bb1:
  llvm.return
}

// -----

llvm.func @negative_segment(%v: i16) {
  // expected-error @+1 {{'llvm.switch' op 'case_operand_segments' attribute cannot have negative elements}}
  "llvm.switch"(%v)[^bb1, ^bb1] <{case_values = dense<7> : tensor<1xi16>, case_operand_segments = array<i32: -1>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i16) -> ()
^bb1:
  llvm.return
}

// -----

llvm.func @more_values_than_cases(%v: i16) {
  // expected-error @+1 {{'llvm.switch' op expects number of case values to match number of case destinations}}
  "llvm.switch"(%v)[^bb1] <{case_values = dense<[1, 2]> : tensor<2xi16>, case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i16) -> ()
^bb1:
  llvm.return
}

// -----

llvm.func @cases_without_values(%v: i16) {
  // expected-error @+1 {{'llvm.switch' op expects number of case values to match number of case destinations}}
  "llvm.switch"(%v)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i16) -> ()
^bb1:
  llvm.return
}

// -----

llvm.func @weights_per_successor(%v: i16) {
  // expected-error @+1 {{expects number of branch weights to match number of successors: 3 vs 2}}
  llvm.switch %v : i16, ^bb1 [
    4: ^bb1
  ] {branch_weights = array<i32: 1, 2, 3>}
^bb1:
  llvm.return
}

// -----

llvm.func @value_type_differs(%v: i16) {
  // expected-error @+1 {{expects case value type to match condition value type}}
  "llvm.switch"(%v)[^bb1, ^bb1] <{case_values = dense<7> : tensor<1xi32>, case_operand_segments = array<i32: 0>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i16) -> ()
^bb1:
  llvm.return
}

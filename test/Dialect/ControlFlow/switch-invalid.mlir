// RUN: strata-opt %s --split-input-file --verify-diagnostics

func.func @segments_do_not_add_up(%v: i16) {
  // expected-error @+1 {{'cf.switch' op caseOperands count (0) does not match with the total size (2) specified in attribute 'case_operand_segments'}}
  "cf.switch"(%v)[^bb1, ^bb1] <{case_values = dense<3> : tensor<1xi16>, case_operand_segments = array<i32: 2>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i16) -> ()
^bb1:
  return
}

// -----

func.func @more_values_than_cases(%v: i16) {
  // expected-error @+1 {{'cf.switch' op number of case values (2) should match number of case destinations (1)}}
  "cf.switch"(%v)[^bb1, ^bb1] <{case_values = dense<[3, 4]> : tensor<2xi16>, case_operand_segments = array<i32: 0>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i16) -> ()
^bb1:
  return
}

// -----

func.func @value_type_differs(%v: i16) {
  // expected-error @+1 {{'cf.switch' op 'flag' type ('i16') should match case value type ('i32')}}
  "cf.switch"(%v)[^bb1, ^bb1] <{case_values = dense<3> : tensor<1xi32>, case_operand_segments = array<i32: 0>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i16) -> ()
^bb1:
  return
}

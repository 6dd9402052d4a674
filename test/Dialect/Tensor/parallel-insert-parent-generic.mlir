// RUN: not strata-opt %s 2>&1 | FileCheck %s

// The parent a misplaced `tensor.parallel_insert_slice` reports is shown in
// the generic form, as upstream does for errors, with the value names of
// the enclosing function. The parent may itself be invalid: here it holds a
// `cf.switch` whose custom printer would read operands it lacks (found by
// the ods_roundtrip fuzz target, where printing it panicked).

// CHECK: error: expected InParallelOpInterface parent, got:
// CHECK-NEXT: %0 = "scf.execute_region"() ({
// CHECK-NEXT:   "tensor.parallel_insert_slice"(%arg1, %arg0)
// CHECK: "cf.switch"(%arg2)[^bb1, ^bb1] <{case_operand_segments = array<i32: 1>, case_values = dense<7> : vector<1xi32>
func.func @f(%t: tensor<4xf32>, %s: tensor<2xf32>, %flag: i32) {
  %r = scf.execute_region -> i32 {
    tensor.parallel_insert_slice %s into %t[0] [2] [1] : tensor<2xf32> into tensor<4xf32>
    "cf.switch"(%flag)[^bb1, ^bb1] <{case_operand_segments = array<i32: 1>, case_values = dense<7> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
  ^bb1:
    %c = arith.constant 1 : i32
    scf.yield %c : i32
  }
  return
}

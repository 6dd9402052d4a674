// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s | strata-opt | FileCheck %s

// A custom-form operation that is isolated from above takes its operands
// from the enclosing body, while its own region is parsed into a body of
// its own: the operands must resolve outside, also when they are forward
// references or numbered beyond what the inner body holds.

// CHECK-LABEL: func.func @outer_values
// CHECK: %[[SUM:.*]] = arith.addi %arg1, %arg1 : i64
// CHECK: test.isolated_one_region_op %[[SUM]], %arg3 {
// CHECK-NEXT: ^bb0(%arg4: i64, %arg5: index):
func.func @outer_values(%a: i32, %b: i64, %c: f32, %d: index) {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %b, %b : i64
  test.isolated_one_region_op %1, %d {
  ^bb0(%x: i64, %y: index):
    "test.foo"() : () -> ()
  } : i64, index ->
  return
}

// CHECK-LABEL: func.func @forward_reference
// CHECK: ^bb1:
// CHECK-NEXT: test.isolated_one_region_op %[[V:.*]] {
// CHECK: ^bb2:
// CHECK-NEXT: %[[V]] = arith.addi %arg0, %arg0 : index
func.func @forward_reference(%d: index) {
  cf.br ^bb2
^bb1:
  test.isolated_one_region_op %v {
  ^bb0(%x: index):
    "test.foo"() : () -> ()
  } : index ->
  return
^bb2:
  %v = arith.addi %d, %d : index
  cf.br ^bb1
}

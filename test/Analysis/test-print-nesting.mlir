// RUN: strata-opt %s --allow-unregistered-dialect --test-print-nesting -o /dev/null | FileCheck %s

// CHECK:      visiting op: 'builtin.module' with 0 operands and 0 results
// CHECK-NEXT:  1 nested regions:
// CHECK-NEXT:   Region with 1 blocks:
// CHECK-NEXT:     Block with 0 arguments, 0 successors, and 2 operations
// CHECK-NEXT:       visiting op: 'func.func' with 0 operands and 0 results
// CHECK-NEXT:       2 attributes:
// CHECK-NEXT:        - 'function_type' : '(i1) -> ()'
// CHECK-NEXT:        - 'sym_name' : '"f"'
// CHECK-NEXT:        1 nested regions:
// CHECK-NEXT:         Region with 2 blocks:
// CHECK-NEXT:           Block with 1 arguments, 2 successors, and 1 operations
// CHECK-NEXT:             visiting op: 'cf.cond_br' with 1 operands and 0 results
// CHECK-NEXT:             1 attributes:
// CHECK-NEXT:              - 'operandSegmentSizes' : 'array<i32: 1, 0, 0>'
// CHECK-NEXT:              0 nested regions:
// CHECK-NEXT:           Block with 0 arguments, 0 successors, and 1 operations
// CHECK-NEXT:             visiting op: 'func.return' with 0 operands and 0 results
// CHECK-NEXT:              0 nested regions:
// CHECK-NEXT:       visiting op: 'u.op' with 0 operands and 2 results
// CHECK-NEXT:       2 attributes:
// CHECK-NEXT:        - 'a' : 'unit'
// CHECK-NEXT:        - 'z' : '1 : i64'
// CHECK-NEXT:        2 nested regions:
// CHECK-NEXT:         Region with 0 blocks:
// CHECK-NEXT:         Region with 1 blocks:
// CHECK-NEXT:           Block with 0 arguments, 0 successors, and 0 operations
func.func @f(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb1
^bb1:
  return
}
%0:2 = "u.op"() ({}, {
^bb0:
}) {z = 1 : i64, a} : () -> (i32, i32)

// RUN: strata-opt %s --test-print-defuse -o /dev/null | FileCheck %s

// Operations are visited in post-order; users are listed most recent first.
// CHECK:      Visiting op 'arith.addi' with 2 operands:
// CHECK-NEXT:   - Operand produced by Block argument, number 1
// CHECK-NEXT:   - Operand produced by Block argument, number 1
// CHECK-NEXT: Has 1 results:
// CHECK-NEXT:   - Result 0 has 3 uses:
// CHECK-NEXT:     - arith.muli
// CHECK-NEXT:     - arith.muli
// CHECK-NEXT:     - arith.muli
// CHECK-NEXT: Visiting op 'arith.muli' with 2 operands:
// CHECK-NEXT:   - Operand produced by operation 'arith.addi'
// CHECK-NEXT:   - Operand produced by Block argument, number 0
// CHECK-NEXT: Has 1 results:
// CHECK-NEXT:   - Result 0 has a single use:     - func.return
// CHECK-NEXT: Visiting op 'arith.muli' with 2 operands:
// CHECK:      Has 1 results:
// CHECK-NEXT:   - Result 0 has no uses
// CHECK-NEXT: Visiting op 'func.return' with 1 operands:
// CHECK-NEXT:   - Operand produced by operation 'arith.muli'
// CHECK-NEXT: Has 0 results:
// CHECK-NEXT: Visiting op 'func.func' with 0 operands:
// CHECK-NEXT: Has 0 results:
// CHECK-NEXT: Visiting op 'builtin.module' with 0 operands:
func.func @f(%y: i32, %x: i32) -> i32 {
  %a = arith.addi %x, %x : i32
  %b = arith.muli %a, %y : i32
  %c = arith.muli %a, %a : i32
  return %b : i32
}

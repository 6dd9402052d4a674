// RUN: strata-opt %s --canonicalize | FileCheck %s

// Folding traits fold any op that carries them, with no folder of its own:
// commutative ops take their constant operands last (in order), idempotent
// ops fold a repeated application, involutions fold a double one away.

// CHECK-LABEL: func.func @commutative
// CHECK-DAG:   %[[C3:.*]] = arith.constant 3 : i32
// CHECK-DAG:   %[[C5:.*]] = arith.constant 5 : i32
// CHECK:       %[[R4:.*]] = "test.op_commutative"(%arg0, %arg1, %[[C5]], %[[C3]])
// CHECK:       %[[R2:.*]] = "test.op_commutative2"(%arg1, %[[C3]])
// CHECK:       return %[[R4]], %[[R2]]
func.func @commutative(%x: i32, %y: i32) -> (i32, i32) {
  %c3 = arith.constant 3 : i32
  %c5 = arith.constant 5 : i32
  %0 = "test.op_commutative"(%c5, %x, %c3, %y) : (i32, i32, i32, i32) -> i32
  %1 = "test.op_commutative2"(%c3, %y) : (i32, i32) -> i32
  return %0, %1 : i32, i32
}

// CHECK-LABEL: func.func @idempotent
// CHECK:       %[[ONCE:.*]] = "test.op_idempotent_trait"(%arg0)
// CHECK-NOT:   test.op_idempotent_trait
// CHECK:       return %[[ONCE]]
func.func @idempotent(%x: i32) -> i32 {
  %0 = "test.op_idempotent_trait"(%x) : (i32) -> i32
  %1 = "test.op_idempotent_trait"(%0) : (i32) -> i32
  %2 = "test.op_idempotent_trait"(%1) : (i32) -> i32
  return %2 : i32
}

// CHECK-LABEL: func.func @involution
// CHECK-NEXT:  %[[ONE:.*]] = "test.op_involution_trait_no_operation_fold"(%arg0)
// CHECK-NEXT:  return %arg0, %[[ONE]]
func.func @involution(%x: i32) -> (i32, i32) {
  %0 = "test.op_involution_trait_no_operation_fold"(%x) : (i32) -> i32
  %1 = "test.op_involution_trait_no_operation_fold"(%0) : (i32) -> i32
  %2 = "test.op_involution_trait_no_operation_fold"(%1) : (i32) -> i32
  return %1, %2 : i32, i32
}

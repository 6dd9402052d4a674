// RUN: strata-opt %s --convert-arith-to-llvm | FileCheck %s

// The truncf of an extf folds to the extf's operand, a constant the
// conversion has already replaced: the user must see the replacement,
// never the erased original.
// CHECK-LABEL: func.func @round_trip_fold
// CHECK: %[[HALF:.*]] = llvm.mlir.constant(2.500000e-01 : f32) : f32
// CHECK-NOT: arith.
// CHECK: return %[[HALF]] : f32
func.func @round_trip_fold() -> f32 {
  %c = arith.constant 0.25 : f32
  %wide = arith.extf %c : f32 to f64
  %back = arith.truncf %wide : f64 to f32
  return %back : f32
}

// The same through an operation that is itself folded in a later block.
// CHECK-LABEL: func.func @fold_across_blocks
// CHECK: %[[TWO:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK: ^bb1:
// CHECK: return %[[TWO]] : i32
func.func @fold_across_blocks() -> i32 {
  %two = arith.constant 2 : i32
  %zero = arith.constant 0 : i32
  cf.br ^bb1
^bb1:
  %sum = arith.addi %two, %zero : i32
  return %sum : i32
}

// RUN: strata-opt %s --split-input-file --sccp | FileCheck %s

// `tensor.extract` of a `tensor.insert` folds to the inserted scalar only
// when the indices are the same values or the same constants as written:
// an index SCCP computes to the same constant is not enough.

// CHECK-LABEL: func.func @computed_index
// CHECK: %[[INS:.*]] = tensor.insert
// CHECK: %[[EXT:.*]] = tensor.extract %[[INS]]
// CHECK: return %[[EXT]]
func.func @computed_index(%t: tensor<2xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %c7 = arith.constant 7 : index
  %c9 = arith.constant 9 : index
  %v = arith.constant -1 : i32
  %zero = arith.divsi %c7, %c9 : index
  %ins = tensor.insert %v into %t[%c0] : tensor<2xi32>
  %e = tensor.extract %ins[%zero] : tensor<2xi32>
  return %e : i32
}

// -----

// CHECK-LABEL: func.func @same_constant
// CHECK-NEXT: %[[V:.*]] = arith.constant -1 : i32
// CHECK-NOT: tensor.extract
// CHECK: return %[[V]]
func.func @same_constant(%t: tensor<2xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %c0b = arith.constant 0 : index
  %v = arith.constant -1 : i32
  %ins = tensor.insert %v into %t[%c0] : tensor<2xi32>
  %e = tensor.extract %ins[%c0b] : tensor<2xi32>
  return %e : i32
}

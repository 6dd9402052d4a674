// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --loop-invariant-subset-hoisting | FileCheck %s

// A slice read and written back at the same loop-invariant place becomes
// an extra loop-carried value: extracted before the loop, inserted after.
// CHECK-LABEL: func.func @pair(
// CHECK-SAME:      %[[T:[a-z0-9_]+]]: tensor<16xf32>
// CHECK:         %[[E:[a-z0-9_]+]] = tensor.extract_slice %[[T]][4] [4] [1]
// CHECK:         %[[L:[a-z0-9_]+]]:2 = scf.for {{.*}} iter_args(%[[A:[a-z0-9_]+]] = %[[T]], %[[S:[a-z0-9_]+]] = %[[E]]) -> (tensor<16xf32>, tensor<4xf32>)
// CHECK-NEXT:      %[[U:[a-z0-9_]+]] = "work.update"(%[[S]]
// CHECK-NEXT:      scf.yield %[[A]], %[[U]]
// CHECK:         %[[I:[a-z0-9_]+]] = tensor.insert_slice %[[L]]#1 into %[[L]]#0[4] [4] [1]
// CHECK:         return %[[I]]
func.func @pair(%t0: tensor<16xf32>, %n: index) -> tensor<16xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%t = %t0) -> (tensor<16xf32>) {
    %s = tensor.extract_slice %t[4] [4] [1] : tensor<16xf32> to tensor<4xf32>
    %u = "work.update"(%s, %i) : (tensor<4xf32>, index) -> tensor<4xf32>
    %w = tensor.insert_slice %u into %t[4] [4] [1] : tensor<4xf32> into tensor<16xf32>
    scf.yield %w : tensor<16xf32>
  }
  return %r : tensor<16xf32>
}

// -----

// Offsets that fold to the same constant name the same subset.
// CHECK-LABEL: func.func @folded_offset
// CHECK:         tensor.extract_slice %arg0[2] [8] [1]
// CHECK:         scf.for
// CHECK-NOT:       tensor.
// CHECK:         tensor.insert_slice
func.func @folded_offset(%t0: tensor<?xf32>, %n: index) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %two = arith.subi %c3, %c1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%t = %t0) -> (tensor<?xf32>) {
    %s = tensor.extract_slice %t[2] [8] [1] : tensor<?xf32> to tensor<8xf32>
    %u = "work.update"(%s) : (tensor<8xf32>) -> tensor<8xf32>
    %w = tensor.insert_slice %u into %t[%two] [8] [1] : tensor<8xf32> into tensor<?xf32>
    scf.yield %w : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}

// -----

// [0, k) and [k, k+2) are disjoint: both pairs move out.
// CHECK-LABEL: func.func @two_disjoint
// CHECK:         scf.for {{.*}} -> (tensor<?x?xf32>, tensor<2x4xf32>, tensor<?x4xf32>)
// CHECK-NOT:       tensor.
// CHECK:         scf.yield
// CHECK:         tensor.insert_slice
// CHECK:         tensor.insert_slice
func.func @two_disjoint(%t0: tensor<?x?xf32>, %n: index, %k: index) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%t = %t0) -> (tensor<?x?xf32>) {
    %a = tensor.extract_slice %t[0, 0] [%k, 4] [1, 1] : tensor<?x?xf32> to tensor<?x4xf32>
    %b = tensor.extract_slice %t[%k, 0] [2, 4] [1, 1] : tensor<?x?xf32> to tensor<2x4xf32>
    %ua = "work.update"(%a) : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %ub = "work.update"(%b) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %w1 = tensor.insert_slice %ub into %t[%k, 0] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<?x?xf32>
    %w2 = tensor.insert_slice %ua into %w1[0, 0] [%k, 4] [1, 1] : tensor<?x4xf32> into tensor<?x?xf32>
    scf.yield %w2 : tensor<?x?xf32>
  }
  return %r : tensor<?x?xf32>
}

// -----

// Nothing moves when the subsets may overlap, depend on the induction
// variable, when another op reads the whole tensor, or when the yield
// swaps the loop-carried values.
// CHECK-LABEL: func.func @maybe_overlapping
// CHECK:         scf.for {{.*}} -> (tensor<?xf32>) {
// CHECK-COUNT-2:   tensor.extract_slice
// CHECK-LABEL: func.func @variant_offset
// CHECK:         scf.for {{.*}} -> (tensor<?xf32>) {
// CHECK-NEXT:      tensor.extract_slice
// CHECK-LABEL: func.func @other_user
// CHECK:         scf.for {{.*}} -> (tensor<?xf32>) {
// CHECK-NEXT:      "work.observe"
// CHECK-NEXT:      tensor.extract_slice
// CHECK-LABEL: func.func @swapped
// CHECK:         scf.for {{.*}} -> (tensor<?xf32>, tensor<?xf32>) {
// CHECK-NEXT:      tensor.extract_slice
func.func @maybe_overlapping(%t0: tensor<?xf32>, %n: index, %k: index) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%t = %t0) -> (tensor<?xf32>) {
    %a = tensor.extract_slice %t[0] [%k] [1] : tensor<?xf32> to tensor<?xf32>
    %b = tensor.extract_slice %t[3] [4] [1] : tensor<?xf32> to tensor<4xf32>
    %ua = "work.update"(%a) : (tensor<?xf32>) -> tensor<?xf32>
    %ub = "work.update"(%b) : (tensor<4xf32>) -> tensor<4xf32>
    %w1 = tensor.insert_slice %ua into %t[0] [%k] [1] : tensor<?xf32> into tensor<?xf32>
    %w2 = tensor.insert_slice %ub into %w1[3] [4] [1] : tensor<4xf32> into tensor<?xf32>
    scf.yield %w2 : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}

func.func @variant_offset(%t0: tensor<?xf32>, %n: index) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%t = %t0) -> (tensor<?xf32>) {
    %s = tensor.extract_slice %t[%i] [4] [1] : tensor<?xf32> to tensor<4xf32>
    %u = "work.update"(%s) : (tensor<4xf32>) -> tensor<4xf32>
    %w = tensor.insert_slice %u into %t[%i] [4] [1] : tensor<4xf32> into tensor<?xf32>
    scf.yield %w : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}

func.func @other_user(%t0: tensor<?xf32>, %n: index) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%t = %t0) -> (tensor<?xf32>) {
    "work.observe"(%t) : (tensor<?xf32>) -> ()
    %s = tensor.extract_slice %t[0] [4] [1] : tensor<?xf32> to tensor<4xf32>
    %u = "work.update"(%s) : (tensor<4xf32>) -> tensor<4xf32>
    %w = tensor.insert_slice %u into %t[0] [4] [1] : tensor<4xf32> into tensor<?xf32>
    scf.yield %w : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}

func.func @swapped(%a0: tensor<?xf32>, %b0: tensor<?xf32>, %n: index) -> (tensor<?xf32>, tensor<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %a0, %b = %b0) -> (tensor<?xf32>, tensor<?xf32>) {
    %s = tensor.extract_slice %a[0] [4] [1] : tensor<?xf32> to tensor<4xf32>
    %u = "work.update"(%s) : (tensor<4xf32>) -> tensor<4xf32>
    %w = tensor.insert_slice %u into %a[0] [4] [1] : tensor<4xf32> into tensor<?xf32>
    scf.yield %b, %w : tensor<?xf32>, tensor<?xf32>
  }
  return %r#0, %r#1 : tensor<?xf32>, tensor<?xf32>
}

// -----

// The inner loop is handled first; its new loop-carried slice then lets
// the enclosing loop hoist a slice of a slice.
// CHECK-LABEL: func.func @slice_of_slice
// CHECK:         %[[O:[a-z0-9_]+]] = tensor.extract_slice %arg0[0] [8] [1]
// CHECK:         %[[I:[a-z0-9_]+]] = tensor.extract_slice %[[O]][2] [3] [1]
// CHECK:         %[[L:[a-z0-9_]+]]:3 = scf.for {{.*}} iter_args(%{{[a-z0-9_]+}} = %arg0, %{{[a-z0-9_]+}} = %[[O]], %{{[a-z0-9_]+}} = %[[I]])
// CHECK:         %[[W1:[a-z0-9_]+]] = tensor.insert_slice %[[L]]#2 into %[[L]]#1[2] [3] [1]
// CHECK:         tensor.insert_slice %[[W1]] into %[[L]]#0[0] [8] [1]
func.func @slice_of_slice(%t0: tensor<?xf32>, %n: index) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%t = %t0) -> (tensor<?xf32>) {
    %outer = tensor.extract_slice %t[0] [8] [1] : tensor<?xf32> to tensor<8xf32>
    %inner = tensor.extract_slice %outer[2] [3] [1] : tensor<8xf32> to tensor<3xf32>
    %v = "work.update"(%inner) : (tensor<3xf32>) -> tensor<3xf32>
    %w1 = tensor.insert_slice %v into %outer[2] [3] [1] : tensor<3xf32> into tensor<8xf32>
    %w2 = tensor.insert_slice %w1 into %t[0] [8] [1] : tensor<8xf32> into tensor<?xf32>
    scf.yield %w2 : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}

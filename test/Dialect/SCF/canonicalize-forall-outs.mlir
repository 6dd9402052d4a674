// RUN: strata-opt %s --split-input-file --canonicalize | FileCheck %s

// scf.forall drops the shared outputs whose result is unused or that no
// parallel_insert_slice writes: their results become the initial values,
// and the loop goes away when nothing is left.

// CHECK-LABEL: func.func @nothing_written
// CHECK-SAME: (%[[T:.*]]: tensor<4xf32>, %{{.*}}: tensor<4xf32>)
// CHECK-NEXT: return %[[T]]
func.func @nothing_written(%t: tensor<4xf32>, %u: tensor<4xf32>) -> tensor<4xf32> {
  %r:2 = scf.forall (%i) in (4) shared_outs(%o = %t, %o2 = %u) -> (tensor<4xf32>, tensor<4xf32>) {
    scf.forall.in_parallel {
    }
  }
  return %r#0 : tensor<4xf32>
}

// -----

// The written output stays; the read-only one is replaced inside the body
// by its initial value, and the unused written one and its insertion go.
// CHECK-LABEL: func.func @mixed
// CHECK-SAME: (%[[T:.*]]: tensor<4xf32>, %[[U:.*]]: tensor<4xf32>, %[[S:.*]]: tensor<1xf32>)
// CHECK: %[[R:.*]] = scf.forall (%[[I:.*]]) in (4) shared_outs(%[[O:.*]] = %[[T]]) -> (tensor<4xf32>) {
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %[[S]] into %[[O]][%[[I]]] [1] [1]
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %[[R]], %[[U]]
func.func @mixed(%t: tensor<4xf32>, %u: tensor<4xf32>, %s: tensor<1xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %r:3 = scf.forall (%i) in (4) shared_outs(%o = %t, %o2 = %u, %o3 = %t) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
    %x = tensor.extract_slice %o2[%i] [1] [1] : tensor<4xf32> to tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [1] [1] : tensor<1xf32> into tensor<4xf32>
      tensor.parallel_insert_slice %x into %o3[%i] [1] [1] : tensor<1xf32> into tensor<4xf32>
    }
  }
  return %r#0, %r#1 : tensor<4xf32>, tensor<4xf32>
}

// -----

// Dynamic bounds keep their operand segments when an output goes.
// CHECK-LABEL: func.func @dynamic_bounds
// CHECK: scf.forall (%[[I:.*]], %{{.*}}) = (0, %arg1) to (%arg1, 8) step (%arg1, 2) shared_outs(%[[P:.*]] = %arg0) -> (tensor<?xf32>)
// CHECK: tensor.parallel_insert_slice %arg2 into %[[P]][%[[I]]]
// CHECK-NOT: parallel_insert_slice
func.func @dynamic_bounds(%t: tensor<?xf32>, %n: index, %s: tensor<1xf32>) -> tensor<?xf32> {
  %r:2 = scf.forall (%i, %j) = (0, %n) to (%n, 8) step (%n, 2) shared_outs(%o = %t, %p = %t) -> (tensor<?xf32>, tensor<?xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %p[%i] [1] [1] : tensor<1xf32> into tensor<?xf32>
      tensor.parallel_insert_slice %s into %o[%j] [1] [1] : tensor<1xf32> into tensor<?xf32>
    }
  }
  return %r#1 : tensor<?xf32>
}

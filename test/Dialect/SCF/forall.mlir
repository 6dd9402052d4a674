// RUN: strata-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: strata-opt --allow-unregistered-dialect %s --mlir-print-op-generic | strata-opt --allow-unregistered-dialect | FileCheck %s

// scf.forall in its normalized form (`in (ubs)`, also when the bounds are
// constant operands) and with explicit bounds and steps, with and without
// shared outputs, and its terminator scf.forall.in_parallel holding
// tensor.parallel_insert_slice ops. The expected text is mlir-opt 22's.

// CHECK-LABEL: func.func @normalized(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
// CHECK-NEXT: %0:2 = scf.forall (%arg2, %arg3) in (4, 8) shared_outs(%arg4 = %arg0, %arg5 = %arg1) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg4[%arg2, %arg3] [1, 1] [1, 1] : tensor<4x8xf32> to tensor<1x1xf32>
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %extracted_slice into %arg4[%arg2, %arg3] [1, 1] [1, 1] : tensor<1x1xf32> into tensor<4x8xf32>
// CHECK-NEXT: tensor.parallel_insert_slice %extracted_slice into %arg5[%arg3, %arg2] [1, 1] [1, 1] : tensor<1x1xf32> into tensor<4x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0, %0#1 : tensor<4x8xf32>, tensor<4x8xf32>
// CHECK-NEXT: }
func.func @normalized(%t: tensor<4x8xf32>, %u: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
  %0:2 = scf.forall (%i, %j) in (4, 8) shared_outs(%o = %t, %p = %u) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
    %s = tensor.extract_slice %o[%i, %j] [1, 1] [1, 1] : tensor<4x8xf32> to tensor<1x1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i, %j] [1, 1] [1, 1] : tensor<1x1xf32> into tensor<4x8xf32>
      tensor.parallel_insert_slice %s into %p[%j, %i] [1, 1] [1, 1] : tensor<1x1xf32> into tensor<4x8xf32>
    }
  }
  return %0#0, %0#1 : tensor<4x8xf32>, tensor<4x8xf32>
}

// CHECK-LABEL: func.func @bounds(%arg0: index, %arg1: index, %arg2: index) {
// CHECK-NEXT: scf.forall (%arg3, %arg4) = (%arg0, 0) to (%arg1, 16) step (%arg2, 4) {
// CHECK-NEXT: "test.use"(%arg3, %arg4) : (index, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @bounds(%lb: index, %ub: index, %step: index) {
  scf.forall (%i, %j) = (%lb, 0) to (%ub, 16) step (%step, 4) {
    "test.use"(%i, %j) : (index, index) -> ()
  }
  return
}

// CHECK-LABEL: func.func @constant_bounds() {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.forall (%arg0) in (10) {
// CHECK-NEXT: "test.use"(%arg0) : (index) -> ()
// CHECK-NEXT: } {mapping = [], note = "kept"}
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @constant_bounds() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.forall (%i) = (%c0) to (10) step (%c1) {
    "test.use"(%i) : (index) -> ()
  } {mapping = [], note = "kept"}
  return
}

// RUN: strata-opt --allow-unregistered-dialect %s --loop-invariant-code-motion | FileCheck %s

// Loop-invariant tensor ops leave scf.for and scf.forall; tensor.dim only
// with a constant index below the rank of a ranked tensor (its
// speculatability). The expected output is mlir-opt 22's.

// CHECK-LABEL: func.func @dims(%arg0: tensor<?x?xf32>, %arg1: tensor<*xf32>, %arg2: index, %arg3: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c1 : tensor<?x?xf32>
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[0, 0] [%dim, 1] [1, 1] : tensor<?x?xf32> to tensor<?x1xf32>
// CHECK-NEXT: scf.for %arg4 = %c0 to %arg2 step %c1 {
// CHECK-NEXT: %dim_0 = tensor.dim %arg0, %arg3 : tensor<?x?xf32>
// CHECK-NEXT: %dim_1 = tensor.dim %arg1, %c1 : tensor<*xf32>
// CHECK-NEXT: %dim_2 = tensor.dim %arg0, %c5 : tensor<?x?xf32>
// CHECK-NEXT: "test.use"(%dim, %dim_0, %dim_1, %dim_2, %extracted_slice) : (index, index, index, index, tensor<?x1xf32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @dims(%t: tensor<?x?xf32>, %u: tensor<*xf32>, %n: index, %k: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  scf.for %i = %c0 to %n step %c1 {
    %a = tensor.dim %t, %c1 : tensor<?x?xf32>
    %b = tensor.dim %t, %k : tensor<?x?xf32>
    %c = tensor.dim %u, %c1 : tensor<*xf32>
    %d = tensor.dim %t, %c5 : tensor<?x?xf32>
    %s = tensor.extract_slice %t[0, 0] [%a, 1] [1, 1] : tensor<?x?xf32> to tensor<?x1xf32>
    "test.use"(%a, %b, %c, %d, %s) : (index, index, index, index, tensor<?x1xf32>) -> ()
  }
  return
}

// CHECK-LABEL: func.func @forall(%arg0: tensor<4x8xf32>, %arg1: tensor<1x8xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT: %cast = tensor.cast %arg1 : tensor<1x8xf32> to tensor<1x?xf32>
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %0 = scf.forall (%arg2) in (4) shared_outs(%arg3 = %arg0) -> (tensor<4x8xf32>) {
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %cast into %arg3[%arg2, 0] [1, %c8] [1, 1] : tensor<1x?xf32> into tensor<4x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<4x8xf32>
// CHECK-NEXT: }
func.func @forall(%t: tensor<4x8xf32>, %u: tensor<1x8xf32>) -> tensor<4x8xf32> {
  %0 = scf.forall (%k) in (4) shared_outs(%o = %t) -> (tensor<4x8xf32>) {
    %c = tensor.cast %u : tensor<1x8xf32> to tensor<1x?xf32>
    %n = arith.constant 8 : index
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %c into %o[%k, 0] [1, %n] [1, 1] : tensor<1x?xf32> into tensor<4x8xf32>
    }
  }
  return %0 : tensor<4x8xf32>
}

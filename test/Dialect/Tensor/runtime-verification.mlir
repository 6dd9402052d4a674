// RUN: strata-opt --generate-runtime-verification %s | FileCheck %s

// Tensor ops check the same conditions as their memref counterparts, with
// `tensor.dim` and `tensor.rank`; casts check only the shape.

// CHECK-LABEL: func.func @tensor_checks
// CHECK:       %[[D:.*]] = tensor.dim %arg0, %{{.*}} : tensor<?x4xf32>
// CHECK:       %[[C3:.*]] = arith.constant 3 : index
// CHECK:       arith.cmpi eq, %[[D]], %[[C3]] : index
// CHECK:       cf.assert %{{.*}}, "{{.*}}%cast = tensor.cast %arg0 : tensor<?x4xf32> to tensor<3x4xf32>\0A^ size mismatch of dim 0
// CHECK-NOT:   offset mismatch
// CHECK:       tensor.cast
// CHECK:       %[[R:.*]] = tensor.rank %arg0 : tensor<?x4xf32>
// CHECK:       arith.cmpi slt, %arg1, %[[R]] : index
// CHECK:       cf.assert %{{.*}}, "{{.*}}^ index is out of bounds
// CHECK:       tensor.dim %arg0, %arg1
// CHECK:       cf.assert %{{.*}}, "{{.*}}%inserted = tensor.insert %arg2 into %arg0[%arg1, %arg1] : tensor<?x4xf32>\0A^ out-of-bounds access
// CHECK:       tensor.insert
// CHECK:       cf.assert %{{.*}}, "{{.*}}%extracted = tensor.extract %inserted[%arg1, %arg1] : tensor<?x4xf32>\0A^ out-of-bounds access
func.func @tensor_checks(%t: tensor<?x4xf32>, %i: index, %v: f32) -> f32 {
  %a = tensor.cast %t : tensor<?x4xf32> to tensor<3x4xf32>
  %d = tensor.dim %t, %i : tensor<?x4xf32>
  %e = tensor.insert %v into %t[%i, %i] : tensor<?x4xf32>
  %x = tensor.extract %e[%i, %i] : tensor<?x4xf32>
  return %x : f32
}

// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s

// CHECK-LABEL: func.func @bridges
// CHECK: %0 = bufferization.to_tensor %arg0 : memref<4x?xf32, #map, 2> to tensor<4x?xf32>
// CHECK: %1 = bufferization.to_tensor %arg0 restrict writable : memref<4x?xf32, #map, 2> to tensor<4x?xf32>
// CHECK: %2 = bufferization.to_buffer %arg1 : tensor<4x?xf32> to memref<4x?xf32, 2>
// CHECK: %3 = bufferization.to_buffer %arg1 read_only : tensor<4x?xf32> to memref<4x?xf32>
func.func @bridges(%m: memref<4x?xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>, 2>, %t: tensor<4x?xf32>) {
  %0 = bufferization.to_tensor %m : memref<4x?xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>, 2> to tensor<4x?xf32>
  %1 = bufferization.to_tensor %m restrict writable : memref<4x?xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>, 2> to tensor<4x?xf32>
  %2 = bufferization.to_buffer %t : tensor<4x?xf32> to memref<4x?xf32, 2>
  %3 = bufferization.to_buffer %t read_only : tensor<4x?xf32> to memref<4x?xf32>
  return
}

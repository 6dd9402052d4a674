// RUN: strata-opt --legacy-syntax %s | FileCheck %s
// RUN: strata-opt --legacy-syntax %s --convert-std-to-core | FileCheck %s --check-prefix=CORE

// Seed 000, 'tensor_load' operation (wrapped: #layout defined, %10 as argument).
#layout = (d0, d1) -> (d0, d1)
func @tl(%10: memref<4x?xf32, #layout, memspace0>) -> tensor<4x?xf32> {
// Produces a value of tensor<4x?xf32> type.
%12 = tensor_load %10 : memref<4x?xf32, #layout, memspace0>
return %12 : tensor<4x?xf32>
}

// CHECK-LABEL: func.func @tl(%arg0: memref<4x?xf32>) -> tensor<4x?xf32> {
// CHECK: %0 = tensor_load %arg0 : memref<4x?xf32>
// CHECK: std.return %0 : tensor<4x?xf32>

// CORE-LABEL: func.func @tl(%arg0: memref<4x?xf32>) -> tensor<4x?xf32> {
// CORE: %0 = bufferization.to_tensor %arg0 : memref<4x?xf32> to tensor<4x?xf32>
// CORE: return %0 : tensor<4x?xf32>

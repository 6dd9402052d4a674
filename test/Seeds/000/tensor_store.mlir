// RUN: strata-opt --legacy-syntax %s | FileCheck %s
// RUN: strata-opt --legacy-syntax %s --convert-std-to-core | FileCheck %s --check-prefix=CORE

// Seed 000, 'tensor_store' operation (wrapped: #layout defined, %8 as argument).
#layout = (d0, d1) -> (d0, d1)
func @ts(%8: tensor<4x?xf32>) {
%9 = dim %8, 1 : tensor<4x?xf32>
%10 = alloc(%9) : memref<4x?xf32, #layout, memspace0>
tensor_store %8, %10 : memref<4x?xf32, #layout, memspace0>
return
}

// CHECK-LABEL: func.func @ts(%arg0: tensor<4x?xf32>) {
// CHECK: %0 = dim %arg0, 1 : tensor<4x?xf32>
// CHECK: %1 = alloc(%0) : memref<4x?xf32>
// CHECK: tensor_store %arg0, %1 : memref<4x?xf32>
// CHECK: std.return

// CORE-LABEL: func.func @ts(%arg0: tensor<4x?xf32>) {
// CORE: %c1 = arith.constant 1 : index
// CORE: %dim = tensor.dim %arg0, %c1 : tensor<4x?xf32>
// CORE: %alloc = memref.alloc(%dim) : memref<4x?xf32>
// CORE: %0 = bufferization.to_buffer %arg0 : tensor<4x?xf32> to memref<4x?xf32>
// CORE: memref.copy %0, %alloc : memref<4x?xf32> to memref<4x?xf32>
// CORE: return

// RUN: strata-opt --legacy-syntax %s | FileCheck %s
// RUN: strata-opt --legacy-syntax %s --convert-std-to-core | FileCheck %s --check-prefix=CORE

// Seed 002, 'tensor_cast' operation (wrapped: %1 as argument; the custom
// form of the first cast gets its own result name).
func @f(%1: tensor<*xf32>) {
// Convert from unknown rank to rank 2 with unknown dimension sizes.
%2 = "std.tensor_cast"(%1) : (tensor<*xf32>) -> tensor<?x?xf32>
%c2 = tensor_cast %1 : tensor<*xf32> to tensor<?x?xf32>

// Convert to a type with more known dimensions.
%3 = "std.tensor_cast"(%2) : (tensor<?x?xf32>) -> tensor<4x?xf32>

// Discard static dimension and rank information.
%4 = "std.tensor_cast"(%3) : (tensor<4x?xf32>) -> tensor<?x?xf32>
%5 = "std.tensor_cast"(%4) : (tensor<?x?xf32>) -> tensor<*xf32>
return
}

// CHECK-LABEL: func.func @f(%arg0: tensor<*xf32>) {
// CHECK: %0 = tensor_cast %arg0 : tensor<*xf32> to tensor<?x?xf32>
// CHECK: %1 = tensor_cast %arg0 : tensor<*xf32> to tensor<?x?xf32>
// CHECK: %2 = tensor_cast %0 : tensor<?x?xf32> to tensor<4x?xf32>
// CHECK: %3 = tensor_cast %2 : tensor<4x?xf32> to tensor<?x?xf32>
// CHECK: %4 = tensor_cast %3 : tensor<?x?xf32> to tensor<*xf32>
// CHECK: std.return

// CORE-LABEL: func.func @f(%arg0: tensor<*xf32>) {
// CORE: %cast = tensor.cast %arg0 : tensor<*xf32> to tensor<?x?xf32>
// CORE: %cast_0 = tensor.cast %arg0 : tensor<*xf32> to tensor<?x?xf32>
// CORE: %cast_1 = tensor.cast %cast : tensor<?x?xf32> to tensor<4x?xf32>
// CORE: %cast_2 = tensor.cast %cast_1 : tensor<4x?xf32> to tensor<?x?xf32>
// CORE: %cast_3 = tensor.cast %cast_2 : tensor<?x?xf32> to tensor<*xf32>
// CORE: return

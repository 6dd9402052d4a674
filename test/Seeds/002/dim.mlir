// RUN: strata-opt --legacy-syntax %s | FileCheck %s
// RUN: strata-opt --legacy-syntax %s --convert-std-to-core | FileCheck %s --check-prefix=CORE

// Seed 002, 'dim' operation (wrapped: %A as argument; the generic forms
// get their own result names).
func @dims(%A: tensor<4 x ? x f32>) {
// Always returns 4, can be constant folded:
%x = dim %A, 0 : tensor<4 x ? x f32>

// Returns the dynamic dimension of %A.
%y = dim %A, 1 : tensor<4 x ? x f32>

// Equivalent generic form:
%x2 = "std.dim"(%A){index: 0} : (tensor<4 x ? x f32>) -> index
%y2 = "std.dim"(%A){index: 1} : (tensor<4 x ? x f32>) -> index
return
}

// CHECK-LABEL: func.func @dims(%arg0: tensor<4x?xf32>) {
// CHECK: %0 = dim %arg0, 0 : tensor<4x?xf32>
// CHECK: %1 = dim %arg0, 1 : tensor<4x?xf32>
// CHECK: %2 = dim %arg0, 0 : tensor<4x?xf32>
// CHECK: %3 = dim %arg0, 1 : tensor<4x?xf32>
// CHECK: std.return

// CORE-LABEL: func.func @dims(%arg0: tensor<4x?xf32>) {
// CORE: %c0 = arith.constant 0 : index
// CORE: %dim = tensor.dim %arg0, %c0 : tensor<4x?xf32>
// CORE: %c1 = arith.constant 1 : index
// CORE: %dim_0 = tensor.dim %arg0, %c1 : tensor<4x?xf32>
// CORE: %c0_1 = arith.constant 0 : index
// CORE: %dim_2 = tensor.dim %arg0, %c0_1 : tensor<4x?xf32>
// CORE: %c1_3 = arith.constant 1 : index
// CORE: %dim_4 = tensor.dim %arg0, %c1_3 : tensor<4x?xf32>
// CORE: return

// RUN: strata-opt --legacy-syntax %s | FileCheck %s
// RUN: strata-opt --legacy-syntax %s --convert-std-to-core | FileCheck %s --check-prefix=CORE

// Seed 000, 'sqrt' operation (wrapped: operands as arguments).
func @f(%b: f64, %g: vector<4xf32>, %y: tensor<4x?xf32>) {
// Scalar square root value.
%a = sqrt %b : f64
// SIMD vector element-wise square root value.
%f = sqrt %g : vector<4xf32>
// Tensor element-wise square root value.
%x = sqrt %y : tensor<4x?xf32>
return
}

// CHECK-LABEL: func.func @f(%arg0: f64, %arg1: vector<4xf32>, %arg2: tensor<4x?xf32>) {
// CHECK: %0 = sqrt %arg0 : f64
// CHECK: %1 = sqrt %arg1 : vector<4xf32>
// CHECK: %2 = sqrt %arg2 : tensor<4x?xf32>
// CHECK: std.return

// CORE-LABEL: func.func @f(%arg0: f64, %arg1: vector<4xf32>, %arg2: tensor<4x?xf32>) {
// CORE: %0 = math.sqrt %arg0 : f64
// CORE: %1 = math.sqrt %arg1 : vector<4xf32>
// CORE: %2 = math.sqrt %arg2 : tensor<4x?xf32>
// CORE: return

// RUN: strata-opt --legacy-syntax %s | FileCheck %s
// RUN: strata-opt --legacy-syntax %s --convert-std-to-core | FileCheck %s --check-prefix=CORE

// Seed 000, 'call' operation (wrapped: @my_add declared, operands as arguments).
func @my_add(tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
func @caller(%0: tensor<16xf32>, %1: tensor<16xf32>) -> tensor<16xf32> {
// Calling the function my_add.
%31 = call @my_add(%0, %1) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
return %31 : tensor<16xf32>
}

// CHECK-LABEL: func.func private @my_add(tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
// CHECK-LABEL: func.func @caller(%arg0: tensor<16xf32>, %arg1: tensor<16xf32>) -> tensor<16xf32> {
// CHECK: %0 = std.call @my_add(%arg0, %arg1) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
// CHECK: std.return %0 : tensor<16xf32>

// CORE-LABEL: func.func private @my_add(tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
// CORE-LABEL: func.func @caller(%arg0: tensor<16xf32>, %arg1: tensor<16xf32>) -> tensor<16xf32> {
// CORE: %0 = call @my_add(%arg0, %arg1) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
// CORE: return %0 : tensor<16xf32>

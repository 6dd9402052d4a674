// RUN: strata-opt --legacy-syntax %s | FileCheck %s
// RUN: strata-opt --legacy-syntax %s --convert-std-to-core | FileCheck %s --check-prefix=CORE

// Seed 000, 'call_indirect' operation (wrapped: operands as arguments).
func @caller(%15: (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>, %0: tensor<16xf32>, %1: tensor<16xf32>) {
%31 = call_indirect %15(%0, %1)
        : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
return
}

// CHECK-LABEL: func.func @caller(%arg0: (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<16xf32>) {
// CHECK: %0 = std.call_indirect %arg0(%arg1, %arg2) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
// CHECK: std.return

// CORE-LABEL: func.func @caller(%arg0: (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<16xf32>) {
// CORE: %0 = call_indirect %arg0(%arg1, %arg2) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
// CORE: return

// RUN: strata-opt --legacy-syntax %s | FileCheck %s
// RUN: strata-opt --legacy-syntax %s --convert-std-to-core | FileCheck %s --check-prefix=CORE

// Seed 002, 'addf' operation (wrapped: operands as arguments).
func @f(%b: f64, %c: f64, %g: vector<4xf32>, %h: vector<4xf32>, %y: tensor<4x?xbf16>, %z: tensor<4x?xbf16>) {
%a = addf %b, %c : f64
%f = addf %g, %h : vector<4xf32>
%x = addf %y, %z : tensor<4x?xbf16>
return
}

// CHECK-LABEL: func.func @f(%arg0: f64, %arg1: f64, %arg2: vector<4xf32>, %arg3: vector<4xf32>, %arg4: tensor<4x?xbf16>, %arg5: tensor<4x?xbf16>) {
// CHECK: %0 = addf %arg0, %arg1 : f64
// CHECK: %1 = addf %arg2, %arg3 : vector<4xf32>
// CHECK: %2 = addf %arg4, %arg5 : tensor<4x?xbf16>
// CHECK: std.return

// CORE-LABEL: func.func @f(%arg0: f64, %arg1: f64, %arg2: vector<4xf32>, %arg3: vector<4xf32>, %arg4: tensor<4x?xbf16>, %arg5: tensor<4x?xbf16>) {
// CORE: %0 = arith.addf %arg0, %arg1 : f64
// CORE: %1 = arith.addf %arg2, %arg3 : vector<4xf32>
// CORE: %2 = arith.addf %arg4, %arg5 : tensor<4x?xbf16>
// CORE: return

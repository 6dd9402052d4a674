// RUN: strata-opt --legacy-syntax %s | FileCheck %s
// RUN: strata-opt --legacy-syntax %s --convert-std-to-core | FileCheck %s --check-prefix=CORE

// Seed 002, 'diviu' operation (wrapped: operands as arguments).
func @f(%b: i64, %c: i64, %g: vector<4xi32>, %h: vector<4xi32>, %y: tensor<4x?xi8>, %z: tensor<4x?xi8>) {
%a = diviu %b, %c : i64
%f = diviu %g, %h : vector<4xi32>
%x = diviu %y, %z : tensor<4x?xi8>
return
}

// CHECK-LABEL: func.func @f(%arg0: i64, %arg1: i64, %arg2: vector<4xi32>, %arg3: vector<4xi32>, %arg4: tensor<4x?xi8>, %arg5: tensor<4x?xi8>) {
// CHECK: %0 = diviu %arg0, %arg1 : i64
// CHECK: %1 = diviu %arg2, %arg3 : vector<4xi32>
// CHECK: %2 = diviu %arg4, %arg5 : tensor<4x?xi8>
// CHECK: std.return

// CORE-LABEL: func.func @f(%arg0: i64, %arg1: i64, %arg2: vector<4xi32>, %arg3: vector<4xi32>, %arg4: tensor<4x?xi8>, %arg5: tensor<4x?xi8>) {
// CORE: %0 = arith.divui %arg0, %arg1 : i64
// CORE: %1 = arith.divui %arg2, %arg3 : vector<4xi32>
// CORE: %2 = arith.divui %arg4, %arg5 : tensor<4x?xi8>
// CORE: return

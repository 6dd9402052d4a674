// RUN: strata-opt --legacy-syntax %s | FileCheck %s
// RUN: strata-opt --legacy-syntax %s --convert-std-to-core | FileCheck %s --check-prefix=CORE

// Seed 002, 'xor' operation (wrapped: operands as arguments).
func @f(%b: i64, %c: i64, %g: vector<4xi32>, %h: vector<4xi32>, %y: tensor<4x?xi8>, %z: tensor<4x?xi8>) {
%a = xor %b, %c : i64
%f = xor %g, %h : vector<4xi32>
%x = xor %y, %z : tensor<4x?xi8>
return
}

// CHECK-LABEL: func.func @f(%arg0: i64, %arg1: i64, %arg2: vector<4xi32>, %arg3: vector<4xi32>, %arg4: tensor<4x?xi8>, %arg5: tensor<4x?xi8>) {
// CHECK: %0 = xor %arg0, %arg1 : i64
// CHECK: %1 = xor %arg2, %arg3 : vector<4xi32>
// CHECK: %2 = xor %arg4, %arg5 : tensor<4x?xi8>
// CHECK: std.return

// CORE-LABEL: func.func @f(%arg0: i64, %arg1: i64, %arg2: vector<4xi32>, %arg3: vector<4xi32>, %arg4: tensor<4x?xi8>, %arg5: tensor<4x?xi8>) {
// CORE: %0 = arith.xori %arg0, %arg1 : i64
// CORE: %1 = arith.xori %arg2, %arg3 : vector<4xi32>
// CORE: %2 = arith.xori %arg4, %arg5 : tensor<4x?xi8>
// CORE: return

// RUN: strata-opt --legacy-syntax %s | FileCheck %s
// RUN: strata-opt --legacy-syntax %s --convert-std-to-core | FileCheck %s --check-prefix=CORE

// Seed 000, 'store' operation (wrapped: #layout defined, operands as
// arguments; the literal index 1023 is a constant).
#layout = (d0, d1) -> (d0, d1)
func @st(%100: f32, %A: memref<4x?xf32, #layout, memspace0>, %1: index) {
%c1023 = constant 1023 : index
store %100, %A[%1, %c1023] : memref<4x?xf32, #layout, memspace0>
return
}

// CHECK-LABEL: func.func @st(%arg0: f32, %arg1: memref<4x?xf32>, %arg2: index) {
// CHECK: %c1023 = std.constant 1023 : index
// CHECK: store %arg0, %arg1[%arg2, %c1023] : memref<4x?xf32>
// CHECK: std.return

// CORE-LABEL: func.func @st(%arg0: f32, %arg1: memref<4x?xf32>, %arg2: index) {
// CORE: %c1023 = arith.constant 1023 : index
// CORE: memref.store %arg0, %arg1[%arg2, %c1023] : memref<4x?xf32>
// CORE: return

// RUN: strata-opt --legacy-syntax %s | FileCheck %s
// RUN: strata-opt --legacy-syntax %s --convert-std-to-core | FileCheck %s --check-prefix=CORE

// Seed 000, 'exp' operation: the scalar and vector examples (wrapped:
// operands as arguments). The tensor example's element type 'f8' is not a
// type (see exp-f8.mlir in utils/std/rejected/).
func @f(%b: f64, %g: vector<4xf32>) {
%a = exp %b : f64
%f = exp %g : vector<4xf32>
return
}

// CHECK-LABEL: func.func @f(%arg0: f64, %arg1: vector<4xf32>) {
// CHECK: %0 = exp %arg0 : f64
// CHECK: %1 = exp %arg1 : vector<4xf32>
// CHECK: std.return

// CORE-LABEL: func.func @f(%arg0: f64, %arg1: vector<4xf32>) {
// CORE: %0 = math.exp %arg0 : f64
// CORE: %1 = math.exp %arg1 : vector<4xf32>
// CORE: return

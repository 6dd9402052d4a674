// RUN: strata-opt --legacy-syntax %s | FileCheck %s
// RUN: strata-opt --legacy-syntax %s --convert-std-to-core | FileCheck %s --check-prefix=CORE

// Seed 000, 'copysign' operation: the scalar and vector examples (wrapped:
// operands as arguments). The tensor example's element type 'f8' is not a type.
func @f(%b: f64, %c: f64, %g: vector<4xf32>, %h: vector<4xf32>) {
%a = copysign %b %c : f64
%f = copysign %g %h : vector<4xf32>
return
}

// CHECK-LABEL: func.func @f(%arg0: f64, %arg1: f64, %arg2: vector<4xf32>, %arg3: vector<4xf32>) {
// CHECK: %0 = copysign %arg0 %arg1 : f64
// CHECK: %1 = copysign %arg2 %arg3 : vector<4xf32>
// CHECK: std.return

// CORE-LABEL: func.func @f(%arg0: f64, %arg1: f64, %arg2: vector<4xf32>, %arg3: vector<4xf32>) {
// CORE: %0 = math.copysign %arg0, %arg1 : f64
// CORE: %1 = math.copysign %arg2, %arg3 : vector<4xf32>
// CORE: return

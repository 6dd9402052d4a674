// RUN: strata-opt --legacy-syntax --allow-unregistered-dialect %s | FileCheck %s
// RUN: strata-opt --legacy-syntax --allow-unregistered-dialect %s --convert-std-to-core | FileCheck %s --check-prefix=CORE

// Seed 002, Type Aliases (wrapped: %x as argument; "foo" is an op of an
// unregistered dialect).
!avx_m128 = type vector<4 x f32>
func @f(%x: vector<4 x f32>) {
// Using the original type.
"foo"(%x) : vector<4 x f32> -> ()

// Using the type alias.
"foo"(%x) : !avx_m128 -> ()
return
}

// CHECK-LABEL: func.func @f(%arg0: vector<4xf32>) {
// CHECK: "foo"(%arg0) : (vector<4xf32>) -> ()
// CHECK: "foo"(%arg0) : (vector<4xf32>) -> ()
// CHECK: std.return

// CORE-LABEL: func.func @f(%arg0: vector<4xf32>) {
// CORE: "foo"(%arg0) : (vector<4xf32>) -> ()
// CORE: "foo"(%arg0) : (vector<4xf32>) -> ()
// CORE: return

// RUN: strata-opt --legacy-syntax %s | FileCheck %s
// RUN: strata-opt --legacy-syntax %s --convert-std-to-core | FileCheck %s --check-prefix=CORE

// Seed 002, 'constant' operation (wrapped: @myfn declared; the generic
// forms get their own result names and the function type of generic form).
func @myfn(tensor<16xf32>, f32) -> tensor<16xf32>
func @f() {
// Integer constant
%1 = constant 42 : i32

// Reference to function @myfn.
%3 = constant @myfn : (tensor<16xf32>, f32) -> tensor<16xf32>

// Equivalent generic forms
%c1 = "std.constant"(){value: 42 : i32} : () -> i32
%f3 = "std.constant"(){value: @myfn}
  : () -> ((tensor<16xf32>, f32) -> tensor<16xf32>)
return
}

// CHECK-LABEL: func.func private @myfn(tensor<16xf32>, f32) -> tensor<16xf32>
// CHECK-LABEL: func.func @f() {
// CHECK: %c42_i32 = std.constant 42 : i32
// CHECK: %f = std.constant @myfn : (tensor<16xf32>, f32) -> tensor<16xf32>
// CHECK: %c42_i32_0 = std.constant 42 : i32
// CHECK: %f_1 = std.constant @myfn : (tensor<16xf32>, f32) -> tensor<16xf32>
// CHECK: std.return

// CORE-LABEL: func.func private @myfn(tensor<16xf32>, f32) -> tensor<16xf32>
// CORE-LABEL: func.func @f() {
// CORE: %c42_i32 = arith.constant 42 : i32
// CORE: %f = constant @myfn : (tensor<16xf32>, f32) -> tensor<16xf32>
// CORE: %c42_i32_0 = arith.constant 42 : i32
// CORE: %f_1 = constant @myfn : (tensor<16xf32>, f32) -> tensor<16xf32>
// CORE: return

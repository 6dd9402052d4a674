// RUN: strata-opt --legacy-syntax %s | FileCheck %s
// RUN: strata-opt --legacy-syntax %s --convert-std-to-core | FileCheck %s --check-prefix=CORE

// Seed 002, Complex Type and Tuple Type examples (wrapped: each type is an
// argument of a function declaration).
func @types(complex<f32>, complex<i32>,
// Empty tuple.
tuple<>,
// Single element
tuple<f32>,
// Many elements.
tuple<i32, f32, tensor<i1>, i5>)

// CHECK-LABEL: func.func private @types(complex<f32>, complex<i32>, tuple<>, tuple<f32>, tuple<i32, f32, tensor<i1>, i5>)

// CORE-LABEL: func.func private @types(complex<f32>, complex<i32>, tuple<>, tuple<f32>, tuple<i32, f32, tensor<i1>, i5>)

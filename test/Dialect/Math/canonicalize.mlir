// Constant folding of math ops through --canonicalize: exact folds in every
// float format, host-libm folds only for f32/f64 (and only inside each
// function's domain), integer folds, elements, and poison propagation.
// RUN: strata-opt %s --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @exact_float_folds
// CHECK-NEXT: %cst = arith.constant 2.500000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant 3.000000e+00 : f16
// CHECK-NEXT: %cst_1 = arith.constant -1.000000e+00 : bf16
// CHECK-NEXT: %cst_2 = arith.constant -3.000000e+00 : f64
// CHECK-NEXT: %cst_3 = arith.constant -2.000000e+00 : f32
// CHECK-NEXT: %cst_4 = arith.constant -3.000000e+00 : f32
// CHECK-NEXT: return %cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_4 : f32, f16, bf16, f64, f32, f32
func.func @exact_float_folds() -> (f32, f16, bf16, f64, f32, f32) {
  %a = arith.constant -2.5 : f32
  %h = arith.constant 2.5 : f16
  %b = arith.constant -0.5 : bf16
  %d = arith.constant 3.0 : f64
  %n = arith.constant -0.0 : f64
  %0 = math.absf %a : f32
  %1 = math.ceil %h : f16
  %2 = math.floor %b : bf16
  %3 = math.copysign %d, %n : f64
  %4 = math.roundeven %a : f32
  %5 = math.round %a : f32
  return %0, %1, %2, %3, %4, %5 : f32, f16, bf16, f64, f32, f32
}

// CHECK-LABEL: func.func @libm_folds
// CHECK-NEXT: %cst = arith.constant 2.71828175 : f32
// CHECK-NEXT: %cst_0 = arith.constant 1.4142135623730951 : f64
// CHECK-NEXT: %cst_1 = arith.constant 0.785398185 : f32
// CHECK-NEXT: %cst_2 = arith.constant 4.000000e+00 : f64
// CHECK-NEXT: %cst_3 = arith.constant 0.842700779 : f32
// CHECK-NEXT: return %cst, %cst_0, %cst_1, %cst_2, %cst_3 : f32, f64, f32, f64, f32
func.func @libm_folds() -> (f32, f64, f32, f64, f32) {
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f64
  %0 = math.exp %one : f32
  %1 = math.sqrt %two : f64
  %2 = math.atan %one : f32
  %3 = math.powf %two, %two : f64
  %4 = math.erf %one : f32
  return %0, %1, %2, %3, %4 : f32, f64, f32, f64, f32
}

// CHECK-LABEL: func.func @not_folded
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f16
// CHECK-NEXT: %cst_0 = arith.constant -4.000000e+00 : f32
// CHECK-NEXT: %cst_1 = arith.constant -0.000000e+00 : f64
// CHECK-NEXT: %cst_2 = arith.constant 8.000000e+00 : f32
// CHECK-NEXT: %0 = math.sin %cst : f16
// CHECK-NEXT: %1 = math.sqrt %cst_0 : f32
// CHECK-NEXT: %2 = math.log %cst_0 : f32
// CHECK-NEXT: %3 = math.cbrt %cst_2 : f32
// CHECK-NEXT: %4 = math.log2 %cst_1 : f64
// CHECK-NEXT: %5 = math.rsqrt %cst_2 : f32
// CHECK-NEXT: %6 = math.fma %cst_2, %cst_2, %arg0 : f32
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6 : f16, f32, f32, f32, f64, f32, f32
func.func @not_folded(%x: f32) -> (f16, f32, f32, f32, f64, f32, f32) {
  %h = arith.constant 1.0 : f16
  %m = arith.constant -4.0 : f32
  %z = arith.constant -0.0 : f64
  %c = arith.constant 8.0 : f32
  %0 = math.sin %h : f16
  %1 = math.sqrt %m : f32
  %2 = math.log %m : f32
  %3 = math.cbrt %c : f32
  %4 = math.log2 %z : f64
  %5 = math.rsqrt %c : f32
  %6 = math.fma %c, %c, %x : f32
  return %0, %1, %2, %3, %4, %5, %6 : f16, f32, f32, f32, f64, f32, f32
}

// CHECK-LABEL: func.func @atan2_of_zeros
// CHECK-NEXT: %cst = arith.constant 0x7E00 : f16
// CHECK-NEXT: return %cst : f16
func.func @atan2_of_zeros() -> f16 {
  %z = arith.constant 0.0 : f16
  %0 = math.atan2 %z, %z : f16
  return %0 : f16
}

// CHECK-LABEL: func.func @integer_folds
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: %c2_i8 = arith.constant 2 : i8
// CHECK-NEXT: %c8_i16 = arith.constant 8 : i16
// CHECK-NEXT: %c63 = arith.constant 63 : index
// CHECK-NEXT: %c-6289078614652622815_i64 = arith.constant -6289078614652622815 : i64
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: return %c7_i32, %c2_i8, %c8_i16, %c63, %c-6289078614652622815_i64, %c0_i32 : i32, i8, i16, index, i64, i32
func.func @integer_folds() -> (i32, i8, i16, index, i64, i32) {
  %a = arith.constant -7 : i32
  %b = arith.constant 12 : i8
  %c = arith.constant 255 : i16
  %d = arith.constant 1 : index
  %e = arith.constant 3 : i64
  %f = arith.constant 40 : i64
  %g = arith.constant -1 : i32
  %0 = math.absi %a : i32
  %1 = math.cttz %b : i8
  %2 = math.ctpop %c : i16
  %3 = math.ctlz %d : index
  %4 = math.ipowi %e, %f : i64
  %5 = math.ipowi %a, %g : i32
  return %0, %1, %2, %3, %4, %5 : i32, i8, i16, index, i64, i32
}

// CHECK-LABEL: func.func @ipowi_zero_base_negative_power
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c-2_i32 = arith.constant -2 : i32
// CHECK-NEXT: %0 = math.ipowi %c0_i32, %c-2_i32 : i32
// CHECK-NEXT: return %0 : i32
func.func @ipowi_zero_base_negative_power() -> i32 {
  %z = arith.constant 0 : i32
  %m = arith.constant -2 : i32
  %0 = math.ipowi %z, %m : i32
  return %0 : i32
}

// CHECK-LABEL: func.func @classification
// CHECK-NEXT: %cst = arith.constant dense<[1.000000e+00, 0x7FF8000000000000]> : vector<2xf64>
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %cst_0 = arith.constant dense<true> : vector<2xi1>
// CHECK-NEXT: %0 = math.isnan %cst : vector<2xf64>
// CHECK-NEXT: return %true, %false, %true, %false, %cst_0, %0 : i1, i1, i1, i1, vector<2xi1>, vector<2xi1>
func.func @classification() -> (i1, i1, i1, i1, vector<2xi1>, vector<2xi1>) {
  %nan = arith.constant 0x7FC00000 : f32
  %den = arith.constant 0x0001 : f16
  %inf = arith.constant 0xFF800000 : f32
  %s = arith.constant dense<2.0> : vector<2xf64>
  %v = arith.constant dense<[1.0, 0x7FF8000000000000]> : vector<2xf64>
  %0 = math.isnan %nan : f32
  %1 = math.isnormal %den : f16
  %2 = math.isinf %inf : f32
  %3 = math.isfinite %inf : f32
  %4 = math.isfinite %s : vector<2xf64>
  %5 = math.isnan %v : vector<2xf64>
  return %0, %1, %2, %3, %4, %5 : i1, i1, i1, i1, vector<2xi1>, vector<2xi1>
}

// CHECK-LABEL: func.func @elements
// CHECK-NEXT: %cst = arith.constant dense<[0.000000e+00, -1.000000e+00, 2.000000e+00]> : vector<3xf32>
// CHECK-NEXT: %cst_0 = arith.constant dense<2.000000e+00> : tensor<2x2xf64>
// CHECK-NEXT: %cst_1 = arith.constant dense<[0, 3]> : vector<2xi32>
// CHECK-NEXT: return %cst, %cst_0, %cst_1 : vector<3xf32>, tensor<2x2xf64>, vector<2xi32>
func.func @elements() -> (vector<3xf32>, tensor<2x2xf64>, vector<2xi32>) {
  %v = arith.constant dense<[0.5, -1.5, 2.0]> : vector<3xf32>
  %t = arith.constant dense<4.0> : tensor<2x2xf64>
  %i = arith.constant dense<[1, -8]> : vector<2xi32>
  %0 = math.trunc %v : vector<3xf32>
  %1 = math.sqrt %t : tensor<2x2xf64>
  %2 = math.cttz %i : vector<2xi32>
  return %0, %1, %2 : vector<3xf32>, tensor<2x2xf64>, vector<2xi32>
}

// CHECK-LABEL: func.func @poison
// CHECK-NEXT: %0 = ub.poison : f32
// CHECK-NEXT: %1 = ub.poison : i32
// CHECK-NEXT: %2 = math.isnan %0 : f32
// CHECK-NEXT: %3 = math.fma %0, %arg0, %arg0 : f32
// CHECK-NEXT: return %0, %0, %1, %2, %3 : f32, f32, i32, i1, f32
func.func @poison(%x: f32, %n: i32) -> (f32, f32, i32, i1, f32) {
  %p = ub.poison : f32
  %q = ub.poison : i32
  %0 = math.sin %p : f32
  %1 = math.powf %x, %p : f32
  %2 = math.ipowi %q, %n : i32
  %3 = math.isnan %p : f32
  %4 = math.fma %p, %x, %x : f32
  return %0, %1, %2, %3, %4 : f32, f32, i32, i1, f32
}

// RUN: strata-opt %s --split-input-file --canonicalize | FileCheck %s
// RUN: strata-opt %s --split-input-file --sccp | FileCheck %s --check-prefix=SCCP

// With both `nnan` and `nsz`, `x * 0` is the zero operand itself (its sign
// kept), before constant folding: `-2.5 * 0.0` gives `0.0`, not `-0.0`.

// CHECK-LABEL: func.func @zero_rhs
// CHECK-SAME: (%[[X:.*]]: f32)
// CHECK-NEXT: %[[Z:.*]] = arith.constant -0.000000e+00 : f32
// CHECK-NEXT: return %[[Z]], %[[Z]] : f32, f32
func.func @zero_rhs(%x: f32) -> (f32, f32) {
  %z = arith.constant -0.000000e+00 : f32
  %0 = arith.mulf %x, %z fastmath<nnan,nsz> : f32
  %1 = arith.mulf %x, %z fastmath<fast> : f32
  return %0, %1 : f32, f32
}

// -----

// Constants: the zero wins over the product.
// CHECK-LABEL: func.func @constants
// CHECK-NEXT: %[[Z:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NOT: arith.mulf
// CHECK: return %[[Z]] : f32
// SCCP-LABEL: func.func @constants
// SCCP-NEXT: %[[Z:.*]] = arith.constant 0.000000e+00 : f32
// SCCP-NOT: -0.0
// SCCP: return %[[Z]] : f32
func.func @constants() -> f32 {
  %a = arith.constant -2.500000e+00 : f32
  %z = arith.constant 0.000000e+00 : f32
  %0 = arith.mulf %a, %z fastmath<fast> : f32
  return %0 : f32
}

// -----

// One flag alone is not enough.
// CHECK-LABEL: func.func @one_flag
// CHECK: arith.mulf %{{.*}} fastmath<nnan>
// CHECK: arith.mulf %{{.*}} fastmath<nsz>
func.func @one_flag(%x: f32) -> (f32, f32) {
  %z = arith.constant 0.000000e+00 : f32
  %0 = arith.mulf %x, %z fastmath<nnan> : f32
  %1 = arith.mulf %x, %z fastmath<nsz> : f32
  return %0, %1 : f32, f32
}

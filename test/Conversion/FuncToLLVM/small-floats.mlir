// RUN: strata-opt %s --split-input-file --convert-func-to-llvm | FileCheck %s

// Signatures and calls hold 8-, 6- and 4-bit floats as integers of their
// width, also inside vectors; an op still computing on one is bridged by
// casts. tf32 has no LLVM type: its function stays.

// CHECK: llvm.func @callee(i8, vector<4xi4>) -> !llvm.struct<(i6, array<2 x vector<3xi8>>)>
// CHECK-LABEL: llvm.func @caller
// CHECK-SAME: (%[[A:.*]]: i8, %[[B:.*]]: vector<4xi4>) -> !llvm.struct<(i6, array<2 x vector<3xi8>>)>
// CHECK: llvm.call @callee(%[[A]], %[[B]]) : (i8, vector<4xi4>) -> !llvm.struct<(i6, array<2 x vector<3xi8>>)>
func.func private @callee(f8E4M3FN, vector<4xf4E2M1FN>) -> (f6E2M3FN, vector<2x3xf8E5M2>)
func.func @caller(%a: f8E4M3FN, %b: vector<4xf4E2M1FN>) -> (f6E2M3FN, vector<2x3xf8E5M2>) {
  %0:2 = call @callee(%a, %b) : (f8E4M3FN, vector<4xf4E2M1FN>) -> (f6E2M3FN, vector<2x3xf8E5M2>)
  return %0#0, %0#1 : f6E2M3FN, vector<2x3xf8E5M2>
}

// -----

// CHECK-LABEL: llvm.func @ext
// CHECK-SAME: (%[[A:.*]]: i8) -> f32
// CHECK: %[[F:.*]] = builtin.unrealized_conversion_cast %[[A]] : i8 to f8E3M4
// CHECK: %[[R:.*]] = arith.extf %[[F]] : f8E3M4 to f32
// CHECK: llvm.return %[[R]] : f32
func.func @ext(%a: f8E3M4) -> f32 {
  %0 = arith.extf %a : f8E3M4 to f32
  return %0 : f32
}

// -----

// CHECK-LABEL: func.func @tf32
// CHECK-SAME: (%{{.*}}: tf32) -> tf32
func.func @tf32(%a: tf32) -> tf32 {
  return %a : tf32
}

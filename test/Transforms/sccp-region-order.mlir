// RUN: strata-opt --allow-unregistered-dialect --sccp %s | FileCheck %s

// SCCP visits the regions of an operation last to first (the blocks of a
// region in order), and each constant it materializes goes to the start of
// the entry block: the constants of the while's after region come last,
// those of the if's then region first, as mlir-opt 22 prints them.

// CHECK-LABEL: func.func @region_order(
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %cst_0 = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %0:2 = scf.if %arg0 -> (i32, f32) {
// CHECK-NEXT: scf.yield %c1_i32, %cst : i32, f32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %c2_i32, %cst_0 : i32, f32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.while (%arg2 = %arg0) : (i1) -> i1 {
// CHECK-NEXT: "test.use"(%c3_i32) : (i32) -> ()
// CHECK-NEXT: scf.condition(%arg2) %arg2 : i1
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i1):
// CHECK-NEXT: memref.store %c5_i32, %arg1[%c4] : memref<2xi32>
// CHECK-NEXT: scf.yield %arg2 : i1
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0, %0#1 : i32, f32
func.func @region_order(%x: i1, %m: memref<2xi32>) -> (i32, f32) {
  %r:2 = scf.if %x -> (i32, f32) {
    %a = arith.constant 1 : i32
    %b = arith.constant 1.0 : f32
    scf.yield %a, %b : i32, f32
  } else {
    %c = arith.constant 2 : i32
    %d = arith.constant 2.0 : f32
    scf.yield %c, %d : i32, f32
  }
  %w = scf.while (%arg = %x) : (i1) -> i1 {
    %e = arith.constant 3 : i32
    "test.use"(%e) : (i32) -> ()
    scf.condition(%arg) %arg : i1
  } do {
  ^bb0(%arg: i1):
    %f = arith.constant 4 : index
    %g = arith.constant 5 : i32
    memref.store %g, %m[%f] : memref<2xi32>
    scf.yield %arg : i1
  }
  return %r#0, %r#1 : i32, f32
}

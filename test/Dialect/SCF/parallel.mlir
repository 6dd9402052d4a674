// RUN: strata-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: strata-opt --allow-unregistered-dialect %s --mlir-print-op-generic | strata-opt --allow-unregistered-dialect | FileCheck %s

// scf.parallel in its custom form: one and several dimensions, with and
// without reductions (one region per result of scf.reduce), the implicit
// empty scf.reduce, a single result type without parentheses, discardable
// attributes after the region and after a reduction region.

// CHECK-LABEL: func.func @two_reductions(
// CHECK-SAME: %arg0: index, %arg1: index, %arg2: index, %arg3: memref<?xf32>, %arg4: f32) -> (f32, i32) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0:2 = scf.parallel (%arg5, %arg6) = (%arg0, %arg0) to (%arg1, %arg1) step (%arg2, %arg2) init (%arg4, %c0_i32) -> (f32, i32) {
// CHECK-NEXT: %1 = memref.load %arg3[%arg5] : memref<?xf32>
// CHECK-NEXT: %2 = arith.index_cast %arg6 : index to i32
// CHECK-NEXT: scf.reduce(%1, %2 : f32, i32) {
// CHECK-NEXT: ^bb0(%arg7: f32, %arg8: f32):
// CHECK-NEXT: %3 = arith.addf %arg7, %arg8 : f32
// CHECK-NEXT: scf.reduce.return %3 : f32
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%arg7: i32, %arg8: i32):
// CHECK-NEXT: %3 = arith.addi %arg7, %arg8 : i32
// CHECK-NEXT: scf.reduce.return %3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: } {some.attr}
// CHECK-NEXT: return %0#0, %0#1 : f32, i32
// CHECK-NEXT: }
func.func @two_reductions(%lb: index, %ub: index, %st: index, %m: memref<?xf32>, %init: f32) -> (f32, i32) {
  %c0 = arith.constant 0 : i32
  %r:2 = scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%st, %st) init (%init, %c0) -> (f32, i32) {
    %v = memref.load %m[%i] : memref<?xf32>
    %w = arith.index_cast %j : index to i32
    scf.reduce(%v, %w : f32, i32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }, {
    ^bb0(%a: i32, %b: i32):
      %s = arith.addi %a, %b : i32
      scf.reduce.return %s : i32
    }
  } {some.attr}
  return %r#0, %r#1 : f32, i32
}

// CHECK-LABEL: func.func @no_reduction(
// CHECK-SAME: %arg0: index, %arg1: index, %arg2: memref<?xf32>, %arg3: f32) {
// CHECK-NEXT: scf.parallel (%arg4) = (%arg0) to (%arg1) step (%arg0) {
// CHECK-NEXT: memref.store %arg3, %arg2[%arg4] : memref<?xf32>
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @no_reduction(%lb: index, %ub: index, %m: memref<?xf32>, %x: f32) {
  scf.parallel (%i) = (%lb) to (%ub) step (%lb) {
    memref.store %x, %m[%i] : memref<?xf32>
  }
  return
}

// CHECK-LABEL: func.func @one_result(
// CHECK-SAME: %arg0: index, %arg1: f32) -> f32 {
// CHECK-NEXT: %0 = scf.parallel (%arg2, %arg3, %arg4) = (%arg0, %arg0, %arg0) to (%arg0, %arg0, %arg0) step (%arg0, %arg0, %arg0) init (%arg1) -> f32 {
// CHECK-NEXT: scf.reduce(%arg1 : f32) {
// CHECK-NEXT: ^bb0(%arg5: f32, %arg6: f32):
// CHECK-NEXT: %1 = arith.mulf %arg5, %arg6 : f32
// CHECK-NEXT: scf.reduce.return %1 : f32
// CHECK-NEXT: } {note}
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
func.func @one_result(%lb: index, %x: f32) -> f32 {
  %r = scf.parallel (%i, %j, %k) = (%lb, %lb, %lb) to (%lb, %lb, %lb) step (%lb, %lb, %lb) init (%x) -> (f32) {
    scf.reduce(%x : f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.mulf %a, %b : f32
      scf.reduce.return %s : f32
    } {note}
  }
  return %r : f32
}

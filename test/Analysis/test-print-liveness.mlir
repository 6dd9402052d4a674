// RUN: strata-opt %s --pass-pipeline="builtin.module(func.func(test-print-liveness))" --mlir-disable-threading -o /dev/null 2>&1 | FileCheck %s

// Values are numbered across block arguments and results in pre-order;
// a value defined before a branch and used after it is live out of the
// first block and live in the one that uses it; %c, used only by the
// branch, is not.
// CHECK-LABEL: Testing : branches
// CHECK-NEXT:  // ---- Liveness -----
// CHECK-NEXT:  // - Block: 0
// CHECK-NEXT:  // --- LiveIn: {{$}}
// CHECK-NEXT:  // --- LiveOut: arg1@0 arg2@0 val_3 {{$}}
// CHECK-NEXT:  // --- BeginLivenessIntervals
// CHECK-NEXT:  // val_3 :
// CHECK-NEXT:  //     %0 = arith.addi %arg1, %arg2 : i64
// CHECK-NEXT:  //     cf.cond_br %arg0, ^bb1, ^bb2(%0 : i64)
// CHECK-NEXT:  //     %1 = arith.muli %0, %arg1 : i64
// CHECK-NEXT:  // --- EndLivenessIntervals
// CHECK:       // - Block: 1
// CHECK-NEXT:  // --- LiveIn: arg1@0 arg2@0 val_3 {{$}}
// CHECK-NEXT:  // --- LiveOut: arg2@0 {{$}}
// CHECK:       // - Block: 2
// CHECK-NEXT:  // --- LiveIn: arg2@0 {{$}}
// CHECK-NEXT:  // --- LiveOut: {{$}}
// CHECK:       // --- BeginCurrentlyLive
// CHECK-NEXT:  //     %3 = arith.subi %2, %arg2 : i64 [arg2@0 arg0@2 val_6 {{.}}]
// CHECK:       // -------------------
func.func @branches(%c: i1, %a: i64, %b: i64) -> i64 {
  %x = arith.addi %a, %b : i64
  cf.cond_br %c, ^bb1, ^bb2(%x : i64)
^bb1:
  %y = arith.muli %x, %a : i64
  cf.br ^bb2(%y : i64)
^bb2(%v: i64):
  %z = arith.subi %v, %b : i64
  return %z : i64
}

// A nested region's uses keep the value live in the block of the op
// holding it.
// CHECK-LABEL: Testing : nested
// CHECK:       // - Block: 1
// CHECK-NEXT:  // --- LiveIn: arg1@0 {{$}}
// CHECK-NEXT:  // --- LiveOut: {{$}}
func.func @nested(%n: index, %init: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (f32) {
    %s = arith.addf %acc, %init : f32
    scf.yield %s : f32
  }
  return %r : f32
}

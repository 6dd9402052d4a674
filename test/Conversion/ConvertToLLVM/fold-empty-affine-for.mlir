// RUN: strata-opt %s --convert-to-llvm | FileCheck %s

// The conversion folds the ops it cannot lower: an `affine.for` with
// results whose body only yields folds away when its results are known
// whatever the trip count (the empty-loop fold is part of the loop's
// folder); a loop without results stays, as erasing it is a pattern.

// CHECK-LABEL: llvm.func @yields_outer
// CHECK-SAME: (%{{.*}}: i32, %[[Y:.*]]: i32)
// CHECK-NEXT: llvm.return %[[Y]] : i32
func.func @yields_outer(%x: i32, %y: i32) -> i32 {
  %r = affine.for %i = 2 to 5 step 3 iter_args(%a = %x) -> (i32) {
    affine.yield %y : i32
  }
  return %r : i32
}

// CHECK-LABEL: llvm.func @yields_iter_arg
// CHECK-SAME: (%[[X:.*]]: i32, %{{.*}}: i64)
// CHECK-NEXT: llvm.return %[[X]] : i32
func.func @yields_iter_arg(%x: i32, %n: index) -> i32 {
  %r = affine.for %i = 0 to %n iter_args(%a = %x) -> (i32) {
    affine.yield %a : i32
  }
  return %r : i32
}

// CHECK-LABEL: llvm.func @no_results
// CHECK: affine.for
func.func @no_results() {
  affine.for %i = 2 to 5 {
  }
  return
}

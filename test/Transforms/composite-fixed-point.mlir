// RUN: strata-opt %s --composite-fixed-point-pass='pipeline=canonicalize,cse' | FileCheck %s
// RUN: strata-opt %s --composite-fixed-point-pass='name=Once pipeline=cse,canonicalize max-iterations=1' 2>&1 | FileCheck %s --check-prefix=LIMIT
// RUN: not strata-opt %s --composite-fixed-point-pass='max-iterations=0' 2>&1 | FileCheck %s --check-prefix=BADITER

// Canonicalization exposes two equal additions that CSE merges; the
// pipeline runs until nothing changes.
// CHECK-LABEL: func.func @f(
// CHECK-NEXT:    %[[SUM:.*]] = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:    %[[PROD:.*]] = arith.muli %[[SUM]], %[[SUM]] : i32
// CHECK-NEXT:    return %[[PROD]] : i32

// One extra run is allowed: the second run still changes the IR, so the
// pass warns (on the module) that it did not converge.
// LIMIT: warning: Composite pass "Once"+ didn't converge in 1 iterations

// BADITER: Invalid maxIterations value:

func.func @f(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %a, %c0 : i32
  %1 = arith.addi %0, %0 : i32
  %2 = arith.addi %0, %0 : i32
  %3 = arith.muli %1, %2 : i32
  return %3 : i32
}

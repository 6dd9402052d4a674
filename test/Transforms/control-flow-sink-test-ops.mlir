// RUN: strata-opt %s --allow-unregistered-dialect --control-flow-sink | FileCheck %s

// Ops used only in regions that run at most once (RegionBranchOpInterface's
// invocation bounds) move into them: into `then` and `else` of
// `test.region_if`, but a value also used by the join region stays put.

// CHECK-LABEL: func.func @sink_into_branches
// CHECK-NEXT:   %0 = arith.subi %arg1, %arg2 : i32
// CHECK-NEXT:   %1 = test.region_if %arg0: i32 -> i32 then {
// CHECK-NEXT:   ^bb0(%arg3: i32):
// CHECK-NEXT:     %2 = arith.muli %arg1, %arg2 : i32
// CHECK-NEXT:     test.region_if_yield %2 : i32
// CHECK-NEXT:   } else {
// CHECK-NEXT:   ^bb0(%arg3: i32):
// CHECK-NEXT:     %2 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT:     %3 = arith.addi %0, %2 : i32
// CHECK-NEXT:     test.region_if_yield %3 : i32
// CHECK-NEXT:   } join {
// CHECK-NEXT:   ^bb0(%arg3: i32):
// CHECK-NEXT:     %2 = arith.addi %arg3, %0 : i32
// CHECK-NEXT:     test.region_if_yield %2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %1 : i32
func.func @sink_into_branches(%c: i32, %x: i32, %y: i32) -> i32 {
  %m = arith.muli %x, %y : i32
  %d = arith.subi %x, %y : i32
  %k = arith.addi %x, %x : i32
  %r = test.region_if %c: i32 -> i32 then {
  ^bb0(%t: i32):
    test.region_if_yield %m : i32
  } else {
  ^bb0(%e: i32):
    %u = arith.addi %d, %k : i32
    test.region_if_yield %u : i32
  } join {
  ^bb0(%j: i32):
    %v = arith.addi %j, %d : i32
    test.region_if_yield %v : i32
  }
  return %r : i32
}

// The one region of `test.any_cond` runs exactly once.
// CHECK-LABEL: func.func @once
// CHECK-NEXT:   %0 = "test.any_cond"() ({
// CHECK-NEXT:     %1 = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT:     "test.yield"(%1) : (i32) -> ()
// CHECK-NEXT:   }) : () -> i32
// CHECK-NEXT:   return %0 : i32
func.func @once(%x: i32) -> i32 {
  %a = arith.muli %x, %x : i32
  %r = "test.any_cond"() ({
    "test.yield"(%a) : (i32) -> ()
  }) : () -> i32
  return %r : i32
}

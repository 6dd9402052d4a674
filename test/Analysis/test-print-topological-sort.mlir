// RUN: strata-opt %s --split-input-file --pass-pipeline="builtin.module(func.func(test-print-topological-sort))" | FileCheck %s

// Marked ops are numbered in pre-order, blocks taken in reverse post-order
// of the control-flow graph (^early before ^late: the DFS reaches ^late first).
// CHECK-LABEL: func @blocks
func.func @blocks(%c: i1, %x: i32) -> i32 {
  // CHECK: cf.cond_br {{.*}} {test_sort_index = 0 : i32, test_to_sort}
  cf.cond_br %c, ^late, ^early {test_to_sort}
^early:
  // CHECK: arith.muli {{.*}} {test_sort_index = 1 : i32, test_to_sort}
  %m = arith.muli %x, %x {test_to_sort} : i32
  return %m : i32
^late:
  // CHECK: arith.addi {{.*}} {test_sort_index = 2 : i32, test_to_sort}
  %a = arith.addi %x, %x {test_to_sort} : i32
  // CHECK: scf.execute_region
  %r = scf.execute_region -> i32 {
    // CHECK: arith.subi {{.*}} {test_sort_index = 3 : i32, test_to_sort}
    %s = arith.subi %a, %x {test_to_sort} : i32
    scf.yield %s : i32
  }
  return %r : i32
}

// -----

// A single marked op gets index 0; unmarked ops keep no index.
// CHECK-LABEL: func @single
func.func @single(%x: i32) -> i32 {
  // CHECK: arith.addi %{{.*}} : i32
  %0 = arith.addi %x, %x : i32
  // CHECK: arith.muli {{.*}} {test_sort_index = 0 : i32, test_to_sort}
  %1 = arith.muli %0, %0 {test_to_sort} : i32
  return %1 : i32
}

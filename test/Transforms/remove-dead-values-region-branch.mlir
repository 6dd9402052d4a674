// RUN: strata-opt %s --split-input-file --remove-dead-values | FileCheck %s
// RUN: strata-opt %s --split-input-file --remove-dead-values=canonicalize=false | FileCheck %s --check-prefix=NOCANON

// A while loop keeps the values that reach its live result through either
// region; the first loop-carried value only feeds dead values, so its
// init, argument, condition operand and yield operand go.
// CHECK-LABEL: func.func @while_loop
// CHECK:         %[[R:.*]]:2 = scf.while (%[[A:.*]] = %arg2) : (i32) -> (i32, i32) {
// CHECK-NEXT:      %[[S:.*]] = arith.addi %[[A]], %[[A]] : i32
// CHECK-NEXT:      ub.poison
// CHECK-NEXT:      scf.condition(%arg0) %[[S]], %[[A]] : i32, i32
// CHECK-NEXT:    } do {
// CHECK-NEXT:    ^bb0(%{{.*}}: i32, %[[B:.*]]: i32):
// CHECK-NEXT:      %[[T:.*]] = arith.addi %[[B]], %[[B]] : i32
// CHECK-NEXT:      ub.poison
// CHECK-NEXT:      scf.yield %[[T]] : i32
// CHECK:         return %[[R]]#0 : i32
// NOCANON-LABEL: func.func @while_loop
// NOCANON:         %[[P:.*]] = ub.poison : i32
// NOCANON-NEXT:    scf.while (%arg3 = %[[P]], %arg4 = %arg2) : (i32, i32) -> (i32, i32, i32)
func.func @while_loop(%c: i1, %x: i32, %y: i32) -> i32 {
  %r:3 = scf.while (%a = %x, %b = %y) : (i32, i32) -> (i32, i32, i32) {
    %s = arith.addi %b, %b : i32
    %d = arith.addi %a, %a : i32
    scf.condition(%c) %s, %b, %d : i32, i32, i32
  } do {
  ^bb0(%p: i32, %q: i32, %z: i32):
    %t = arith.addi %q, %q : i32
    scf.yield %z, %t : i32, i32
  }
  return %r#0 : i32
}

// -----

// A for loop with a store stays; the iter_arg feeding nothing live goes,
// the one only forwarded to itself becomes its init value.
// CHECK-LABEL: func.func @for_loop
// CHECK:         %[[C0:.*]] = arith.constant 0 : i32
// CHECK:         %[[C1:.*]] = arith.constant 1 : i32
// CHECK:         %[[R:.*]] = scf.for %{{.*}} = %arg0 to %arg1 step %arg2 iter_args(%[[A:.*]] = %[[C1]]) -> (i32) {
// CHECK-NEXT:      %[[S:.*]] = arith.addi %[[A]], %[[A]] : i32
// CHECK-NEXT:      memref.store %[[C0]], %arg3[] : memref<i32>
// CHECK-NEXT:      ub.poison
// CHECK-NEXT:      scf.yield %[[S]] : i32
// CHECK:         return %[[R]] : i32
func.func @for_loop(%lb: index, %ub: index, %s: index, %m: memref<i32>) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r:3 = scf.for %i = %lb to %ub step %s iter_args(%a = %c0, %b = %c1, %c = %c0) -> (i32, i32, i32) {
    %x = arith.addi %a, %a : i32
    %y = arith.addi %b, %b : i32
    memref.store %c, %m[] : memref<i32>
    scf.yield %x, %y, %c : i32, i32, i32
  }
  return %r#1 : i32
}

// -----

// An if with effects keeps its live result only.
// CHECK-LABEL: func.func @if_result
// CHECK:         %[[R:.*]] = scf.if %arg0 -> (i32) {
// CHECK:           scf.yield %{{.*}} : i32
// CHECK:         } else {
// CHECK:           scf.yield %{{.*}} : i32
// CHECK:         return %[[R]] : i32
func.func @if_result(%c: i1, %m: memref<i32>) -> i32 {
  %r:2 = scf.if %c -> (i32, i32) {
    %a = arith.constant 1 : i32
    memref.store %a, %m[] : memref<i32>
    scf.yield %a, %a : i32, i32
  } else {
    %b = arith.constant 2 : i32
    scf.yield %b, %b : i32, i32
  }
  return %r#1 : i32
}

// -----

// Region-branch operations without effects whose results are dead go.
// CHECK-LABEL: func.func @dead_ops
// CHECK-NEXT:    return
func.func @dead_ops(%lb: index, %ub: index, %s: index) {
  %c0 = arith.constant 0 : i32
  %r = scf.for %i = %lb to %ub step %s iter_args(%a = %c0) -> (i32) {
    %x = arith.addi %a, %a : i32
    scf.yield %x : i32
  }
  %e = scf.execute_region -> i32 {
    scf.yield %c0 : i32
  }
  return
}

// -----

// A switch with effects keeps running them, without its dead result
// (the poison standing for the dead yielded values stays, as upstream).
// CHECK-LABEL: func.func @switch_result
// CHECK:         scf.index_switch %arg0
// CHECK-NEXT:    case 1 {
// CHECK-NEXT:      %[[C:.*]] = arith.constant 10 : i32
// CHECK-NEXT:      memref.store %[[C]], %arg1[] : memref<i32>
// CHECK-NEXT:      ub.poison
// CHECK-NEXT:      scf.yield
// CHECK-NEXT:    }
// CHECK-NEXT:    default {
// CHECK-NEXT:      ub.poison
// CHECK-NEXT:    }
// CHECK-NEXT:    return
func.func @switch_result(%i: index, %m: memref<i32>) {
  %r = scf.index_switch %i -> i32
  case 1 {
    %c = arith.constant 10 : i32
    memref.store %c, %m[] : memref<i32>
    scf.yield %c : i32
  }
  default {
    %d = arith.constant 11 : i32
    scf.yield %d : i32
  }
  return
}

// -----

// Canonicalizing afterwards inlines an execute_region whose second result
// died.
// CHECK-LABEL: func.func @execute_region
// CHECK-NEXT:    %[[C:.*]] = arith.constant 1 : i32
// CHECK-NEXT:    memref.store %[[C]], %arg0[] : memref<i32>
// CHECK-NEXT:    return %[[C]] : i32
func.func @execute_region(%m: memref<i32>) -> i32 {
  %r:2 = scf.execute_region -> (i32, i32) {
    %a = arith.constant 1 : i32
    memref.store %a, %m[] : memref<i32>
    cf.br ^bb1(%a : i32)
  ^bb1(%z: i32):
    scf.yield %a, %z : i32, i32
  }
  return %r#0 : i32
}

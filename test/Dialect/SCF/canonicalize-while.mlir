// RUN: strata-opt --allow-unregistered-dialect --canonicalize --split-input-file %s | FileCheck %s

// The scf.while patterns: loop-invariant arguments and forwarded values
// leave the loop, the condition is true in the body, dead and duplicated
// results go, and an scf.if on the condition moves into the body.

// CHECK-LABEL: func.func @invariant_arg
// CHECK: scf.while (%[[X:.*]] = %arg0) : (i32) -> i32
// CHECK: "test.cond"(%[[X]], %arg1)
func.func @invariant_arg(%a: i32, %b: i32) -> i32 {
  %0:2 = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32, i32) {
    %c = "test.cond"(%x, %y) : (i32, i32) -> i1
    scf.condition(%c) %x, %y : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %n = "test.next"(%p, %q) : (i32, i32) -> i32
    scf.yield %n, %b : i32, i32
  }
  return %0#0 : i32
}

// -----

// CHECK-LABEL: func.func @condition_truth
// CHECK: %[[TRUE:.*]] = arith.constant true
// CHECK: ^bb0(%{{.*}}: i1):
// CHECK-NEXT: "test.next"(%[[TRUE]])
func.func @condition_truth(%a: i1) -> i1 {
  %0 = scf.while (%x = %a) : (i1) -> i1 {
    %c = "test.cond"(%x) : (i1) -> i1
    scf.condition(%c) %c : i1
  } do {
  ^bb0(%p: i1):
    %n = "test.next"(%p) : (i1) -> i1
    scf.yield %n : i1
  }
  return %0 : i1
}

// -----

// CHECK-LABEL: func.func @cmp_cond
// CHECK-DAG: %[[TRUE:.*]] = arith.constant true
// CHECK-DAG: %[[FALSE:.*]] = arith.constant false
// CHECK: ^bb0(%[[P:.*]]: i32):
// CHECK-NEXT: %[[EQ:.*]] = arith.cmpi eq, %[[P]]
// CHECK-NEXT: "test.next"(%[[P]], %[[TRUE]], %[[FALSE]], %[[EQ]])
func.func @cmp_cond(%a: i32, %lim: i32) -> i32 {
  %0 = scf.while (%x = %a) : (i32) -> i32 {
    %c = arith.cmpi slt, %x, %lim : i32
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%p: i32):
    %same = arith.cmpi slt, %p, %lim : i32
    %inv = arith.cmpi sge, %p, %lim : i32
    %other = arith.cmpi eq, %p, %lim : i32
    %n = "test.next"(%p, %same, %inv, %other) : (i32, i1, i1, i1) -> i32
    scf.yield %n : i32
  }
  return %0 : i32
}

// -----

// CHECK-LABEL: func.func @unused_and_duplicated
// CHECK: scf.while (%{{.*}} = %arg0) : (i32) -> i32
// CHECK: scf.condition(%{{.*}}) %{{.*}} : i32
// CHECK: ^bb0(%[[P:.*]]: i32):
// CHECK-NEXT: "test.next"(%[[P]], %[[P]])
func.func @unused_and_duplicated(%a: i32) -> i32 {
  %0:3 = scf.while (%x = %a) : (i32) -> (i32, i32, i64) {
    %c = "test.cond"(%x) : (i32) -> i1
    %v = "test.v"(%x) : (i32) -> i32
    %w = "test.w"(%x) : (i32) -> i64
    scf.condition(%c) %v, %v, %w : i32, i32, i64
  } do {
  ^bb0(%p: i32, %q: i32, %r: i64):
    %n = "test.next"(%p, %q) : (i32, i32) -> i32
    scf.yield %n : i32
  }
  return %0#0 : i32
}

// -----

// CHECK-LABEL: func.func @move_if_down
// CHECK: scf.while (%[[A:.*]] = %arg0) : (i32) -> i32
// CHECK-NEXT: %[[C:.*]] = "test.cond"(%[[A]])
// CHECK-NEXT: scf.condition(%[[C]]) %[[A]] : i32
// CHECK: ^bb0(%[[B:.*]]: i32):
// CHECK-NEXT: %[[X:.*]] = "test.op"(%[[B]])
// CHECK-NEXT: scf.yield %[[X]] : i32
func.func @move_if_down(%arg0: i32) -> i32 {
  %0 = scf.while (%a = %arg0) : (i32) -> i32 {
    %c = "test.cond"(%a) : (i32) -> i1
    %r = scf.if %c -> i32 {
      %x = "test.op"(%a) : (i32) -> i32
      scf.yield %x : i32
    } else {
      scf.yield %a : i32
    }
    scf.condition(%c) %r : i32
  } do {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }
  return %0 : i32
}

// RUN: strata-opt %s --split-input-file --allow-unregistered-dialect --canonicalize | FileCheck %s

// The loop condition forwarded to the body is `true` there. That rewrite
// comes before the loop-invariance ones: the argument is then fed `true`
// from the body and the initial value from outside, so it stays.
// CHECK-LABEL: func.func @condition_is_forwarded
// CHECK-SAME:    (%[[I:.*]]: i1)
// CHECK-NEXT:    %[[T:.*]] = arith.constant true
// CHECK-NEXT:    %[[R:.*]] = scf.while (%[[A:.*]] = %[[I]]) : (i1) -> i1 {
// CHECK-NEXT:      scf.condition(%[[A]]) %[[A]] : i1
// CHECK-NEXT:    } do {
// CHECK-NEXT:    ^bb0(%{{.*}}: i1):
// CHECK-NEXT:      scf.yield %[[T]] : i1
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]] : i1
func.func @condition_is_forwarded(%i: i1) -> i1 {
  %r = scf.while (%a = %i) : (i1) -> (i1) {
    scf.condition(%a) %a : i1
  } do {
  ^bb0(%b: i1):
    scf.yield %b : i1
  }
  return %r : i1
}

// -----

// A second argument that is only passed around is loop invariant and goes;
// the condition argument stays.
// CHECK-LABEL: func.func @invariant_beside_condition
// CHECK-SAME:    (%[[I:.*]]: i1, %[[X:.*]]: i32)
// CHECK-NEXT:    %[[T:.*]] = arith.constant true
// CHECK-NEXT:    scf.while (%[[A:.*]] = %[[I]]) : (i1) -> () {
// CHECK-NEXT:      scf.condition(%[[A]])
// CHECK-NEXT:    } do {
// CHECK-NEXT:      "test.use"(%[[T]]) : (i1) -> ()
// CHECK-NEXT:      scf.yield %[[T]] : i1
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[X]] : i32
func.func @invariant_beside_condition(%i: i1, %x: i32) -> i32 {
  %r:2 = scf.while (%a = %i, %q = %x) : (i1, i32) -> (i1, i32) {
    scf.condition(%a) %a, %q : i1, i32
  } do {
  ^bb0(%b: i1, %z: i32):
    "test.use"(%b) : (i1) -> ()
    scf.yield %b, %z : i1, i32
  }
  return %r#1 : i32
}

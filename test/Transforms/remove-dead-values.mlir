// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --remove-dead-values | FileCheck %s

// A private function loses the arguments it never uses and the results
// no caller uses; its call sites follow, and what only fed the dropped
// values goes too.
// CHECK-LABEL: func.func private @pair(%arg0: i32) -> i32 {
// CHECK-NEXT:    %[[S:.*]] = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:    return %[[S]] : i32
// CHECK-LABEL: func.func @user(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:    %[[R:.*]] = call @pair(%arg0) : (i32) -> i32
// CHECK-NEXT:    return %[[R]] : i32
func.func private @pair(%a: i32, %b: i32) -> (i32, i32) {
  %s = arith.addi %a, %a : i32
  %t = arith.muli %b, %b : i32
  return %s, %t : i32, i32
}
func.func @user(%x: i32, %y: i32) -> i32 {
  %r:2 = call @pair(%x, %y) : (i32, i32) -> (i32, i32)
  return %r#0 : i32
}

// -----

// Argument attributes follow their arguments; public functions keep
// their signature.
// CHECK-LABEL: func.func private @attrs(%arg0: i64 {test.kept}) -> i64
// CHECK-LABEL: func.func @entry(%arg0: i32, %arg1: i64) -> i64
// CHECK-NEXT:    %{{.*}} = call @attrs(%arg1) : (i64) -> i64
func.func private @attrs(%a: i32 {test.dropped}, %b: i64 {test.kept}) -> i64 {
  return %b : i64
}
func.func @entry(%x: i32, %y: i64) -> i64 {
  %r = call @attrs(%x, %y) : (i32, i64) -> i64
  return %r : i64
}

// -----

// A block argument whose incoming values are all dead is removed with the
// branch operands feeding it.
// CHECK-LABEL: func.func @block_args
// CHECK-NEXT:    cf.cond_br %arg1, ^bb1(%arg0 : i32), ^bb2
// CHECK:       ^bb1(%[[Q:.*]]: i32):
// CHECK-NEXT:    return %[[Q]] : i32
// CHECK:       ^bb2:
// CHECK-NEXT:    return %arg0 : i32
func.func @block_args(%x: i32, %c: i1) -> i32 {
  %d = arith.muli %x, %x : i32
  cf.cond_br %c, ^bb1(%d, %x : i32, i32), ^bb2
^bb1(%p: i32, %q: i32):
  return %q : i32
^bb2:
  return %x : i32
}

// -----

// Operations with side effects stay, with what they use.
// CHECK-LABEL: func.func @effects
// CHECK-NEXT:    %[[A:.*]] = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:    "test.sink"(%[[A]]) : (i32) -> ()
// CHECK-NEXT:    return %arg0 : i32
func.func @effects(%x: i32) -> i32 {
  %a = arith.addi %x, %x : i32
  "test.sink"(%a) : (i32) -> ()
  %c = arith.muli %x, %x : i32
  return %x : i32
}

// -----

// Unreachable code computes nothing live: even its side effects and
// terminators go, leaving `ub.unreachable`.
// CHECK-LABEL: func.func @unreachable
// CHECK:       ^bb1(%{{.*}}: i32):
// CHECK-NEXT:    ub.unreachable
// CHECK:       ^bb2:
// CHECK-NEXT:    return %arg0 : i32
func.func @unreachable(%x: i32, %c: i1) -> i32 {
  %false = arith.constant false
  cf.cond_br %false, ^dead(%x : i32), ^live
^dead(%y: i32):
  %z = arith.addi %y, %y : i32
  "test.sink"(%z) : (i32) -> ()
  cf.cond_br %c, ^live, ^dead(%z : i32)
^live:
  return %x : i32
}

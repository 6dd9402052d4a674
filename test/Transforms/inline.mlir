// RUN: strata-opt %s --allow-unregistered-dialect --inline --split-input-file | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --inline=default-pipeline= --split-input-file | FileCheck %s --check-prefix=NOOPT

// A single-block callee replaces the call; the private callee, now
// unused, is erased, and the canonicalizer folds the inlined constants.
// CHECK-NOT: func.func private @inc
// CHECK-LABEL: func.func @single
// CHECK-NEXT: %[[C:.*]] = arith.constant 2 : i32
// CHECK-NEXT: %[[R:.*]] = arith.addi %arg0, %[[C]] : i32
// CHECK-NEXT: return %[[R]] : i32
// NOOPT-LABEL: func.func @single
// NOOPT-NEXT: arith.constant 1 : i32
// NOOPT-NEXT: arith.addi
// NOOPT-NEXT: arith.constant 1 : i32
// NOOPT-NEXT: arith.addi
// NOOPT-NEXT: return
func.func private @inc(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %0 = arith.addi %x, %c1 : i32
  return %0 : i32
}
func.func @single(%x: i32) -> i32 {
  %0 = call @inc(%x) : (i32) -> i32
  %1 = call @inc(%0) : (i32) -> i32
  return %1 : i32
}

// -----

// A multi-block callee splits the caller's block: returns become branches
// to a continuation block whose argument carries the result. The public
// callee stays.
// CHECK-LABEL: func.func @pick
// NOOPT-LABEL: func.func @multi
// NOOPT-NEXT: arith.constant 0 : i32
// NOOPT-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// NOOPT: ^bb1:
// NOOPT-NEXT: cf.br ^bb3(%arg1 : i32)
// NOOPT: ^bb2:
// NOOPT-NEXT: cf.br ^bb3(%{{.*}} : i32)
// NOOPT: ^bb3(%[[V:.*]]: i32):
// NOOPT-NEXT: "u.use"(%[[V]]) : (i32) -> ()
func.func @pick(%c: i1, %x: i32) -> i32 {
  %zero = arith.constant 0 : i32
  cf.cond_br %c, ^a, ^b
^a:
  return %x : i32
^b:
  return %zero : i32
}
func.func @multi(%c: i1, %x: i32) {
  %0 = call @pick(%c, %x) : (i1, i32) -> i32
  "u.use"(%0) : (i32) -> ()
  return
}

// -----

// Recursive calls, callees marked no_inline, calls marked no_inline and
// callees with unregistered operations are left alone.
// CHECK-LABEL: func.func @kept
// CHECK: call @rec
// CHECK: call @opaque
// CHECK: call @marked
// CHECK: call @plain
// CHECK-NOT: call
// CHECK: return
func.func @rec(%x: i32) -> i32 {
  %0 = call @rec(%x) : (i32) -> i32
  return %0 : i32
}
func.func private @opaque(%x: i32) -> i32 {
  %0 = "u.op"(%x) : (i32) -> i32
  return %0 : i32
}
func.func private @marked(%x: i32) -> i32 attributes {no_inline} {
  return %x : i32
}
func.func private @plain(%x: i32) -> i32 {
  %0 = arith.muli %x, %x : i32
  return %0 : i32
}
func.func @kept(%x: i32) -> i32 {
  %0 = call @rec(%x) : (i32) -> i32
  %1 = call @opaque(%0) : (i32) -> i32
  %2 = call @marked(%1) : (i32) -> i32
  %3 = call @plain(%2) {no_inline} : (i32) -> i32
  %4 = call @plain(%3) : (i32) -> i32
  return %4 : i32
}

// -----

// Mutually recursive private functions are not inlined into each other;
// an unused private function is erased once its component is visited.
// CHECK-NOT: @unused
// CHECK-LABEL: func.func private @ping
// CHECK: call @pong
// CHECK-LABEL: func.func private @pong
// CHECK: call @ping
func.func private @unused() {
  return
}
func.func private @ping(%x: i32) -> i32 {
  %0 = call @pong(%x) : (i32) -> i32
  return %0 : i32
}
func.func private @pong(%x: i32) -> i32 {
  %0 = call @ping(%x) : (i32) -> i32
  return %0 : i32
}
func.func @start(%x: i32) -> i32 {
  %0 = call @ping(%x) : (i32) -> i32
  return %0 : i32
}

// RUN: strata-opt --allow-unregistered-dialect --canonicalize %s | FileCheck %s

// Loops and conditionals that canonicalization simplifies: scf.for with no
// iteration (bounds in the wrong order, or equal), exactly one (inlined,
// the induction variable replaced by the lower bound), iteration arguments
// yielded unchanged or duplicated; scf.if whose branches yield values from
// outside (arith.select, or the value itself when both agree), on a negated
// condition (regions swapped); scf.index_switch on a constant; scf.parallel
// with a zero-iteration dimension or one iteration in every dimension.

// CHECK-LABEL: func.func @for0(
// CHECK-SAME: %arg0: f32) -> f32 {
// CHECK-NEXT: return %arg0 : f32
// CHECK-NEXT: }
func.func @for0(%x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %r = scf.for %i = %c10 to %c0 step %c1 iter_args(%a = %x) -> f32 {
    %y = arith.addf %a, %a : f32
    scf.yield %y : f32
  }
  return %r : f32
}

// CHECK-LABEL: func.func @for1(
// CHECK-SAME: %arg0: f32) -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = arith.addf %arg0, %arg0 : f32
// CHECK-NEXT: "test.use"(%c0) : (index) -> ()
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
func.func @for1(%x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %r = scf.for %i = %c0 to %c1 step %c10 iter_args(%a = %x) -> f32 {
    %y = arith.addf %a, %a : f32
    "test.use"(%i) : (index) -> ()
    scf.yield %y : f32
  }
  return %r : f32
}

// CHECK-LABEL: func.func @fwd(
// CHECK-SAME: %arg0: f32, %arg1: index, %arg2: index, %arg3: index) -> (f32, f32) {
// CHECK-NEXT: %0 = scf.for %arg4 = %arg1 to %arg2 step %arg3 iter_args(%arg5 = %arg0) -> (f32) {
// CHECK-NEXT: %1 = arith.addf %arg5, %arg5 : f32
// CHECK-NEXT: scf.yield %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %arg0, %0 : f32, f32
// CHECK-NEXT: }
func.func @fwd(%x: f32, %lb: index, %ub: index, %s: index) -> (f32, f32) {
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%a = %x, %b = %x) -> (f32, f32) {
    %y = arith.addf %b, %b : f32
    scf.yield %a, %y : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}

// CHECK-LABEL: func.func @dead(
// CHECK-SAME: %arg0: f32, %arg1: index, %arg2: index, %arg3: index) -> f32 {
// CHECK-NEXT: %0:2 = scf.for %arg4 = %arg1 to %arg2 step %arg3 iter_args(%arg5 = %arg0, %arg6 = %arg0) -> (f32, f32) {
// CHECK-NEXT: %1 = arith.addf %arg6, %arg6 : f32
// CHECK-NEXT: %2 = arith.addf %arg5, %arg5 : f32
// CHECK-NEXT: scf.yield %2, %1 : f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: return %0#1 : f32
// CHECK-NEXT: }
func.func @dead(%x: f32, %lb: index, %ub: index, %s: index) -> f32 {
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%a = %x, %b = %x) -> (f32, f32) {
    %y = arith.addf %b, %b : f32
    %z = arith.addf %a, %a : f32
    scf.yield %z, %y : f32, f32
  }
  return %r#1 : f32
}

// CHECK-LABEL: func.func @ifsame(
// CHECK-SAME: %arg0: i1, %arg1: f32) -> f32 {
// CHECK-NEXT: return %arg1 : f32
// CHECK-NEXT: }
func.func @ifsame(%c: i1, %x: f32) -> f32 {
  %r = scf.if %c -> f32 {
    scf.yield %x : f32
  } else {
    scf.yield %x : f32
  }
  return %r : f32
}

// CHECK-LABEL: func.func @ifdead(
// CHECK-SAME: %arg0: i1, %arg1: f32) {
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @ifdead(%c: i1, %x: f32) {
  %r = scf.if %c -> f32 {
    %y = arith.addf %x, %x : f32
    scf.yield %y : f32
  } else {
    scf.yield %x : f32
  }
  return
}

// CHECK-LABEL: func.func @ifempty(
// CHECK-SAME: %arg0: i1, %arg1: f32) {
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @ifempty(%c: i1, %x: f32) {
  scf.if %c {
  } else {
  }
  return
}

// CHECK-LABEL: func.func @ifnot(
// CHECK-SAME: %arg0: i1, %arg1: f32, %arg2: f32) -> f32 {
// CHECK-NEXT: %0 = arith.select %arg0, %arg2, %arg1 : f32
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
func.func @ifnot(%c: i1, %x: f32, %y: f32) -> f32 {
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  %r = scf.if %n -> f32 {
    scf.yield %x : f32
  } else {
    scf.yield %y : f32
  }
  return %r : f32
}

// CHECK-LABEL: func.func @ifsel(
// CHECK-SAME: %arg0: i1, %arg1: f32, %arg2: f32) -> f32 {
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : f32
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
func.func @ifsel(%c: i1, %x: f32, %y: f32) -> f32 {
  %r = scf.if %c -> f32 {
    scf.yield %x : f32
  } else {
    scf.yield %y : f32
  }
  return %r : f32
}

// CHECK-LABEL: func.func @switch(
// CHECK-SAME: %arg0: f32) -> f32 {
// CHECK-NEXT: %0 = arith.addf %arg0, %arg0 : f32
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
func.func @switch(%x: f32) -> f32 {
  %c2 = arith.constant 2 : index
  %r = scf.index_switch %c2 -> f32
  case 2 {
    %y = arith.addf %x, %x : f32
    scf.yield %y : f32
  }
  default {
    scf.yield %x : f32
  }
  return %r : f32
}

// CHECK-LABEL: func.func @whilef(
// CHECK-SAME: %arg0: i32) -> i32 {
// CHECK-NEXT: %0 = scf.while (%arg1 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = "test.cond"(%arg1) : (i32) -> i1
// CHECK-NEXT: scf.condition(%1) %arg1 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg1: i32):
// CHECK-NEXT: %1 = "test.next"(%arg1) : (i32) -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @whilef(%x: i32) -> i32 {
  %r = scf.while (%a = %x) : (i32) -> i32 {
    %c = "test.cond"(%a) : (i32) -> i1
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    %n = "test.next"(%b) : (i32) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @par(
// CHECK-SAME: %arg0: index, %arg1: index, %arg2: memref<?xf32>, %arg3: f32) {
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @par(%lb: index, %ub: index, %m: memref<?xf32>, %x: f32) {
  %c1 = arith.constant 1 : index
  scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %lb) step (%c1, %c1) {
    memref.store %x, %m[%i] : memref<?xf32>
  }
  return
}

// CHECK-LABEL: func.func @dup(
// CHECK-SAME: %arg0: f32, %arg1: f32, %arg2: index, %arg3: index, %arg4: index) -> (f32, f32) {
// CHECK-NEXT: %0 = scf.for %arg5 = %arg2 to %arg3 step %arg4 iter_args(%arg6 = %arg0) -> (f32) {
// CHECK-NEXT: "test.use"(%arg6, %arg6) : (f32, f32) -> ()
// CHECK-NEXT: scf.yield %arg1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %0 : f32, f32
// CHECK-NEXT: }
func.func @dup(%x: f32, %y: f32, %lb: index, %ub: index, %s: index) -> (f32, f32) {
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%a = %x, %b = %x) -> (f32, f32) {
    "test.use"(%a, %b) : (f32, f32) -> ()
    scf.yield %y, %y : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}

// CHECK-LABEL: func.func @par_once(
// CHECK-SAME: %arg0: memref<?xf32>, %arg1: f32) -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = memref.load %arg0[%c0] : memref<?xf32>
// CHECK-NEXT: %1 = arith.addf %arg1, %0 : f32
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }
func.func @par_once(%m: memref<?xf32>, %x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.parallel (%i) = (%c0) to (%c1) step (%c1) init (%x) -> f32 {
    %v = memref.load %m[%i] : memref<?xf32>
    scf.reduce(%v : f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}

// CHECK-LABEL: func.func @unused_result(
// CHECK-SAME: %arg0: i1, %arg1: f32) -> f32 {
// CHECK-NEXT: %0 = scf.if %arg0 -> (f32) {
// CHECK-NEXT: %1 = arith.mulf %arg1, %arg1 : f32
// CHECK-NEXT: scf.yield %1 : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: %1 = "test.a"() : () -> f32
// CHECK-NEXT: scf.yield %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
func.func @unused_result(%c: i1, %x: f32) -> f32 {
  %r:2 = scf.if %c -> (f32, f32) {
    %a = arith.addf %x, %x : f32
    %b = arith.mulf %x, %x : f32
    scf.yield %a, %b : f32, f32
  } else {
    %a = "test.a"() : () -> f32
    scf.yield %a, %a : f32, f32
  }
  return %r#1 : f32
}

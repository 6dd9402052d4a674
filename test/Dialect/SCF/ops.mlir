// RUN: strata-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: strata-opt --allow-unregistered-dialect %s --mlir-print-op-generic | strata-opt --allow-unregistered-dialect | FileCheck %s

// Every scf op in its custom form: loops with and without loop-carried
// values, integer induction variables and unsigned comparison, conditionals
// with and without results, while loops, execute_region (multi-block,
// no_inline) and index_switch; implicit terminators are added on parsing
// and elided on printing. The second run round-trips through the generic form.

// CHECK-LABEL: func.func @counted(
// CHECK-SAME: %arg0: index, %arg1: index, %arg2: index) {
// CHECK-NEXT: scf.for %arg3 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: "test.use"(%arg3) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @counted(%lo: index, %hi: index, %by: index) {
  scf.for %i = %lo to %hi step %by {
    "test.use"(%i) : (index) -> ()
  }
  return
}

// CHECK-LABEL: func.func @carried(
// CHECK-SAME: %arg0: index, %arg1: index, %arg2: index, %arg3: f64, %arg4: i16) -> (f64, i16) {
// CHECK-NEXT: %0:2 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg3, %arg7 = %arg4) -> (f64, i16) {
// CHECK-NEXT: %1 = "test.step"(%arg6) : (f64) -> f64
// CHECK-NEXT: scf.yield %1, %arg7 : f64, i16
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0, %0#1 : f64, i16
// CHECK-NEXT: }
func.func @carried(%lo: index, %hi: index, %by: index, %init: f64, %n: i16) -> (f64, i16) {
  %sum:2 = scf.for %i = %lo to %hi step %by iter_args(%acc = %init, %k = %n) -> (f64, i16) {
    %next = "test.step"(%acc) : (f64) -> f64
    scf.yield %next, %k : f64, i16
  }
  return %sum#0, %sum#1 : f64, i16
}

// CHECK-LABEL: func.func @integer_bounds(
// CHECK-SAME: %arg0: i64, %arg1: i64, %arg2: vector<2xf32>) -> vector<2xf32> {
// CHECK-NEXT: scf.for unsigned %arg3 = %arg0 to %arg1 step %arg0  : i64 {
// CHECK-NEXT: }
// CHECK-NEXT: %0 = scf.for %arg3 = %arg0 to %arg1 step %arg1 iter_args(%arg4 = %arg2) -> (vector<2xf32>)  : i64 {
// CHECK-NEXT: scf.yield %arg4 : vector<2xf32>
// CHECK-NEXT: } {tag = "loop"}
// CHECK-NEXT: return %0 : vector<2xf32>
// CHECK-NEXT: }
func.func @integer_bounds(%lo: i64, %hi: i64, %v: vector<2xf32>) -> vector<2xf32> {
  scf.for unsigned %i = %lo to %hi step %lo : i64 {
  }
  %r = scf.for %i = %lo to %hi step %hi iter_args(%a = %v) -> vector<2xf32> : i64 {
    scf.yield %a : vector<2xf32>
  } {tag = "loop"}
  return %r : vector<2xf32>
}

// CHECK-LABEL: func.func @conditionals(
// CHECK-SAME: %arg0: i1, %arg1: i8, %arg2: i8) -> i8 {
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: "test.then"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: } else {
// CHECK-NEXT: "test.else"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: %0 = scf.if %arg0 -> (i8) {
// CHECK-NEXT: scf.yield %arg1 : i8
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i8
// CHECK-NEXT: }
// CHECK-NEXT: %1:2 = scf.if %arg0 -> (i8, i1) {
// CHECK-NEXT: scf.yield %arg1, %arg0 : i8, i1
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2, %arg0 : i8, i1
// CHECK-NEXT: } {marked}
// CHECK-NEXT: return %0 : i8
// CHECK-NEXT: }
func.func @conditionals(%c: i1, %a: i8, %b: i8) -> i8 {
  scf.if %c {
    "test.then"() : () -> ()
  }
  scf.if %c {
  } else {
    "test.else"() : () -> ()
  }
  %m = scf.if %c -> i8 {
    scf.yield %a : i8
  } else {
    scf.yield %b : i8
  }
  %p:2 = scf.if %c -> (i8, i1) {
    scf.yield %a, %c : i8, i1
  } else {
    scf.yield %b, %c : i8, i1
  } {marked}
  return %m : i8
}

// CHECK-LABEL: func.func @loops(
// CHECK-SAME: %arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = scf.while (%arg2 = %arg1) : (i32) -> i32 {
// CHECK-NEXT: %2 = "test.check"(%arg2) : (i32) -> i1
// CHECK-NEXT: scf.condition(%2) %arg2 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32):
// CHECK-NEXT: %2 = "test.next"(%arg2) : (i32) -> i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.while : () -> () {
// CHECK-NEXT: scf.condition(%arg0)
// CHECK-NEXT: } do {
// CHECK-NEXT: scf.yield
// CHECK-NEXT: } attributes {unrolled = false}
// CHECK-NEXT: %1:2 = scf.while (%arg2 = %arg1, %arg3 = %arg0) : (i32, i1) -> (i1, i32) {
// CHECK-NEXT: scf.condition(%arg3) %arg3, %arg2 : i1, i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i1, %arg3: i32):
// CHECK-NEXT: scf.yield %arg3, %arg2 : i32, i1
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @loops(%c: i1, %x: i32) -> i32 {
  %r = scf.while (%v = %x) : (i32) -> i32 {
    %go = "test.check"(%v) : (i32) -> i1
    scf.condition(%go) %v : i32
  } do {
  ^bb0(%w: i32):
    %n = "test.next"(%w) : (i32) -> i32
    scf.yield %n : i32
  }
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    scf.yield
  } attributes {unrolled = false}
  %s:2 = scf.while (%p = %x, %q = %c) : (i32, i1) -> (i1, i32) {
    scf.condition(%q) %q, %p : i1, i32
  } do {
  ^bb0(%e: i1, %f: i32):
    scf.yield %f, %e : i32, i1
  }
  return %r : i32
}

// CHECK-LABEL: func.func @regions(
// CHECK-SAME: %arg0: f16, %arg1: index) -> f16 {
// CHECK-NEXT: scf.execute_region {
// CHECK-NEXT: "test.once"() : () -> ()
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: %0 = scf.execute_region -> f16 {
// CHECK-NEXT: cf.br ^bb1(%arg0 : f16)
// CHECK-NEXT: ^bb1(%3: f16):  // pred: ^bb0
// CHECK-NEXT: scf.yield %3 : f16
// CHECK-NEXT: }
// CHECK-NEXT: %1:2 = scf.execute_region -> (f16, index) no_inline {
// CHECK-NEXT: scf.yield %arg0, %arg1 : f16, index
// CHECK-NEXT: } {note = 1 : i32}
// CHECK-NEXT: %2 = scf.index_switch %arg1 {kind = "dense"} -> f16
// CHECK-NEXT: case -1 {
// CHECK-NEXT: scf.yield %arg0 : f16
// CHECK-NEXT: }
// CHECK-NEXT: case 7 {
// CHECK-NEXT: %3 = "test.make"() : () -> f16
// CHECK-NEXT: scf.yield %3 : f16
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: scf.yield %0 : f16
// CHECK-NEXT: }
// CHECK-NEXT: scf.index_switch %arg1
// CHECK-NEXT: case 0 {
// CHECK-NEXT: "test.zero"() : () -> ()
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: }
// CHECK-NEXT: return %2 : f16
// CHECK-NEXT: }
func.func @regions(%x: f16, %sel: index) -> f16 {
  scf.execute_region {
    "test.once"() : () -> ()
    scf.yield
  }
  %e = scf.execute_region -> f16 {
    cf.br ^next(%x : f16)
  ^next(%y: f16):
    scf.yield %y : f16
  }
  %f:2 = scf.execute_region -> (f16, index) no_inline {
    scf.yield %x, %sel : f16, index
  } {note = 1 : i32}
  %g = scf.index_switch %sel {kind = "dense"} -> f16
  case -1 {
    scf.yield %x : f16
  }
  case 7 {
    %h = "test.make"() : () -> f16
    scf.yield %h : f16
  }
  default {
    scf.yield %e : f16
  }
  scf.index_switch %sel
  case 0 {
    "test.zero"() : () -> ()
    scf.yield
  }
  default {
  }
  return %g : f16
}

// CHECK-LABEL: func.func @nested(
// CHECK-SAME: %arg0: index, %arg1: index, %arg2: i1) {
// CHECK-NEXT: scf.for %arg3 = %arg0 to %arg1 step %arg1 {
// CHECK-NEXT: scf.for %arg4 = %arg3 to %arg1 step %arg1 {
// CHECK-NEXT: scf.if %arg2 {
// CHECK-NEXT: "test.body"(%arg3, %arg4) : (index, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @nested(%lo: index, %hi: index, %c: i1) {
  scf.for %i = %lo to %hi step %hi {
    scf.for %j = %i to %hi step %hi {
      scf.if %c {
        "test.body"(%i, %j) : (index, index) -> ()
      }
    }
  }
  return
}

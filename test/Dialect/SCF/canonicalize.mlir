// RUN: strata-opt --allow-unregistered-dialect --canonicalize %s | FileCheck %s

// scf.if on a constant condition: the region that runs replaces the op
// (its yielded values replace the results); a false condition without an
// else region erases the op; nested conditionals fold one after another.
// scf.execute_region is inlined unless marked no_inline: a single block in
// place, several blocks (directly in a function or another execute_region)
// as blocks of the parent region entered by cf.br, yields becoming cf.br
// to the rest of the parent block; inside a loop body they stay.

// CHECK-LABEL: func.func @static_true(
// CHECK-SAME: %arg0: i32) -> i32 {
// CHECK-NEXT: %0 = "test.a"(%arg0) : (i32) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @static_true(%x: i32) -> i32 {
  %t = arith.constant true
  %r = scf.if %t -> i32 {
    %a = "test.a"(%x) : (i32) -> i32
    scf.yield %a : i32
  } else {
    %b = "test.b"(%x) : (i32) -> i32
    scf.yield %b : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @static_false(
// CHECK-SAME: %arg0: i32) -> i32 {
// CHECK-NEXT: %0 = "test.b"(%arg0) : (i32) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @static_false(%x: i32) -> i32 {
  %f = arith.constant false
  %r = scf.if %f -> i32 {
    %a = "test.a"(%x) : (i32) -> i32
    scf.yield %a : i32
  } else {
    %b = "test.b"(%x) : (i32) -> i32
    scf.yield %b : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @static_false_no_else(
// CHECK-SAME: %arg0: i32) {
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @static_false_no_else(%x: i32) {
  %f = arith.constant false
  scf.if %f {
    "test.a"(%x) : (i32) -> ()
  }
  return
}

// CHECK-LABEL: func.func @static_true_no_else(
// CHECK-SAME: %arg0: i32) {
// CHECK-NEXT: "test.a"(%arg0) : (i32) -> ()
// CHECK-NEXT: "test.b"(%arg0) : (i32) -> ()
// CHECK-NEXT: "test.c"() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @static_true_no_else(%x: i32) {
  %t = arith.constant true
  scf.if %t {
    "test.a"(%x) : (i32) -> ()
    "test.b"(%x) : (i32) -> ()
  }
  "test.c"() : () -> ()
  return
}

// CHECK-LABEL: func.func @nested_static(
// CHECK-SAME: %arg0: i32) {
// CHECK-NEXT: "test.live"(%arg0) : (i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @nested_static(%x: i32) {
  %t = arith.constant true
  %f = arith.constant false
  scf.if %t {
    scf.if %f {
      "test.dead"() : () -> ()
    } else {
      "test.live"(%x) : (i32) -> ()
    }
  }
  return
}

// CHECK-LABEL: func.func @inline_single(
// CHECK-SAME: %arg0: f16) -> f16 {
// CHECK-NEXT: "test.before"() : () -> ()
// CHECK-NEXT: %0 = "test.a"(%arg0) : (f16) -> f16
// CHECK-NEXT: "test.after"(%0) : (f16) -> ()
// CHECK-NEXT: return %0 : f16
// CHECK-NEXT: }
func.func @inline_single(%x: f16) -> f16 {
  "test.before"() : () -> ()
  %e = scf.execute_region -> f16 {
    %a = "test.a"(%x) : (f16) -> f16
    scf.yield %a : f16
  }
  "test.after"(%e) : (f16) -> ()
  return %e : f16
}

// CHECK-LABEL: func.func @keep_no_inline(
// CHECK-SAME: %arg0: f16) -> f16 {
// CHECK-NEXT: %0 = scf.execute_region -> f16 no_inline {
// CHECK-NEXT: %1 = "test.a"(%arg0) : (f16) -> f16
// CHECK-NEXT: scf.yield %1 : f16
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : f16
// CHECK-NEXT: }
func.func @keep_no_inline(%x: f16) -> f16 {
  %e = scf.execute_region -> f16 no_inline {
    %a = "test.a"(%x) : (f16) -> f16
    scf.yield %a : f16
  }
  return %e : f16
}

// CHECK-LABEL: func.func @merged_then_inlined(
// CHECK-SAME: %arg0: i64) -> i64 {
// CHECK-NEXT: %0 = "test.z"(%arg0) : (i64) -> i64
// CHECK-NEXT: return %0 : i64
// CHECK-NEXT: }
func.func @merged_then_inlined(%x: i64) -> i64 {
  %e = scf.execute_region -> i64 {
    cf.br ^next(%x : i64)
  ^next(%y: i64):
    %z = "test.z"(%y) : (i64) -> i64
    scf.yield %z : i64
  }
  return %e : i64
}

// CHECK-LABEL: func.func @no_results(
// CHECK-SAME: ) {
// CHECK-NEXT: "test.once"() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @no_results() {
  scf.execute_region {
    "test.once"() : () -> ()
    scf.yield
  }
  return
}

// CHECK-LABEL: func.func @multi_block(
// CHECK-SAME: %arg0: i1, %arg1: f16) -> f16 {
// CHECK-NEXT: "test.before"() : () -> ()
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2(%arg1 : f16)
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %0 = "test.p"() : () -> f16
// CHECK-NEXT: cf.br ^bb2(%0 : f16)
// CHECK-NEXT: ^bb2(%1: f16):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: "test.after"(%1) : (f16) -> ()
// CHECK-NEXT: return %1 : f16
// CHECK-NEXT: }
func.func @multi_block(%c: i1, %x: f16) -> f16 {
  "test.before"() : () -> ()
  %e = scf.execute_region -> f16 {
    cf.cond_br %c, ^a, ^b
  ^a:
    %p = "test.p"() : () -> f16
    scf.yield %p : f16
  ^b:
    scf.yield %x : f16
  }
  "test.after"(%e) : (f16) -> ()
  return %e : f16
}

// CHECK-LABEL: func.func @multi_block_no_inline(
// CHECK-SAME: %arg0: i1, %arg1: f16) -> f16 {
// CHECK-NEXT: %0 = scf.execute_region -> f16 no_inline {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %1 = "test.p"() : () -> f16
// CHECK-NEXT: scf.yield %1 : f16
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: scf.yield %arg1 : f16
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : f16
// CHECK-NEXT: }
func.func @multi_block_no_inline(%c: i1, %x: f16) -> f16 {
  %e = scf.execute_region -> f16 no_inline {
    cf.cond_br %c, ^a, ^b
  ^a:
    %p = "test.p"() : () -> f16
    scf.yield %p : f16
  ^b:
    scf.yield %x : f16
  }
  return %e : f16
}

// CHECK-LABEL: func.func @multi_block_in_loop(
// CHECK-SAME: %arg0: i1, %arg1: index, %arg2: index) {
// CHECK-NEXT: scf.for %arg3 = %arg1 to %arg2 step %arg1 {
// CHECK-NEXT: scf.execute_region {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "test.a"(%arg3) : (index) -> ()
// CHECK-NEXT: scf.yield
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @multi_block_in_loop(%c: i1, %n: index, %m: index) {
  scf.for %i = %n to %m step %n {
    scf.execute_region {
      cf.cond_br %c, ^a, ^b
    ^a:
      "test.a"(%i) : (index) -> ()
      scf.yield
    ^b:
      scf.yield
    }
  }
  return
}

// CHECK-LABEL: func.func @nested_multi(
// CHECK-SAME: %arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: cf.cond_br %arg0, ^bb2(%arg1 : i32), ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %0 = "test.q"() : () -> i32
// CHECK-NEXT: cf.br ^bb2(%0 : i32)
// CHECK-NEXT: ^bb2(%1: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: "test.mid"(%1) : (i32) -> ()
// CHECK-NEXT: cf.cond_br %arg0, ^bb4(%1 : i32), ^bb3
// CHECK-NEXT: ^bb3:  // pred: ^bb2
// CHECK-NEXT: %2 = "test.r"() : () -> i32
// CHECK-NEXT: cf.br ^bb4(%2 : i32)
// CHECK-NEXT: ^bb4(%3: i32):  // 2 preds: ^bb2, ^bb3
// CHECK-NEXT: return %3 : i32
// CHECK-NEXT: }
func.func @nested_multi(%c: i1, %x: i32) -> i32 {
  %e = scf.execute_region -> i32 {
    %f = scf.execute_region -> i32 {
      cf.cond_br %c, ^a, ^b
    ^a:
      scf.yield %x : i32
    ^b:
      %q = "test.q"() : () -> i32
      scf.yield %q : i32
    }
    "test.mid"(%f) : (i32) -> ()
    cf.cond_br %c, ^c, ^d
  ^c:
    scf.yield %f : i32
  ^d:
    %r = "test.r"() : () -> i32
    scf.yield %r : i32
  }
  return %e : i32
}

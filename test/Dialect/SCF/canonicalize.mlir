// RUN: strata-opt --allow-unregistered-dialect --canonicalize %s | FileCheck %s

// scf.if on a constant condition: the region that runs replaces the op
// (its yielded values replace the results); a false condition without an
// else region erases the op; nested conditionals fold one after another.

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

// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics | FileCheck %s

// Successful chunks print even when diagnostics are verified, as mlir-opt
// 22 does; failing chunks print nothing.

// CHECK-LABEL: module
// CHECK-NEXT: test.graph_region {
// CHECK-NEXT:   %0 = "use"(%1) : (i32) -> i32
// CHECK-NEXT:   %1 = "def"(%0) : (i32) -> i32
// CHECK-NEXT: }
test.graph_region {
  %0 = "use"(%1) : (i32) -> i32
  %1 = "def"(%0) : (i32) -> i32
}
// CHECK-NEXT: test.polyfor %arg0, %arg1 {
// CHECK-NEXT:   "body"(%arg0, %arg1) : (index, index) -> ()
// CHECK-NEXT: }
test.polyfor %i, %j {
  "body"(%i, %j) : (index, index) -> ()
}
// CHECK-NEXT: test.single_no_terminator_op : {
// CHECK-NEXT:   "x"() : () -> ()
// CHECK-NEXT: }
"test.single_no_terminator_op"() ({
  "x"() : () -> ()
}) : () -> ()
// CHECK-NEXT: test.variadic_no_terminator_op : {
// CHECK-NEXT:   "x"() : () -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT:   "y"() : () -> ()
// CHECK-NEXT: }
test.variadic_no_terminator_op : {
  "x"() : () -> ()
}, {
  "y"() : () -> ()
}
// The test dialect accepts ops it does not define.
// CHECK-NEXT: "test.not_defined"() : () -> ()
"test.not_defined"() : () -> ()

// -----

// CHECK: // -----
// expected-error @+1 {{'test.two_region_op' op expected 2 regions}}
"test.two_region_op"() ({
  "x"() : () -> ()
}) : () -> ()

// -----

// CHECK: // -----
// expected-error @+1 {{region #0 ('my_region') failed to verify constraint: region with 2 blocks}}
"test.sized_region_op"() ({
  "x"() : () -> ()
}, {
  "y"() : () -> ()
}) : () -> ()

// -----

// CHECK: // -----
// expected-error @+1 {{region #1 failed to verify constraint: region with 1 blocks}}
"test.sized_region_op"() ({
  cf.br ^next
^next:
  "x"() : () -> ()
}, {
  cf.br ^next
^next:
  "y"() : () -> ()
}) : () -> ()

// -----

// Values in a graph region may be used before they are defined; in an
// SSACFG region they may not.
// CHECK: // -----
"test.ssacfg_region"() ({
  // expected-error @+1 {{operand #0 does not dominate this use}}
  %0 = "use"(%1) : (i32) -> i32
  // expected-note @+1 {{operand defined here}}
  %1 = "def"() : () -> i32
  "test.end"() : () -> ()
}) : () -> ()

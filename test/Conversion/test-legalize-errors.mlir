// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics --test-strata-legalize
// RUN: not strata-opt %s --allow-unregistered-dialect --split-input-file --test-strata-legalize --mlir-print-ir-after-failure 2>&1 | FileCheck %s

// A partial conversion fails on an explicitly illegal op it cannot
// legalize, and everything converted before is rolled back.
// CHECK-LABEL: IR Dump After {{.*}} Failed (test-strata-legalize)
// CHECK:       func.func @explicitly_illegal(%[[A:.*]]: i16) -> i16 {
// CHECK-NEXT:    %[[S:.*]] = "test.old_add"(%[[A]], %[[A]]) : (i16, i16) -> i16
// CHECK-NEXT:    "test.illegal"() : () -> ()
// CHECK-NEXT:    return %[[S]] : i16
// CHECK-NEXT:  }
// CHECK:       error: failed to legalize operation 'test.illegal' that was explicitly marked illegal
func.func @explicitly_illegal(%a: i16) -> i16 {
  %s = "test.old_add"(%a, %a) : (i16, i16) -> i16
  // expected-error @+1 {{failed to legalize operation 'test.illegal' that was explicitly marked illegal}}
  "test.illegal"() : () -> ()
  return %s : i16
}

// -----

// The same holds inside nested regions.
func.func @nested(%a: i16) {
  "test.region"() ({
    %s = "test.old_add"(%a, %a) : (i16, i16) -> i16
    // expected-error @+1 {{failed to legalize operation 'test.stuck' that was explicitly marked illegal}}
    "test.stuck"(%s) : (i16) -> ()
    "test.end"() : () -> ()
  }) : () -> ()
  return
}

// RUN: not strata-opt %s --allow-unregistered-dialect 2>&1 | FileCheck %s

// A dialect type body holding bytes that are not UTF-8 is rejected with a
// located error instead of a crash.

// CHECK: invalid-utf8-symbol-body.mlir:[[@LINE+1]]:26: error: expected valid UTF-8 in dialect symbol body
"t.op"() : () -> (i32, !t<ÿþ>)

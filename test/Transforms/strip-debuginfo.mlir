// RUN: strata-opt %s --allow-unregistered-dialect --strip-debuginfo --mlir-print-debuginfo | FileCheck %s

// CHECK:      #[[U:.*]] = loc(unknown)
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @f(%arg0: i32 loc(unknown)) {
// CHECK-NEXT:   "u.op"() ({
// CHECK-NEXT:   ^bb0(%arg1: i32 loc(unknown)):
// CHECK-NEXT:     "u.end"() : () -> () loc(#[[U]])
// CHECK-NEXT:   }) : () -> () loc(#[[U]])
// CHECK-NEXT:   return loc(#[[U]])
// CHECK-NEXT: } loc(#[[U]])
// CHECK-NEXT: } loc(#[[U]])
// CHECK-NOT:  loc(
func.func @f(%x: i32 loc("a.mlir":1:2)) {
  "u.op"() ({
  ^bb0(%y: i32 loc("a.mlir":3:4)):
    "u.end"() : () -> () loc(fused["a.mlir":5:6, "b"])
  }) : () -> () loc("n"("a.mlir":7:8))
  return loc(callsite("c" at "a.mlir":9:10))
} loc("a.mlir":11:12)

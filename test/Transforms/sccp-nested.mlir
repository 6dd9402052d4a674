// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(sccp))' | FileCheck %s

// Run on each function separately, the analysis cannot see other
// functions: calls are opaque and arguments unknown.
// CHECK-LABEL: func.func private @callee
// CHECK-NEXT:    return %arg0 : i32
// CHECK-LABEL: func.func @caller
// CHECK-NEXT:    %[[C:.*]] = arith.constant 7 : i32
// CHECK-NEXT:    %[[R:.*]] = call @callee(%[[C]]) : (i32) -> i32
// CHECK-NEXT:    return %[[R]] : i32
func.func private @callee(%a: i32) -> i32 {
  return %a : i32
}
func.func @caller() -> i32 {
  %c = arith.constant 7 : i32
  %r = call @callee(%c) : (i32) -> i32
  return %r : i32
}

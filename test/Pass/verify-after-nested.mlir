// After a nested pipeline, the operation it ran under is verified again:
// here the callee loses an argument its caller still passes.
// RUN: not strata-opt %s --pass-pipeline='builtin.module(func.func(remove-dead-values))' 2>&1 | FileCheck %s
// With verification off the broken module is printed, in the generic form.
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(remove-dead-values))' --verify-each=false | FileCheck %s --check-prefix=NOVERIFY

// CHECK: error: 'func.call' op incorrect number of operands for callee
// NOVERIFY: "func.func"() <{function_type = () -> (), sym_name = "callee", sym_visibility = "private"}>
// NOVERIFY: "func.call"(%arg0, %arg1) <{callee = @callee}> : (i32, i32) -> i32

func.func private @callee(%a: i32, %b: i32) -> i32 {
  return %a : i32
}
func.func @caller(%x: i32, %y: i32) -> i32 {
  %r = func.call @callee(%x, %y) : (i32, i32) -> i32
  return %r : i32
}

// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-value-users | FileCheck %s --check-prefix=USERS

// `test.custom_result_name` names its results after its `names` strings
// (OpAsmOpInterface's result names); a repeated name gets a suffix.

// CHECK-LABEL: module
// CHECK-NEXT: %lhs, %lhs_0, %r = "test.custom_result_name"() <{names = ["lhs", "lhs", "r"]}> : () -> (i8, i16, i32)
// CHECK-NEXT: "use"(%lhs_0, %r) : (i16, i32) -> ()
%a, %b, %c = "test.custom_result_name"() {names = ["lhs", "lhs", "r"]} : () -> (i8, i16, i32)
"use"(%b, %c) : (i16, i32) -> ()

// An op without results gets an id when value users are printed; ids are
// given region by region, the nested region after the enclosing one.
// USERS: // users: (%2, %3), (%0), (%2, %0)
// USERS-NEXT: "use"(%lhs_0, %r) : (i16, i32) -> () // id: %0
// USERS-NEXT: %1 = "outer"() ({
// USERS-NEXT: "inner"(%lhs) : (i8) -> () // id: %3
// USERS-NEXT: }) : () -> i32 // unused
// USERS-NEXT: "use"(%lhs, %r) : (i8, i32) -> () // id: %2
%d = "outer"() ({
  "inner"(%a) : (i8) -> ()
}) : () -> i32
"use"(%a, %c) : (i8, i32) -> ()

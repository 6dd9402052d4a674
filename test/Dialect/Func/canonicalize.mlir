// RUN: strata-opt %s --canonicalize --allow-unregistered-dialect | FileCheck %s

// An indirect call of a known function is a direct call; function
// constants are uniqued and hoisted like any other constant.
// CHECK-LABEL: func.func @known_callee
// CHECK-NEXT:    %[[H:.*]] = constant @h : (i32) -> i32
// CHECK-NEXT:    %[[G:.*]] = constant @g : (i32) -> i32
// CHECK-NEXT:    %[[R:.*]] = call @g(%arg0) : (i32) -> i32
// CHECK-NEXT:    "t.keep"(%[[G]], %[[H]])
// CHECK-NEXT:    %[[S:.*]] = call @h(%[[R]]) : (i32) -> i32
// CHECK-NEXT:    return %[[S]] : i32
func.func private @g(i32) -> i32
func.func private @h(i32) -> i32
func.func @known_callee(%x: i32) -> i32 {
  %c = func.constant @g : (i32) -> i32
  %r = func.call_indirect %c(%x) : (i32) -> i32
  %c2 = func.constant @g : (i32) -> i32
  %d = func.constant @h : (i32) -> i32
  "t.keep"(%c2, %d) : ((i32) -> i32, (i32) -> i32) -> ()
  %s = func.call_indirect %d(%r) : (i32) -> i32
  return %s : i32
}

// An unknown callee stays indirect.
// CHECK-LABEL: func.func @unknown_callee
// CHECK-NEXT:    %[[R:.*]] = call_indirect %arg0(%arg1) : (i32) -> i32
func.func @unknown_callee(%f: (i32) -> i32, %x: i32) -> i32 {
  %r = func.call_indirect %f(%x) : (i32) -> i32
  return %r : i32
}

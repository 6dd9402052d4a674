// RUN: strata-opt --allow-unregistered-dialect --canonicalize --split-input-file %s | FileCheck %s

// scf.if patterns across conditionals: consecutive ifs on one condition
// merge, nested ifs become one on arith.andi, the condition is constant in
// each branch, and results equal to the condition are replaced by it.

// CHECK-LABEL: func.func @combine_ifs
// CHECK: %[[R:.*]]:2 = scf.if %arg0 -> (i32, f32) {
// CHECK-NEXT: %[[A:.*]] = "test.a"()
// CHECK-NEXT: %[[X:.*]] = "test.x"(%[[A]])
// CHECK-NEXT: scf.yield %[[A]], %[[X]]
// CHECK: } else {
// CHECK-NEXT: %[[B:.*]] = "test.b"()
// CHECK-NEXT: %[[Y:.*]] = "test.y"(%[[B]])
// CHECK-NEXT: scf.yield %[[B]], %[[Y]]
func.func @combine_ifs(%c: i1) -> (i32, f32) {
  %0 = scf.if %c -> i32 {
    %a = "test.a"() : () -> i32
    scf.yield %a : i32
  } else {
    %b = "test.b"() : () -> i32
    scf.yield %b : i32
  }
  %1 = scf.if %c -> f32 {
    %x = "test.x"(%0) : (i32) -> f32
    scf.yield %x : f32
  } else {
    %y = "test.y"(%0) : (i32) -> f32
    scf.yield %y : f32
  }
  return %0, %1 : i32, f32
}

// -----

// CHECK-LABEL: func.func @combine_nested
// CHECK: %[[AND:.*]] = arith.andi %arg0, %arg1 : i1
// CHECK-NEXT: scf.if %[[AND]] {
// CHECK-NEXT: "test.x"()
func.func @combine_nested(%a: i1, %b: i1) {
  scf.if %a {
    scf.if %b {
      "test.x"() : () -> ()
    }
  }
  return
}

// -----

// CHECK-LABEL: func.func @condition_propagation
// CHECK-DAG: %[[TRUE:.*]] = arith.constant true
// CHECK-DAG: %[[FALSE:.*]] = arith.constant false
// CHECK: "test.then"(%[[TRUE]])
// CHECK: "test.else"(%[[FALSE]])
// CHECK: "test.after"(%arg0)
func.func @condition_propagation(%c: i1) {
  scf.if %c {
    "test.then"(%c) : (i1) -> ()
  } else {
    "test.else"(%c) : (i1) -> ()
  }
  "test.after"(%c) : (i1) -> ()
  return
}

// -----

// CHECK-LABEL: func.func @yield_condition
// CHECK: %[[TRUE:.*]] = arith.constant true
// CHECK: %[[NOT:.*]] = arith.xori %arg0, %[[TRUE]] : i1
// CHECK: return %arg0, %[[NOT]], %arg1
func.func @yield_condition(%c: i1, %v: i32) -> (i1, i1, i32) {
  %true = arith.constant true
  %false = arith.constant false
  %0:3 = scf.if %c -> (i1, i1, i32) {
    scf.yield %true, %false, %v : i1, i1, i32
  } else {
    scf.yield %false, %true, %v : i1, i1, i32
  }
  return %0#0, %0#1, %0#2 : i1, i1, i32
}

// RUN: strata-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: strata-opt --allow-unregistered-dialect %s --mlir-print-op-generic | strata-opt --allow-unregistered-dialect | FileCheck %s

// Several results are written as a bare type list after `->` (found by the
// differential generator of utils/gen).

// CHECK-LABEL: func.func @two_results
// CHECK: %{{.*}}:2 = scf.index_switch %arg0 -> i32, i8
// CHECK-NEXT: case 2 {
// CHECK: default {
func.func @two_results(%a: index) -> (i32, i8) {
  %0:2 = scf.index_switch %a -> i32, i8
  case 2 {
    %c = arith.constant 2 : i32
    %d = arith.constant 2 : i8
    scf.yield %c, %d : i32, i8
  }
  default {
    %c = arith.constant 1 : i32
    %d = arith.constant 1 : i8
    scf.yield %c, %d : i32, i8
  }
  return %0#0, %0#1 : i32, i8
}

// Without results, the `scf.yield` of the default region is implied even
// after other ops; a case region prints it unless it is alone.
// CHECK-LABEL: func.func @no_results
// CHECK: case 1 {
// CHECK-NEXT: "test.use"
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: "test.use"
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @no_results(%a: index, %b: i32) {
  scf.index_switch %a
  case 1 {
    "test.use"(%b) : (i32) -> ()
    scf.yield
  }
  default {
    "test.use"(%b) : (i32) -> ()
    scf.yield
  }
  return
}

// RUN: strata-opt --allow-unregistered-dialect --canonicalize %s | FileCheck %s

// The greedy driver seeds its worklist (hoisting and uniquing constants,
// those of unreachable blocks included) before it erases the unreachable
// blocks: the constant 7 of the dead block is hoisted first, so the 3.14
// hoisted after it comes first, as mlir-opt 22 prints.

// CHECK-LABEL: func.func @f(
// CHECK-NEXT: %cst = arith.constant 3.140625 : f64
// CHECK-NEXT: %c7_i16 = arith.constant 7 : i16
// CHECK-NEXT: return %cst, %c7_i16 : f64, i16
func.func @f(%v24: f32, %v25: f64) -> (f64, i16) {
  %v31 = arith.constant -1 : i64
  cf.br ^bb3(%v31 : i64)
^bb1:
  %v38 = arith.constant false
  scf.if %v38 {
    %v54 = arith.constant 7 : i16
    "test.op"() : () -> ()
  }
  cf.br ^bb3(%v31 : i64)
^bb3(%v96: i64):
  %v108 = arith.constant 3.140625e+00 : f64
  %v109 = arith.constant 7 : i16
  return %v108, %v109 : f64, i16
}

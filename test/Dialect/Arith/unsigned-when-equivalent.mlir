// RUN: strata-opt %s --arith-unsigned-when-equivalent | FileCheck %s

// Signed ops whose operands and results are provably non-negative become
// their unsigned forms; the others stay.
// CHECK-LABEL: func.func @nonneg
// CHECK:         %[[A:.*]] = arith.andi %arg0
// CHECK-NEXT:    %[[B:.*]] = arith.ori %arg1
// CHECK-NEXT:    arith.divui %[[A]]
// CHECK-NEXT:    arith.divui %[[A]]
// CHECK-NEXT:    arith.extui %[[A]] : i16 to i32
// CHECK-NEXT:    arith.cmpi ult, %[[A]]
// CHECK-NEXT:    arith.minsi %[[A]], %[[B]]
// CHECK-NEXT:    arith.remsi %[[B]]
// CHECK-NEXT:    arith.cmpi sgt, %[[B]], %[[A]]
func.func @nonneg(%x: i16, %y: i16) -> (i16, i16, i32, i1, i16, i16, i1) {
  %c7 = arith.constant 7 : i16
  %cm = arith.constant -8 : i16
  %a = arith.andi %x, %c7 : i16
  %b = arith.ori %y, %cm : i16
  %d = arith.divsi %a, %c7 : i16
  %e = arith.floordivsi %a, %c7 : i16
  %f = arith.extsi %a : i16 to i32
  %g = arith.cmpi slt, %a, %c7 : i16
  %h = arith.minsi %a, %b : i16
  %k = arith.remsi %b, %c7 : i16
  %l = arith.cmpi sgt, %b, %a : i16
  return %d, %e, %f, %g, %h, %k, %l : i16, i16, i32, i1, i16, i16, i1
}

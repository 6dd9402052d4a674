// RUN: strata-opt %s --arith-emulate-wide-int="widest-int-supported=16" | FileCheck %s

// With 16-bit integers supported, i32 is emulated and i16 stays.
// CHECK-LABEL: func.func @mul(%arg0: vector<2xi16>, %arg1: vector<2xi16>, %arg2: i16) -> (vector<2xi16>, i16)
// CHECK-NEXT:    %0 = vector.extract %arg0[0] : i16 from vector<2xi16>
// CHECK-NEXT:    %1 = vector.extract %arg0[1] : i16 from vector<2xi16>
// CHECK-NEXT:    %2 = vector.extract %arg1[0] : i16 from vector<2xi16>
// CHECK-NEXT:    %3 = vector.extract %arg1[1] : i16 from vector<2xi16>
// CHECK-NEXT:    %low, %high = arith.mului_extended %0, %2 : i16
// CHECK-NEXT:    %4 = arith.muli %0, %3 : i16
// CHECK-NEXT:    %5 = arith.muli %1, %2 : i16
// CHECK-NEXT:    %6 = arith.addi %high, %4 : i16
// CHECK-NEXT:    %7 = arith.addi %6, %5 : i16
// CHECK-NEXT:    %cst = arith.constant dense<0> : vector<2xi16>
// CHECK-NEXT:    %8 = vector.insert %low, %cst [0] : i16 into vector<2xi16>
// CHECK-NEXT:    %9 = vector.insert %7, %8 [1] : i16 into vector<2xi16>
// CHECK-NEXT:    %10 = arith.addi %arg2, %arg2 : i16
// CHECK-NEXT:    return %9, %10 : vector<2xi16>, i16
func.func @mul(%a: i32, %b: i32, %c: i16) -> (i32, i16) {
  %0 = arith.muli %a, %b : i32
  %1 = arith.addi %c, %c : i16
  return %0, %1 : i32, i16
}

// Shifts check the amount against the half width.
// CHECK-LABEL: func.func @shift
// CHECK:         %c0_i16 = arith.constant 0 : i16
// CHECK-NEXT:    %c16_i16 = arith.constant 16 : i16
// CHECK-NEXT:    %3 = arith.cmpi uge, %2, %c16_i16 : i16
// CHECK-NEXT:    %4 = arith.shli %0, %2 : i16
// CHECK-NEXT:    %5 = arith.select %3, %c0_i16, %4 : i16
func.func @shift(%a: i32, %b: i32) -> i32 {
  %0 = arith.shli %a, %b : i32
  return %0 : i32
}

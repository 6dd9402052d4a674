// RUN: strata-opt %s --arith-expand | FileCheck %s

// CHECK-LABEL: func.func @ceildivsi
// CHECK-NEXT:    %[[Z:.*]] = arith.constant 0 : i32
// CHECK-NEXT:    %[[O:.*]] = arith.constant 1 : i32
// CHECK-NEXT:    %[[Q:.*]] = arith.divsi %arg0, %arg1 : i32
// CHECK-NEXT:    %[[P:.*]] = arith.muli %[[Q]], %arg1 : i32
// CHECK-NEXT:    %[[NE:.*]] = arith.cmpi ne, %arg0, %[[P]] : i32
// CHECK-NEXT:    %[[AN:.*]] = arith.cmpi slt, %arg0, %[[Z]] : i32
// CHECK-NEXT:    %[[BN:.*]] = arith.cmpi slt, %arg1, %[[Z]] : i32
// CHECK-NEXT:    %[[EQ:.*]] = arith.cmpi eq, %[[AN]], %[[BN]] : i1
// CHECK-NEXT:    %[[C:.*]] = arith.andi %[[NE]], %[[EQ]] : i1
// CHECK-NEXT:    %[[Q1:.*]] = arith.addi %[[Q]], %[[O]] : i32
// CHECK-NEXT:    %[[R:.*]] = arith.select %[[C]], %[[Q1]], %[[Q]] : i32
// CHECK-NEXT:    return %[[R]]
func.func @ceildivsi(%a: i32, %b: i32) -> i32 {
  %0 = arith.ceildivsi %a, %b : i32
  return %0 : i32
}

// CHECK-LABEL: func.func @ceildivui
// CHECK-NEXT:    %[[Z:.*]] = arith.constant dense<0> : vector<2xi8>
// CHECK-NEXT:    %[[IS0:.*]] = arith.cmpi eq, %arg0, %[[Z]] : vector<2xi8>
// CHECK-NEXT:    %[[O:.*]] = arith.constant dense<1> : vector<2xi8>
// CHECK-NEXT:    %[[M:.*]] = arith.subi %arg0, %[[O]] : vector<2xi8>
// CHECK-NEXT:    %[[Q:.*]] = arith.divui %[[M]], %arg1 : vector<2xi8>
// CHECK-NEXT:    %[[P:.*]] = arith.addi %[[Q]], %[[O]] : vector<2xi8>
// CHECK-NEXT:    arith.select %[[IS0]], %[[Z]], %[[P]] : vector<2xi1>, vector<2xi8>
func.func @ceildivui(%a: vector<2xi8>, %b: vector<2xi8>) -> vector<2xi8> {
  %0 = arith.ceildivui %a, %b : vector<2xi8>
  return %0 : vector<2xi8>
}

// CHECK-LABEL: func.func @floordivsi
// CHECK-NEXT:    %[[Q:.*]] = arith.divsi %arg0, %arg1 : index
// CHECK-NEXT:    %[[P:.*]] = arith.muli %[[Q]], %arg1 : index
// CHECK-NEXT:    %[[NE:.*]] = arith.cmpi ne, %arg0, %[[P]] : index
// CHECK-NEXT:    %[[Z:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[AN:.*]] = arith.cmpi slt, %arg0, %[[Z]] : index
// CHECK-NEXT:    %[[BN:.*]] = arith.cmpi slt, %arg1, %[[Z]] : index
// CHECK-NEXT:    %[[OPP:.*]] = arith.cmpi ne, %[[AN]], %[[BN]] : i1
// CHECK-NEXT:    %[[C:.*]] = arith.andi %[[NE]], %[[OPP]] : i1
// CHECK-NEXT:    %[[M:.*]] = arith.constant -1 : index
// CHECK-NEXT:    %[[QM:.*]] = arith.addi %[[Q]], %[[M]] : index
// CHECK-NEXT:    arith.select %[[C]], %[[QM]], %[[Q]] : index
func.func @floordivsi(%a: index, %b: index) -> index {
  %0 = arith.floordivsi %a, %b : index
  return %0 : index
}

// maximumf/minimumf check the right operand for NaN, maxnumf/minnumf the
// left one; integer min/max become a compare and a select.
// CHECK-LABEL: func.func @minmax
// CHECK-NEXT:    %[[C0:.*]] = arith.cmpf ugt, %arg0, %arg1 : f32
// CHECK-NEXT:    %[[S0:.*]] = arith.select %[[C0]], %arg0, %arg1 : f32
// CHECK-NEXT:    %[[N0:.*]] = arith.cmpf uno, %arg1, %arg1 : f32
// CHECK-NEXT:    arith.select %[[N0]], %arg1, %[[S0]] : f32
// CHECK-NEXT:    %[[C1:.*]] = arith.cmpf ult, %arg0, %arg1 : f32
// CHECK-NEXT:    %[[S1:.*]] = arith.select %[[C1]], %arg0, %arg1 : f32
// CHECK-NEXT:    %[[N1:.*]] = arith.cmpf uno, %arg0, %arg0 : f32
// CHECK-NEXT:    arith.select %[[N1]], %arg1, %[[S1]] : f32
// CHECK-NEXT:    %[[C2:.*]] = arith.cmpi ult, %arg2, %arg3 : i64
// CHECK-NEXT:    arith.select %[[C2]], %arg2, %arg3 : i64
// CHECK-NEXT:    arith.divsi
func.func @minmax(%x: f32, %y: f32, %a: i64, %b: i64) -> (f32, f32, i64, i64) {
  %0 = arith.maximumf %x, %y : f32
  %1 = arith.minnumf %x, %y : f32
  %2 = arith.minui %a, %b : i64
  %3 = arith.divsi %a, %b : i64
  return %0, %1, %2, %3 : f32, f32, i64, i64
}

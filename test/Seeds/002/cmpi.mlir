// RUN: strata-opt --legacy-syntax %s | FileCheck %s
// RUN: strata-opt --legacy-syntax %s --convert-std-to-core | FileCheck %s --check-prefix=CORE

// Seed 002, 'cmpi' operation (wrapped: operands as arguments; each generic
// form gets its own result name; the missing ')' of the last type is fixed).
func @f(%lhs: i32, %rhs: i32, %vl: vector<4xi64>, %vr: vector<4xi64>) {
// Custom form of scalar "signed less than" comparison.
%x = cmpi "slt", %lhs, %rhs : i32

// Generic form of the same operation.
%x2 = "std.cmpi"(%lhs, %rhs){predicate: 2} : (i32, i32) -> i1

// Custom form of vector equality comparison.
%x3 = cmpi "eq", %vl, %vr : vector<4xi64>

// Generic form of the same operation.
%x4 = "std.cmpi"(%vl, %vr){predicate: 0}
  : (vector<4xi64>, vector<4xi64>) -> vector<4xi1>
return
}

// CHECK-LABEL: func.func @f(%arg0: i32, %arg1: i32, %arg2: vector<4xi64>, %arg3: vector<4xi64>) {
// CHECK: %0 = cmpi "slt", %arg0, %arg1 : i32
// CHECK: %1 = cmpi "slt", %arg0, %arg1 : i32
// CHECK: %2 = cmpi "eq", %arg2, %arg3 : vector<4xi64>
// CHECK: %3 = cmpi "eq", %arg2, %arg3 : vector<4xi64>
// CHECK: std.return

// CORE-LABEL: func.func @f(%arg0: i32, %arg1: i32, %arg2: vector<4xi64>, %arg3: vector<4xi64>) {
// CORE: %0 = arith.cmpi slt, %arg0, %arg1 : i32
// CORE: %1 = arith.cmpi slt, %arg0, %arg1 : i32
// CORE: %2 = arith.cmpi eq, %arg2, %arg3 : vector<4xi64>
// CORE: %3 = arith.cmpi eq, %arg2, %arg3 : vector<4xi64>
// CORE: return

// RUN: strata-opt --legacy-syntax %s | FileCheck %s
// RUN: strata-opt --legacy-syntax %s --convert-std-to-core | FileCheck %s --check-prefix=CORE

// Seed 002, 'select' operation (wrapped: operands as arguments; the
// generic form gets its own result name).
func @f(%cond: i1, %true: i32, %false: i32, %vcond: vector<42xi1>, %vtrue: vector<42xf32>, %vfalse: vector<42xf32>) {
// Custom form of scalar selection.
%x = select %cond, %true, %false : i32

// Generic form of the same operation.
%x2 = "std.select"(%cond, %true, %false) : (i1, i32, i32) -> i32

// Vector selection is element-wise
%vx = "std.select"(%vcond, %vtrue, %vfalse)
    : (vector<42xi1>, vector<42xf32>, vector<42xf32>) -> vector<42xf32>
return
}

// CHECK-LABEL: func.func @f(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: vector<42xi1>, %arg4: vector<42xf32>, %arg5: vector<42xf32>) {
// CHECK: %0 = select %arg0, %arg1, %arg2 : i32
// CHECK: %1 = select %arg0, %arg1, %arg2 : i32
// CHECK: %2 = select %arg3, %arg4, %arg5 : vector<42xf32>
// CHECK: std.return

// CORE-LABEL: func.func @f(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: vector<42xi1>, %arg4: vector<42xf32>, %arg5: vector<42xf32>) {
// CORE: %0 = arith.select %arg0, %arg1, %arg2 : i32
// CORE: %1 = arith.select %arg0, %arg1, %arg2 : i32
// CORE: %2 = arith.select %arg3, %arg4, %arg5 : vector<42xi1>, vector<42xf32>
// CORE: return

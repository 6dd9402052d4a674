// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @vectors
// CHECK: %0 = vector.broadcast %arg0 : f32 to vector<4xf32>
// CHECK: %1 = vector.extract %arg1[%arg2, %arg3] : i32 from vector<4x4xi32>
// CHECK: %2 = vector.extract %arg1[1, %arg3] : i32 from vector<4x4xi32>
// GENERIC: "vector.extract"(%arg1, %arg3) <{static_position = array<i64: 1, -9223372036854775808>}> : (vector<4x4xi32>, index) -> i32
func.func @vectors(%s: f32, %v: vector<4x4xi32>, %i: index, %j: index) {
  %0 = vector.broadcast %s : f32 to vector<4xf32>
  %1 = vector.extract %v[%i, %j] : i32 from vector<4x4xi32>
  %2 = vector.extract %v[1, %j] : i32 from vector<4x4xi32>
  return
}

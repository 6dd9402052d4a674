// RUN: strata-opt --legacy-syntax %s | FileCheck %s
// RUN: strata-opt --legacy-syntax %s --convert-std-to-core | FileCheck %s --check-prefix=CORE

// Seed 001, Index Linearization: the std loads before the conversion
// (wrapped: the memrefs as arguments; the constant indices of the seed,
// which a load takes as SSA values, are index constants).
func @zero_d(%m: memref<f32>) -> f32 {
  %0 = load %m[] : memref<f32>
  return %0 : f32
}
func @indexed(%m: memref<10x?x13x?xf32>) -> f32 {
  %c1 = constant 1 : index
  %c2 = constant 2 : index
  %c3 = constant 3 : index
  %c4 = constant 4 : index
  %0 = load %m[%c1, %c2, %c3, %c4] : memref<10x?x13x?xf32>
  return %0 : f32
}

// CHECK-LABEL: func.func @zero_d(%arg0: memref<f32>) -> f32 {
// CHECK: %0 = load %arg0[] : memref<f32>
// CHECK: std.return %0 : f32
// CHECK-LABEL: func.func @indexed(%arg0: memref<10x?x13x?xf32>) -> f32 {
// CHECK: %c1 = std.constant 1 : index
// CHECK: %c2 = std.constant 2 : index
// CHECK: %c3 = std.constant 3 : index
// CHECK: %c4 = std.constant 4 : index
// CHECK: %0 = load %arg0[%c1, %c2, %c3, %c4] : memref<10x?x13x?xf32>
// CHECK: std.return %0 : f32

// CORE-LABEL: func.func @zero_d(%arg0: memref<f32>) -> f32 {
// CORE: %0 = memref.load %arg0[] : memref<f32>
// CORE: return %0 : f32
// CORE-LABEL: func.func @indexed(%arg0: memref<10x?x13x?xf32>) -> f32 {
// CORE: %c1 = arith.constant 1 : index
// CORE: %c2 = arith.constant 2 : index
// CORE: %c3 = arith.constant 3 : index
// CORE: %c4 = arith.constant 4 : index
// CORE: %0 = memref.load %arg0[%c1, %c2, %c3, %c4] : memref<10x?x13x?xf32>
// CORE: return %0 : f32

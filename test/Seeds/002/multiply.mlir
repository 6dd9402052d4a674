// RUN: strata-opt --legacy-syntax %s | FileCheck %s
// RUN: strata-opt --legacy-syntax %s --convert-std-to-core | FileCheck %s --check-prefix=CORE

// RUN: strata-opt --legacy-syntax %s | FileCheck %s
// RUN: strata-opt --legacy-syntax %s --convert-std-to-core | FileCheck %s --check-prefix=CORE

// Seed 002, the module at the top of the language reference: @multiply.
// Typo fixed: 'store 0 to %C[%i, %j]' stores a zero constant with the
// store syntax of the 'store' section.
func @multiply(%A: memref<100x?xf32>, %B: memref<?x50xf32>)
  -> (memref<100x50xf32>) {
  // Compute the inner dimension of %A.
  %n = dim %A, 1 : memref<100x?xf32>

  // Allocate memory for the multiplication result.
  %C = alloc() : memref<100x50xf32>
  %zero = constant 0.0 : f32

  // Multiplication loop nest.
  affine.for %i = 0 to 100 {
    affine.for %j = 0 to 50 {
      store %zero, %C[%i, %j] : memref<100x50xf32>
      affine.for %k = 0 to %n {
        %a_v = load %A[%i, %k] : memref<100x?xf32>
        %b_v = load %B[%k, %j] : memref<?x50xf32>
        %prod = mulf %a_v, %b_v : f32
        %c_v = load %C[%i, %j] : memref<100x50xf32>
        %sum = addf %c_v, %prod : f32
        store %sum, %C[%i, %j] : memref<100x50xf32>
      }
    }
  }
  return %C : memref<100x50xf32>
}

// CHECK-LABEL: func.func @multiply
// CHECK: affine.for
// CHECK: std.mulf
// CHECK: std.addf
// CHECK: std.store
// CORE-LABEL: func.func @multiply
// CORE: affine.for
// CORE: arith.mulf
// CORE: arith.addf
// CORE: memref.store

// CHECK-LABEL: func.func @multiply(%arg0: memref<100x?xf32>, %arg1: memref<?x50xf32>) -> memref<100x50xf32> {
// CHECK: %0 = std.dim %arg0, 1 : memref<100x?xf32>
// CHECK: %1 = std.alloc() : memref<100x50xf32>
// CHECK: %cst = std.constant 0.000000e+00 : f32
// CHECK: affine.for %arg2 = 0 to 100 {
// CHECK: affine.for %arg3 = 0 to 50 {
// CHECK: std.store %cst, %1[%arg2, %arg3] : memref<100x50xf32>
// CHECK: affine.for %arg4 = 0 to %0 {
// CHECK: %2 = std.load %arg0[%arg2, %arg4] : memref<100x?xf32>
// CHECK: %3 = std.load %arg1[%arg4, %arg3] : memref<?x50xf32>
// CHECK: %4 = std.mulf %2, %3 : f32
// CHECK: %5 = std.load %1[%arg2, %arg3] : memref<100x50xf32>
// CHECK: %6 = std.addf %5, %4 : f32
// CHECK: std.store %6, %1[%arg2, %arg3] : memref<100x50xf32>
// CHECK: std.return %1 : memref<100x50xf32>

// CORE-LABEL: func.func @multiply(%arg0: memref<100x?xf32>, %arg1: memref<?x50xf32>) -> memref<100x50xf32> {
// CORE: %c1 = arith.constant 1 : index
// CORE: %dim = memref.dim %arg0, %c1 : memref<100x?xf32>
// CORE: %alloc = memref.alloc() : memref<100x50xf32>
// CORE: %cst = arith.constant 0.000000e+00 : f32
// CORE: affine.for %arg2 = 0 to 100 {
// CORE: affine.for %arg3 = 0 to 50 {
// CORE: memref.store %cst, %alloc[%arg2, %arg3] : memref<100x50xf32>
// CORE: affine.for %arg4 = 0 to %dim {
// CORE: %0 = memref.load %arg0[%arg2, %arg4] : memref<100x?xf32>
// CORE: %1 = memref.load %arg1[%arg4, %arg3] : memref<?x50xf32>
// CORE: %2 = arith.mulf %0, %1 : f32
// CORE: %3 = memref.load %alloc[%arg2, %arg3] : memref<100x50xf32>
// CORE: %4 = arith.addf %3, %2 : f32
// CORE: memref.store %4, %alloc[%arg2, %arg3] : memref<100x50xf32>
// CORE: return %alloc : memref<100x50xf32>

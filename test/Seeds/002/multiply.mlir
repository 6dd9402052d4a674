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
// CHECK: mulf
// CHECK: addf
// CHECK: store
// CORE-LABEL: func.func @multiply
// CORE: affine.for
// CORE: arith.mulf
// CORE: arith.addf
// CORE: memref.store

// RUN: strata-run %s --lower-affine --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts -e main --entry-point-result=void | FileCheck %s

// The language reference's matrix product (@multiply, affine loops over
// memrefs with a dynamic inner dimension) lowered through memref descriptors
// and run: A = [[0,1,2],[1,2,3]] times its transpose.
// CHECK: Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 2 offset = 0 sizes = [2, 2] strides = [2, 1] data =
// CHECK-NEXT: {{\[}}[5,   8],
// CHECK-NEXT: [8,   14]]

func.func @multiply(%A: memref<2x?xf32>, %B: memref<?x2xf32>) -> memref<2x2xf32> {
  %c1 = arith.constant 1 : index
  %n = memref.dim %A, %c1 : memref<2x?xf32>
  %C = memref.alloc() : memref<2x2xf32>
  %z = arith.constant 0.0 : f32
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 2 {
      affine.store %z, %C[%i, %j] : memref<2x2xf32>
      affine.for %k = 0 to %n {
        %a = affine.load %A[%i, %k] : memref<2x?xf32>
        %b = affine.load %B[%k, %j] : memref<?x2xf32>
        %p = arith.mulf %a, %b : f32
        %c = affine.load %C[%i, %j] : memref<2x2xf32>
        %s = arith.addf %c, %p : f32
        affine.store %s, %C[%i, %j] : memref<2x2xf32>
      }
    }
  }
  return %C : memref<2x2xf32>
}
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %A = memref.alloc() : memref<2x3xf32>
  %B = memref.alloc() : memref<3x2xf32>
  affine.for %i = 0 to 2 {
    affine.for %k = 0 to 3 {
      %ii = arith.index_cast %i : index to i32
      %kk = arith.index_cast %k : index to i32
      %s = arith.addi %ii, %kk : i32
      %f = arith.sitofp %s : i32 to f32
      affine.store %f, %A[%i, %k] : memref<2x3xf32>
      affine.store %f, %B[%k, %i] : memref<3x2xf32>
    }
  }
  %Ad = memref.cast %A : memref<2x3xf32> to memref<2x?xf32>
  %Bd = memref.cast %B : memref<3x2xf32> to memref<?x2xf32>
  %C = func.call @multiply(%Ad, %Bd) : (memref<2x?xf32>, memref<?x2xf32>) -> memref<2x2xf32>
  %U = memref.cast %C : memref<2x2xf32> to memref<*xf32>
  func.call @printMemrefF32(%U) : (memref<*xf32>) -> ()
  return
}

// RUN: strata-opt %s --lower-affine --convert-scf-to-cf | FileCheck %s

// Seed 002's matmul, lowered from affine loops through scf to branches.
// (Running it needs the memref lowering to LLVM, which is not on this
// branch yet.)

// CHECK: module {
// CHECK-NEXT: func.func @multiply(%arg0: memref<100x?xf32>, %arg1: memref<?x50xf32>) -> memref<100x50xf32> {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c1 : memref<100x?xf32>
// CHECK-NEXT: %alloc = memref.alloc() : memref<100x50xf32>
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c100 = arith.constant 100 : index
// CHECK-NEXT: %c1_0 = arith.constant 1 : index
// CHECK-NEXT: cf.br ^bb1(%c0 : index)
// CHECK-NEXT: ^bb1(%0: index):  // 2 preds: ^bb0, ^bb8
// CHECK-NEXT: %1 = arith.cmpi slt, %0, %c100 : index
// CHECK-NEXT: cf.cond_br %1, ^bb2, ^bb9
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %c50 = arith.constant 50 : index
// CHECK-NEXT: %c1_2 = arith.constant 1 : index
// CHECK-NEXT: cf.br ^bb3(%c0_1 : index)
// CHECK-NEXT: ^bb3(%2: index):  // 2 preds: ^bb2, ^bb7
// CHECK-NEXT: %3 = arith.cmpi slt, %2, %c50 : index
// CHECK-NEXT: cf.cond_br %3, ^bb4, ^bb8
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT: memref.store %cst, %alloc[%0, %2] : memref<100x50xf32>
// CHECK-NEXT: %c0_3 = arith.constant 0 : index
// CHECK-NEXT: %c1_4 = arith.constant 1 : index
// CHECK-NEXT: cf.br ^bb5(%c0_3 : index)
// CHECK-NEXT: ^bb5(%4: index):  // 2 preds: ^bb4, ^bb6
// CHECK-NEXT: %5 = arith.cmpi slt, %4, %dim : index
// CHECK-NEXT: cf.cond_br %5, ^bb6, ^bb7
// CHECK-NEXT: ^bb6:  // pred: ^bb5
// CHECK-NEXT: %6 = memref.load %arg0[%0, %4] : memref<100x?xf32>
// CHECK-NEXT: %7 = memref.load %arg1[%4, %2] : memref<?x50xf32>
// CHECK-NEXT: %8 = arith.mulf %6, %7 : f32
// CHECK-NEXT: %9 = memref.load %alloc[%0, %2] : memref<100x50xf32>
// CHECK-NEXT: %10 = arith.addf %9, %8 : f32
// CHECK-NEXT: memref.store %10, %alloc[%0, %2] : memref<100x50xf32>
// CHECK-NEXT: %11 = arith.addi %4, %c1_4 : index
// CHECK-NEXT: cf.br ^bb5(%11 : index)
// CHECK-NEXT: ^bb7:  // pred: ^bb5
// CHECK-NEXT: %12 = arith.addi %2, %c1_2 : index
// CHECK-NEXT: cf.br ^bb3(%12 : index)
// CHECK-NEXT: ^bb8:  // pred: ^bb3
// CHECK-NEXT: %13 = arith.addi %0, %c1_0 : index
// CHECK-NEXT: cf.br ^bb1(%13 : index)
// CHECK-NEXT: ^bb9:  // pred: ^bb1
// CHECK-NEXT: return %alloc : memref<100x50xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// The multiply kernel of the language reference's opening example (seed
// 002, "Here's an example of an MLIR module"), in MLIR 22 syntax: `func`
// is `func.func`, `dim`/`alloc`/`load`/`store` are memref ops with the
// dimension index as an SSA constant, `mulf`/`addf` are arith ops, and the
// seed's `store 0 to %C[...]` is a store of an f32 zero.
func.func @multiply(%A: memref<100x?xf32>, %B: memref<?x50xf32>) -> (memref<100x50xf32>) {
  %c1 = arith.constant 1 : index
  %n = memref.dim %A, %c1 : memref<100x?xf32>
  %C = memref.alloc() : memref<100x50xf32>
  %zero = arith.constant 0.0 : f32
  affine.for %i = 0 to 100 {
    affine.for %j = 0 to 50 {
      memref.store %zero, %C[%i, %j] : memref<100x50xf32>
      affine.for %k = 0 to %n {
        %a_v = memref.load %A[%i, %k] : memref<100x?xf32>
        %b_v = memref.load %B[%k, %j] : memref<?x50xf32>
        %prod = arith.mulf %a_v, %b_v : f32
        %c_v = memref.load %C[%i, %j] : memref<100x50xf32>
        %sum = arith.addf %c_v, %prod : f32
        memref.store %sum, %C[%i, %j] : memref<100x50xf32>
      }
    }
  }
  return %C : memref<100x50xf32>
}


// RUN: strata-opt %s --lower-affine | FileCheck %s

// affine.parallel becomes scf.parallel: per dimension, the lower bound
// group's max then the upper bound group's min, then the steps; each
// reduction starts from its identity and combines in an scf.reduce region.
// Bounds compose with affine.apply producers first. (Expected output:
// mlir-opt 22.)


// CHECK: module {
// CHECK-NEXT:   func.func @band(%arg0: memref<?x?xf32>, %arg1: index, %arg2: f32) {
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %0 = arith.muli %arg1, %c2 overflow<nsw> : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c10 = arith.constant 10 : index
// CHECK-NEXT:     %1 = arith.addi %arg1, %c10 : index
// CHECK-NEXT:     %c20 = arith.constant 20 : index
// CHECK-NEXT:     %2 = arith.minsi %1, %c20 : index
// CHECK-NEXT:     %c2_0 = arith.constant 2 : index
// CHECK-NEXT:     %3 = arith.maxsi %arg1, %c2_0 : index
// CHECK-NEXT:     %c2_1 = arith.constant 2 : index
// CHECK-NEXT:     %4 = arith.muli %arg1, %c2_1 overflow<nsw> : index
// CHECK-NEXT:     %c2_2 = arith.constant 2 : index
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     scf.parallel (%arg3, %arg4) = (%c0, %3) to (%2, %4) step (%c2_2, %c3) {
// CHECK-NEXT:       memref.store %arg2, %arg0[%arg3, %arg4] : memref<?x?xf32>
// CHECK-NEXT:       scf.reduce
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @reductions(%arg0: memref<?x?xf32>, %arg1: index, %arg2: i32) -> (f32, f32, i32, i32) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %cst = arith.constant 0xFF800000 : f32
// CHECK-NEXT:     %cst_0 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %0:4 = scf.parallel (%arg3) = (%c0) to (%arg1) step (%c1) init (%cst, %cst_0, %c-1_i32, %c1_i32) -> (f32, f32, i32, i32) {
// CHECK-NEXT:       %1 = memref.load %arg0[%arg3, %arg3] : memref<?x?xf32>
// CHECK-NEXT:       scf.reduce(%1, %1, %arg2, %arg2 : f32, f32, i32, i32) {
// CHECK-NEXT:       ^bb0(%arg4: f32, %arg5: f32):
// CHECK-NEXT:         %2 = arith.maximumf %arg4, %arg5 : f32
// CHECK-NEXT:         scf.reduce.return %2 : f32
// CHECK-NEXT:       }, {
// CHECK-NEXT:       ^bb0(%arg4: f32, %arg5: f32):
// CHECK-NEXT:         %2 = arith.mulf %arg4, %arg5 : f32
// CHECK-NEXT:         scf.reduce.return %2 : f32
// CHECK-NEXT:       }, {
// CHECK-NEXT:       ^bb0(%arg4: i32, %arg5: i32):
// CHECK-NEXT:         %2 = arith.andi %arg4, %arg5 : i32
// CHECK-NEXT:         scf.reduce.return %2 : i32
// CHECK-NEXT:       }, {
// CHECK-NEXT:       ^bb0(%arg4: i32, %arg5: i32):
// CHECK-NEXT:         %2 = arith.muli %arg4, %arg5 : i32
// CHECK-NEXT:         scf.reduce.return %2 : i32
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0#0, %0#1, %0#2, %0#3 : f32, f32, i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @band(%A: memref<?x?xf32>, %n: index, %v: f32) {
  %k = affine.apply affine_map<()[s0] -> (s0 * 2)>()[%n]
  affine.parallel (%i, %j) = (0, max(%n, 2)) to (min(%n + 10, 20), symbol(%k)) step (2, 3) {
    affine.store %v, %A[%i, %j] : memref<?x?xf32>
  }
  return
}

func.func @reductions(%A: memref<?x?xf32>, %n: index, %x: i32) -> (f32, f32, i32, i32) {
  %r:4 = affine.parallel (%i) = (0) to (%n) reduce ("maximumf", "mulf", "andi", "muli") -> (f32, f32, i32, i32) {
    %a = affine.load %A[%i, %i] : memref<?x?xf32>
    affine.yield %a, %a, %x, %x : f32, f32, i32, i32
  }
  return %r#0, %r#1, %r#2, %r#3 : f32, f32, i32, i32
}

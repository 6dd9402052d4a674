// RUN: strata-opt %s --split-input-file --int-range-optimizations | FileCheck %s
// RUN: strata-opt %s --split-input-file --arith-int-range-narrowing=int-bitwidths-supported=32 | FileCheck %s --check-prefix=NARROW

// The induction variable of scf.for ranges over [lb, ub - 1]: the
// comparison with the upper bound is always true.
// CHECK-LABEL: func.func @for_iv
// CHECK:         %[[ONE:.*]] = arith.constant 1 : i32
// CHECK:         scf.for %[[I:.*]] =
// CHECK-NEXT:      %[[X:.*]] = arith.index_cast %[[I]] : index to i32
// CHECK-NEXT:      %[[S:.*]] = arith.addi %[[X]], %[[ONE]] : i32
// CHECK-NEXT:      memref.store %[[S]]
// NARROW-LABEL: func.func @for_iv
// NARROW:         arith.index_castui %{{.*}} : index to i32
// NARROW-NEXT:    arith.cmpi slt, %{{.*}}, %{{.*}} : i32
func.func @for_iv(%m: memref<?xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  scf.for %i = %c0 to %c10 step %c1 {
    %cmp = arith.cmpi slt, %i, %c10 : index
    %x = arith.index_cast %i : index to i32
    %y = arith.extui %cmp : i1 to i32
    %z = arith.addi %x, %y : i32
    memref.store %z, %m[%i] : memref<?xi32>
  }
  return
}

// -----

// scf.parallel: a dimension running once has a constant induction
// variable; a lower bound bounds the other one from below even with a
// dynamic upper bound.
// CHECK-LABEL: func.func @parallel_ivs
// CHECK:         %[[ONE:.*]] = arith.constant 1 : i32
// CHECK:         scf.parallel
// CHECK-NEXT:      memref.store %[[ONE]]
func.func @parallel_ivs(%m: memref<?xi32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i, %j) = (%c0, %c1) to (%c1, %n) step (%c1, %c1) {
    %cmp = arith.cmpi sge, %j, %c1 : index
    %x = arith.index_cast %i : index to i32
    %y = arith.extui %cmp : i1 to i32
    %z = arith.addi %x, %y : i32
    memref.store %z, %m[%j] : memref<?xi32>
  }
  return
}

// -----

// scf.forall with static bounds.
// CHECK-LABEL: func.func @forall_iv
// CHECK:         %[[C:.*]] = arith.constant dense<1> : tensor<1xi32>
// CHECK:         tensor.parallel_insert_slice %[[C]]
func.func @forall_iv(%t: tensor<8xi32>) -> tensor<8xi32> {
  %r = scf.forall (%i) in (8) shared_outs(%o = %t) -> tensor<8xi32> {
    %c8 = arith.constant 8 : index
    %cmp = arith.cmpi ult, %i, %c8 : index
    %x = arith.extui %cmp : i1 to i32
    %s = tensor.from_elements %x : tensor<1xi32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [1] [1] : tensor<1xi32> into tensor<8xi32>
    }
  }
  return %r : tensor<8xi32>
}

// -----

// A negative step swaps the bounds: the variable stays within [ub, lb].
// CHECK-LABEL: func.func @negative_step
// CHECK:         %[[T:.*]] = arith.constant true
// CHECK:         scf.for
// CHECK-NEXT:      memref.store %[[T]]
func.func @negative_step(%m: memref<i1>) {
  %c2 = arith.constant 2 : i32
  %c9 = arith.constant 9 : i32
  %cm1 = arith.constant -1 : i32
  scf.for %i = %c9 to %c2 step %cm1 : i32 {
    %cmp = arith.cmpi sle, %i, %c9 : i32
    memref.store %cmp, %m[] : memref<i1>
  }
  return
}

// RUN: strata-opt --allow-unregistered-dialect --convert-scf-to-cf %s | FileCheck %s

// scf.parallel becomes a nest of counted loops (outermost dimension
// first), its reductions merged into the innermost body with the loop-carried
// value as first argument; scf.forall without outputs first gets constants
// for its static bounds (lower bounds, upper bounds, steps in turn).

// CHECK-LABEL: func.func @reduce_two(
// CHECK-SAME: %arg0: index, %arg1: index, %arg2: index, %arg3: memref<?xf32>, %arg4: f32) -> (f32, i32) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: cf.br ^bb1(%arg0, %arg4, %c0_i32 : index, f32, i32)
// CHECK-NEXT: ^bb1(%0: index, %1: f32, %2: i32):  // 2 preds: ^bb0, ^bb5
// CHECK-NEXT: %3 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT: cf.cond_br %3, ^bb2, ^bb6
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: cf.br ^bb3(%arg0, %1, %2 : index, f32, i32)
// CHECK-NEXT: ^bb3(%4: index, %5: f32, %6: i32):  // 2 preds: ^bb2, ^bb4
// CHECK-NEXT: %7 = arith.cmpi slt, %4, %arg1 : index
// CHECK-NEXT: cf.cond_br %7, ^bb4, ^bb5
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT: %8 = memref.load %arg3[%0] : memref<?xf32>
// CHECK-NEXT: %9 = arith.index_cast %4 : index to i32
// CHECK-NEXT: %10 = arith.addf %5, %8 : f32
// CHECK-NEXT: %11 = arith.addi %6, %9 : i32
// CHECK-NEXT: %12 = arith.addi %4, %arg2 : index
// CHECK-NEXT: cf.br ^bb3(%12, %10, %11 : index, f32, i32)
// CHECK-NEXT: ^bb5:  // pred: ^bb3
// CHECK-NEXT: %13 = arith.addi %0, %arg2 : index
// CHECK-NEXT: cf.br ^bb1(%13, %5, %6 : index, f32, i32)
// CHECK-NEXT: ^bb6:  // pred: ^bb1
// CHECK-NEXT: return %1, %2 : f32, i32
// CHECK-NEXT: }
func.func @reduce_two(%lb: index, %ub: index, %st: index, %m: memref<?xf32>, %init: f32) -> (f32, i32) {
  %c0 = arith.constant 0 : i32
  %r:2 = scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%st, %st) init (%init, %c0) -> (f32, i32) {
    %v = memref.load %m[%i] : memref<?xf32>
    %w = arith.index_cast %j : index to i32
    scf.reduce(%v, %w : f32, i32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }, {
    ^bb0(%a: i32, %b: i32):
      %s = arith.addi %a, %b : i32
      scf.reduce.return %s : i32
    }
  }
  return %r#0, %r#1 : f32, i32
}

// CHECK-LABEL: func.func @three_dims(
// CHECK-SAME: %arg0: index, %arg1: memref<?xf32>, %arg2: f32) {
// CHECK-NEXT: cf.br ^bb1(%arg0 : index)
// CHECK-NEXT: ^bb1(%0: index):  // 2 preds: ^bb0, ^bb8
// CHECK-NEXT: %1 = arith.cmpi slt, %0, %arg0 : index
// CHECK-NEXT: cf.cond_br %1, ^bb2, ^bb9
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: cf.br ^bb3(%arg0 : index)
// CHECK-NEXT: ^bb3(%2: index):  // 2 preds: ^bb2, ^bb7
// CHECK-NEXT: %3 = arith.cmpi slt, %2, %arg0 : index
// CHECK-NEXT: cf.cond_br %3, ^bb4, ^bb8
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT: cf.br ^bb5(%arg0 : index)
// CHECK-NEXT: ^bb5(%4: index):  // 2 preds: ^bb4, ^bb6
// CHECK-NEXT: %5 = arith.cmpi slt, %4, %arg0 : index
// CHECK-NEXT: cf.cond_br %5, ^bb6, ^bb7
// CHECK-NEXT: ^bb6:  // pred: ^bb5
// CHECK-NEXT: memref.store %arg2, %arg1[%4] : memref<?xf32>
// CHECK-NEXT: %6 = arith.addi %4, %arg0 : index
// CHECK-NEXT: cf.br ^bb5(%6 : index)
// CHECK-NEXT: ^bb7:  // pred: ^bb5
// CHECK-NEXT: %7 = arith.addi %2, %arg0 : index
// CHECK-NEXT: cf.br ^bb3(%7 : index)
// CHECK-NEXT: ^bb8:  // pred: ^bb3
// CHECK-NEXT: %8 = arith.addi %0, %arg0 : index
// CHECK-NEXT: cf.br ^bb1(%8 : index)
// CHECK-NEXT: ^bb9:  // pred: ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @three_dims(%n: index, %m: memref<?xf32>, %x: f32) {
  scf.parallel (%i, %j, %k) = (%n, %n, %n) to (%n, %n, %n) step (%n, %n, %n) {
    memref.store %x, %m[%k] : memref<?xf32>
  }
  return
}

// CHECK-LABEL: func.func @forall(
// CHECK-SAME: %arg0: index, %arg1: memref<?xf32>, %arg2: f32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c1_1 = arith.constant 1 : index
// CHECK-NEXT: cf.br ^bb1(%c0 : index)
// CHECK-NEXT: ^bb1(%0: index):  // 2 preds: ^bb0, ^bb5
// CHECK-NEXT: %1 = arith.cmpi slt, %0, %arg0 : index
// CHECK-NEXT: cf.cond_br %1, ^bb2, ^bb6
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: cf.br ^bb3(%c0_0 : index)
// CHECK-NEXT: ^bb3(%2: index):  // 2 preds: ^bb2, ^bb4
// CHECK-NEXT: %3 = arith.cmpi slt, %2, %c8 : index
// CHECK-NEXT: cf.cond_br %3, ^bb4, ^bb5
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT: memref.store %arg2, %arg1[%2] : memref<?xf32>
// CHECK-NEXT: %4 = arith.addi %2, %c1_1 : index
// CHECK-NEXT: cf.br ^bb3(%4 : index)
// CHECK-NEXT: ^bb5:  // pred: ^bb3
// CHECK-NEXT: %5 = arith.addi %0, %c1 : index
// CHECK-NEXT: cf.br ^bb1(%5 : index)
// CHECK-NEXT: ^bb6:  // pred: ^bb1
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: cf.br ^bb7(%c2 : index)
// CHECK-NEXT: ^bb7(%6: index):  // 2 preds: ^bb6, ^bb8
// CHECK-NEXT: %7 = arith.cmpi slt, %6, %arg0 : index
// CHECK-NEXT: cf.cond_br %7, ^bb8, ^bb9
// CHECK-NEXT: ^bb8:  // pred: ^bb7
// CHECK-NEXT: memref.store %arg2, %arg1[%6] : memref<?xf32>
// CHECK-NEXT: %8 = arith.addi %6, %c3 : index
// CHECK-NEXT: cf.br ^bb7(%8 : index)
// CHECK-NEXT: ^bb9:  // pred: ^bb7
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @forall(%n: index, %m: memref<?xf32>, %x: f32) {
  scf.forall (%i, %j) in (%n, 8) {
    memref.store %x, %m[%j] : memref<?xf32>
  }
  scf.forall (%i) = (2) to (%n) step (3) {
    memref.store %x, %m[%i] : memref<?xf32>
  }
  return
}

// CHECK-LABEL: func.func @nested_if(
// CHECK-SAME: %arg0: index, %arg1: i1, %arg2: f32) -> f32 {
// CHECK-NEXT: cf.br ^bb1(%arg0, %arg2 : index, f32)
// CHECK-NEXT: ^bb1(%0: index, %1: f32):  // 2 preds: ^bb0, ^bb6
// CHECK-NEXT: %2 = arith.cmpi slt, %0, %arg0 : index
// CHECK-NEXT: cf.cond_br %2, ^bb2, ^bb7
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: cf.cond_br %arg1, ^bb3, ^bb4
// CHECK-NEXT: ^bb3:  // pred: ^bb2
// CHECK-NEXT: cf.br ^bb5(%arg2 : f32)
// CHECK-NEXT: ^bb4:  // pred: ^bb2
// CHECK-NEXT: %3 = "test.v"() : () -> f32
// CHECK-NEXT: cf.br ^bb5(%3 : f32)
// CHECK-NEXT: ^bb5(%4: f32):  // 2 preds: ^bb3, ^bb4
// CHECK-NEXT: cf.br ^bb6
// CHECK-NEXT: ^bb6:  // pred: ^bb5
// CHECK-NEXT: %5 = arith.maximumf %1, %4 : f32
// CHECK-NEXT: %6 = arith.addi %0, %arg0 : index
// CHECK-NEXT: cf.br ^bb1(%6, %5 : index, f32)
// CHECK-NEXT: ^bb7:  // pred: ^bb1
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }
func.func @nested_if(%n: index, %c: i1, %x: f32) -> f32 {
  %r = scf.parallel (%i) = (%n) to (%n) step (%n) init (%x) -> f32 {
    %v = scf.if %c -> f32 {
      scf.yield %x : f32
    } else {
      %y = "test.v"() : () -> f32
      scf.yield %y : f32
    }
    scf.reduce(%v : f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.maximumf %a, %b : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}

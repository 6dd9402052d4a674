// PASSES: --convert-scf-to-cf
// PASSES: --canonicalize
func.func @p(%lb: index, %ub: index, %st: index, %m: memref<?xf32>, %init: f32) -> (f32, i32) {
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
  } {foo}
  scf.parallel (%i) = (%lb) to (%ub) step (%st) {
    memref.store %init, %m[%i] : memref<?xf32>
  }
  return %r#0, %r#1 : f32, i32
}
// -----
func.func @f(%n: index, %m: memref<?xf32>, %x: f32) {
  scf.forall (%i, %j) in (%n, 8) {
    memref.store %x, %m[%i] : memref<?xf32>
  }
  scf.forall (%i) = (2) to (%n) step (3) {
    memref.store %x, %m[%i] : memref<?xf32>
  }
  return
}
// -----
func.func @g(%n: index, %m: memref<?xf32>, %x: f32) {
  scf.parallel (%i, %j, %k) = (%n, %n, %n) to (%n, %n, %n) step (%n, %n, %n) {
    memref.store %x, %m[%k] : memref<?xf32>
  }
  return
}
// -----
func.func @h(%n: index, %m: memref<?xf32>, %x: f32) -> f32 {
  %r = scf.parallel (%i, %j) = (%n, %n) to (%n, %n) step (%n, %n) init (%x) -> f32 {
    %v = memref.load %m[%j] : memref<?xf32>
    scf.reduce(%v : f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.mulf %a, %b : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}

// PASSES: --canonicalize
func.func @for0(%x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %r = scf.for %i = %c10 to %c0 step %c1 iter_args(%a = %x) -> f32 {
    %y = arith.addf %a, %a : f32
    scf.yield %y : f32
  }
  return %r : f32
}
// -----
func.func @for1(%x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %r = scf.for %i = %c0 to %c1 step %c10 iter_args(%a = %x) -> f32 {
    %y = arith.addf %a, %a : f32
    "test.use"(%i) : (index) -> ()
    scf.yield %y : f32
  }
  return %r : f32
}
// -----
func.func @fwd(%x: f32, %lb: index, %ub: index, %s: index) -> (f32, f32) {
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%a = %x, %b = %x) -> (f32, f32) {
    %y = arith.addf %b, %b : f32
    scf.yield %a, %y : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}
// -----
func.func @dead(%x: f32, %lb: index, %ub: index, %s: index) -> f32 {
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%a = %x, %b = %x) -> (f32, f32) {
    %y = arith.addf %b, %b : f32
    %z = arith.addf %a, %a : f32
    scf.yield %z, %y : f32, f32
  }
  return %r#1 : f32
}
// -----
func.func @ifsame(%c: i1, %x: f32) -> f32 {
  %r = scf.if %c -> f32 {
    scf.yield %x : f32
  } else {
    scf.yield %x : f32
  }
  return %r : f32
}
// -----
func.func @ifdead(%c: i1, %x: f32) {
  %r = scf.if %c -> f32 {
    %y = arith.addf %x, %x : f32
    scf.yield %y : f32
  } else {
    scf.yield %x : f32
  }
  return
}
// -----
func.func @ifempty(%c: i1, %x: f32) {
  scf.if %c {
  } else {
  }
  return
}
// -----
func.func @ifnot(%c: i1, %x: f32, %y: f32) -> f32 {
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  %r = scf.if %n -> f32 {
    scf.yield %x : f32
  } else {
    scf.yield %y : f32
  }
  return %r : f32
}
// -----
func.func @ifsel(%c: i1, %x: f32, %y: f32) -> f32 {
  %r = scf.if %c -> f32 {
    scf.yield %x : f32
  } else {
    scf.yield %y : f32
  }
  return %r : f32
}
// -----
func.func @switch(%x: f32) -> f32 {
  %c2 = arith.constant 2 : index
  %r = scf.index_switch %c2 -> f32
  case 2 {
    %y = arith.addf %x, %x : f32
    scf.yield %y : f32
  }
  default {
    scf.yield %x : f32
  }
  return %r : f32
}
// -----
func.func @whilef(%x: i32) -> i32 {
  %r = scf.while (%a = %x) : (i32) -> i32 {
    %c = "test.cond"(%a) : (i32) -> i1
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    %n = "test.next"(%b) : (i32) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}
// -----
func.func @par(%lb: index, %ub: index, %m: memref<?xf32>, %x: f32) {
  %c1 = arith.constant 1 : index
  scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %lb) step (%c1, %c1) {
    memref.store %x, %m[%i] : memref<?xf32>
  }
  return
}
// -----
func.func @par_return_arg(%m: memref<?xf32>, %x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.parallel (%i) = (%c0) to (%c1) step (%c1) init (%x) -> f32 {
    %v = memref.load %m[%i] : memref<?xf32>
    scf.reduce(%v : f32) {
    ^bb0(%a: f32, %b: f32):
      scf.reduce.return %b : f32
    }
  }
  return %r : f32
}
// -----
func.func @par_reduce_iv(%x: index) -> index {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %r = scf.parallel (%i) = (%c4) to (%c5) step (%c4) init (%x) -> index {
    scf.reduce(%i : index) {
    ^bb0(%a: index, %b: index):
      %s = arith.addi %a, %b : index
      scf.reduce.return %s : index
    }
  }
  return %r : index
}

// PASSES: --remove-dead-values
// PASSES: --remove-dead-values=canonicalize=false
// PASSES: --canonicalize

func.func @w(%arg0: i1, %arg1: i32, %arg2: i32) -> (i32) {
  %live, %non_live, %non_live_0 = scf.while (%arg3 = %arg1, %arg4 = %arg2) : (i32, i32) -> (i32, i32, i32) {
    %live_0 = arith.addi %arg4, %arg4 : i32
    %non_live_1 = arith.addi %arg3, %arg3 : i32
    scf.condition(%arg0) %live_0, %arg4, %non_live_1 : i32, i32, i32
  } do {
  ^bb0(%arg5: i32, %arg6: i32, %arg7: i32):
    %live_1 = arith.addi %arg6, %arg6 : i32
    scf.yield %arg7, %live_1 : i32, i32
  }
  return %live : i32
}
// -----
func.func @f(%lb: index, %ub: index, %s: index, %m: memref<i32>) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r:3 = scf.for %i = %lb to %ub step %s iter_args(%a = %c0, %b = %c1, %c = %c0) -> (i32, i32, i32) {
    %x = arith.addi %a, %a : i32
    %y = arith.addi %b, %b : i32
    memref.store %c, %m[] : memref<i32>
    scf.yield %x, %y, %c : i32, i32, i32
  }
  return %r#1 : i32
}
// -----
func.func @g(%c: i1, %m: memref<i32>) -> i32 {
  %r:2 = scf.if %c -> (i32, i32) {
    %a = arith.constant 1 : i32
    memref.store %a, %m[] : memref<i32>
    scf.yield %a, %a : i32, i32
  } else {
    %b = arith.constant 2 : i32
    scf.yield %b, %b : i32, i32
  }
  return %r#1 : i32
}
// -----
func.func @h(%c: i1) {
  %r = scf.execute_region -> i32 {
    %a = arith.constant 1 : i32
    scf.yield %a : i32
  }
  return
}
// -----
func.func @h2(%m: memref<i32>) -> i32 {
  %r:2 = scf.execute_region -> (i32, i32) {
    %a = arith.constant 1 : i32
    memref.store %a, %m[] : memref<i32>
    cf.br ^bb1(%a : i32)
  ^bb1(%z: i32):
    scf.yield %a, %z : i32, i32
  }
  return %r#0 : i32
}
// -----
func.func @fdead(%lb: index, %ub: index, %s: index) {
  %c0 = arith.constant 0 : i32
  %r = scf.for %i = %lb to %ub step %s iter_args(%a = %c0) -> (i32) {
    %x = arith.addi %a, %a : i32
    scf.yield %x : i32
  }
  return
}
// -----
func.func @forall(%t: tensor<4xi32>) -> tensor<4xi32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> tensor<4xi32> {
    %c = arith.constant 1 : i32
    scf.forall.in_parallel {
    }
  }
  return %t : tensor<4xi32>
}
// -----
func.func @w1(%x: i32, %c: i1) -> i32 {
  %r = scf.while (%a = %x) : (i32) -> i32 {
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }
  return %r : i32
}
// -----
func.func @f1(%lb: index, %ub: index, %s: index, %x: i32, %y: i32) -> (i32, i32) {
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%a = %x, %b = %y) -> (i32, i32) {
    scf.yield %b, %a : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
// -----
func.func @f2(%lb: index, %ub: index, %s: index, %x: i32) -> (i32, i32) {
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%a = %x, %b = %x) -> (i32, i32) {
    %z = arith.addi %a, %b : i32
    scf.yield %z, %z : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
// -----
func.func @i1(%c: i1, %x: i32) -> i32 {
  %r = scf.if %c -> i32 {
    "test.foo"() : () -> ()
    scf.yield %x : i32
  } else {
    scf.yield %x : i32
  }
  return %r : i32
}
// -----
func.func @sw(%c: index, %x: i32) -> i32 {
  %r = scf.index_switch %c -> i32
  case 1 {
    "test.foo"() : () -> ()
    scf.yield %x : i32
  }
  default {
    scf.yield %x : i32
  }
  return %r : i32
}
// -----
func.func @e1(%x: i32) -> i32 {
  %r = scf.execute_region -> i32 no_inline {
    "test.foo"() : () -> ()
    scf.yield %x : i32
  }
  return %r : i32
}
// -----
func.func @p1(%lb: index, %ub: index, %s: index, %x: i32) -> i32 {
  %r = scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%x) -> i32 {
    %v = arith.constant 1 : i32
    scf.reduce(%v : i32) {
    ^bb0(%l: i32, %rr: i32):
      %q = arith.addi %l, %rr : i32
      scf.reduce.return %q : i32
    }
  }
  return %r : i32
}
// -----
func.func @i2(%c: i1) -> (i32, i32) {
  %r:2 = scf.if %c -> (i32, i32) {
    %a = "test.a"() : () -> i32
    scf.yield %a, %a : i32, i32
  } else {
    %b = "test.b"() : () -> i32
    scf.yield %b, %b : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
// -----
func.func @w2(%x: i32, %c: i1) -> (i32, i32) {
  %r:2 = scf.while (%a = %x, %a2 = %x) : (i32, i32) -> (i32, i32) {
    %v = "test.v"(%a, %a2) : (i32, i32) -> i32
    scf.condition(%c) %v, %v : i32, i32
  } do {
  ^bb0(%b: i32, %b2: i32):
    %w = "test.w"(%b, %b2) : (i32, i32) -> i32
    scf.yield %w, %w : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
// -----
func.func @f3(%lb: index, %ub: index, %s: index, %x: i32) -> (i32) {
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%a = %x, %b = %x) -> (i32, i32) {
    %z = "test.z"(%a) : (i32) -> i32
    scf.yield %z, %b : i32, i32
  }
  return %r#0 : i32
}
// -----
func.func @f4(%lb: index, %ub: index, %s: index, %x: i32, %y: i32) -> (i32) {
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%a = %x, %b = %y) -> (i32, i32) {
    %z = "test.z"(%a, %b) : (i32, i32) -> i32
    scf.yield %z, %a : i32, i32
  }
  return %r#0 : i32
}
// -----
func.func @e2() -> (i32, i32) {
  %r:2 = scf.execute_region -> (i32, i32) no_inline {
    %a = "test.a"() : () -> i32
    scf.yield %a, %a : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
// -----
func.func @f5(%lb: index, %ub: index, %s: index, %x: i32) -> (i32, i32) {
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%a = %x, %b = %x) -> (i32, i32) {
    "test.use"(%a, %b) : (i32, i32) -> ()
    scf.yield %b, %a : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
// -----
func.func @p2(%lb: index, %ub: index, %s: index, %x: i32, %y: i32) -> (i32, i32) {
  %r:2 = scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%x, %y) -> (i32, i32) {
    %v = "test.v"() : () -> i32
    scf.reduce(%v, %v : i32, i32) {
    ^bb0(%l: i32, %rr: i32):
      %q = arith.addi %l, %rr : i32
      scf.reduce.return %q : i32
    }, {
    ^bb0(%l: i32, %rr: i32):
      %q = arith.addi %l, %rr : i32
      scf.reduce.return %q : i32
    }
  }
  return %r#0, %r#0 : i32, i32
}

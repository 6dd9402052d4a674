// PASSES: --control-flow-sink
// PASSES: --pass-pipeline=builtin.module(func.func(control-flow-sink))
func.func @chain(%c: i1, %x: i32, %i: index) -> i32 {
  %a = arith.addi %x, %x : i32
  %b = arith.muli %a, %x : i32
  %r = scf.if %c -> i32 {
    scf.yield %b : i32
  } else {
    scf.yield %x : i32
  }
  %e = arith.subi %x, %x : i32
  %s = scf.execute_region -> i32 {
    scf.yield %e : i32
  }
  %q = arith.xori %x, %x : i32
  %w = scf.index_switch %i -> i32
  case 2 {
    scf.yield %q : i32
  }
  default {
    scf.yield %x : i32
  }
  %t = arith.addi %r, %s : i32
  %u = arith.addi %t, %w : i32
  return %u : i32
}

func.func @both_branches(%c: i1, %x: i32) -> (i32, i32) {
  %a = arith.addi %x, %x : i32
  %b = arith.muli %x, %x : i32
  %d = arith.divsi %x, %x : i32
  %r:2 = scf.if %c -> (i32, i32) {
    scf.yield %a, %d : i32, i32
  } else {
    %n = arith.addi %b, %a : i32
    scf.yield %n, %n : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

func.func @nested(%c: i1, %c2: i1, %x: f32, %m: memref<4xf32>) -> f32 {
  %k = arith.constant 1.0 : f32
  %a = arith.addf %x, %k : f32
  %c0 = arith.constant 0 : index
  %l = memref.load %m[%c0] : memref<4xf32>
  %side = "u.effect"(%x) : (f32) -> f32
  %r = scf.if %c -> f32 {
    %inner = scf.if %c2 -> f32 {
      %y = arith.mulf %a, %a : f32
      scf.yield %y : f32
    } else {
      scf.yield %side : f32
    }
    scf.yield %inner : f32
  } else {
    scf.yield %l : f32
  }
  return %r : f32
}

func.func @loop_users(%c: i1, %lb: index, %ub: index, %st: index, %x: i32) {
  %a = arith.addi %x, %x : i32
  %b = arith.addi %a, %x : i32
  scf.if %c {
    scf.for %iv = %lb to %ub step %st {
      "u.use"(%b) : (i32) -> ()
    }
  }
  scf.for %iv = %lb to %ub step %st {
    %z = arith.muli %x, %x : i32
    scf.if %c {
      "u.use"(%z) : (i32) -> ()
    }
  }
  return
}

func.func @constant_cond(%x: i32) -> i32 {
  %true = arith.constant true
  %a = arith.addi %x, %x : i32
  %b = arith.subi %x, %x : i32
  %r = scf.if %true -> i32 {
    scf.yield %a : i32
  } else {
    scf.yield %b : i32
  }
  %two = arith.constant 2 : index
  %s = scf.index_switch %two -> i32
  case 2 {
    scf.yield %b : i32
  }
  default {
    scf.yield %a : i32
  }
  return %r : i32
}

func.func @while_not_sunk(%x: i32, %c: i1) -> i32 {
  %a = arith.addi %x, %x : i32
  %r = scf.while (%arg = %x) : (i32) -> i32 {
    scf.condition(%c) %arg : i32
  } do {
  ^bb0(%y: i32):
    %n = arith.addi %y, %a : i32
    scf.yield %n : i32
  }
  return %r : i32
}

func.func @region_op_sunk(%c: i1, %x: i32) {
  %a = scf.execute_region -> i32 {
    %m = arith.muli %x, %x : i32
    scf.yield %m : i32
  }
  %g = "u.graph"(%x) ({
    "u.term"() : () -> ()
  }) : (i32) -> i32
  scf.if %c {
    "u.use"(%a, %g) : (i32, i32) -> ()
  }
  return
}
func.func @mixed(%c: i1, %lb: index, %x: i32) {
  %a = arith.addi %x, %x : i32
  scf.if %c {
    "u.use"(%a) : (i32) -> ()
    scf.for %iv = %lb to %lb step %lb {
      "u.use"(%a) : (i32) -> ()
    }
  }
  return
}

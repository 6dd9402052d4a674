func.func @while_in_for(%n: index, %a: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %a) -> (i32) {
    %w = scf.while (%x = %acc) : (i32) -> i32 {
      %c = "test.cond"(%x) : (i32) -> i1
      scf.condition(%c) %x : i32
    } do {
    ^bb0(%y: i32):
      %n2 = "test.next"(%y) : (i32) -> i32
      scf.yield %n2 : i32
    }
    scf.yield %w : i32
  }
  return %r : i32
}
// -----
func.func @if_in_while(%a: i32, %b: i1) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %c = "test.cond"(%x) : (i32) -> i1
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    %v = scf.if %b -> (i32) {
      %t = "test.t"(%y) : (i32) -> i32
      scf.yield %t : i32
    } else {
      scf.yield %y : i32
    }
    scf.yield %v : i32
  }
  return %r : i32
}
// -----
func.func @two_results(%c: i1, %a: i32, %b: f32) -> (i32, f32) {
  %r:2 = scf.if %c -> (i32, f32) {
    scf.yield %a, %b : i32, f32
  } else {
    %x = "test.x"() : () -> i32
    %y = "test.y"() : () -> f32
    scf.yield %x, %y : i32, f32
  }
  return %r#0, %r#1 : i32, f32
}
// -----
func.func @for_two_carried(%lb: index, %ub: index, %s: index, %a: i32, %b: f32) -> (i32, f32) {
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%x = %a, %y = %b) -> (i32, f32) {
    %x2 = "test.x"(%x, %i) : (i32, index) -> i32
    scf.yield %x2, %y : i32, f32
  }
  return %r#0, %r#1 : i32, f32
}
// -----
func.func @for_i64_unsigned(%lb: i64, %ub: i64, %s: i64) -> i64 {
  %c = arith.constant 0 : i64
  %r = scf.for unsigned %i = %lb to %ub step %s iter_args(%acc = %c) -> (i64) : i64 {
    %n = arith.addi %acc, %i : i64
    scf.yield %n : i64
  }
  return %r : i64
}
// -----
func.func @switch_no_results(%i: index) {
  scf.index_switch %i
  case 0 {
    "test.a"() : () -> ()
    scf.yield
  }
  default {
    "test.d"() : () -> ()
  }
  return
}
// -----
func.func @switch_only_default(%i: index) -> f32 {
  %r = scf.index_switch %i -> f32
  default {
    %c = "test.c"() : () -> f32
    scf.yield %c : f32
  }
  return %r : f32
}
// -----
func.func @exec_single(%a: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    %b = "test.op"(%a) : (i32) -> i32
    scf.yield %b : i32
  }
  %s = "test.after"(%r) : (i32) -> i32
  return %s : i32
}
// -----
func.func @exec_no_result() {
  scf.execute_region {
    "test.op"() : () -> ()
    scf.yield
  }
  return
}
// -----
func.func @while_two_args(%a: i32, %b: f32) -> (i32, f32) {
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, f32) -> (i32, f32) {
    %c = "test.cond"(%x, %y) : (i32, f32) -> i1
    scf.condition(%c) %x, %y : i32, f32
  } do {
  ^bb0(%p: i32, %q: f32):
    %p2 = "test.p"(%p) : (i32) -> i32
    scf.yield %p2, %q : i32, f32
  }
  return %r#0, %r#1 : i32, f32
}
// -----
func.func @while_different_types(%a: i32) -> f32 {
  %r = scf.while (%x = %a) : (i32) -> f32 {
    %c = "test.cond"(%x) : (i32) -> i1
    %f = "test.f"(%x) : (i32) -> f32
    scf.condition(%c) %f : f32
  } do {
  ^bb0(%y: f32):
    %n = "test.n"(%y) : (f32) -> i32
    scf.yield %n : i32
  }
  return %r : f32
}
// -----
func.func @if_in_if(%a: i1, %b: i1) {
  scf.if %a {
    scf.if %b {
      "test.inner"() : () -> ()
    } else {
      "test.inner_else"() : () -> ()
    }
    "test.after_inner"() : () -> ()
  }
  "test.end"() : () -> ()
  return
}
// -----
func.func @loops_in_region(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  "test.region"() ({
    scf.for %i = %c0 to %n step %c1 {
      "test.use"(%i) : (index) -> ()
    }
    "test.terminator"() : () -> ()
  }) : () -> ()
  return
}
// -----
func.func @generic_multi_block_exec(%c: i1) -> i32 {
  %r = "scf.execute_region"() ({
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %a = "test.a"() : () -> i32
    cf.br ^bb3(%a : i32)
  ^bb2:
    %b = "test.b"() : () -> i32
    cf.br ^bb3(%b : i32)
  ^bb3(%x: i32):
    "scf.yield"(%x) : (i32) -> ()
  }) : () -> i32
  return %r : i32
}
// -----
func.func @for_in_exec(%n: index) -> index {
  %r = scf.execute_region -> index {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %s = scf.for %i = %c0 to %n step %c1 iter_args(%a = %c0) -> (index) {
      %b = arith.addi %a, %i : index
      scf.yield %b : index
    }
    scf.yield %s : index
  }
  return %r : index
}
// -----
module {
  func.func @f(%c: i1) {
    scf.if %c {
      "test.op"() : () -> ()
    }
    return
  }
  func.func @g(%n: index) {
    %c0 = arith.constant 0 : index
    scf.for %i = %c0 to %n step %n {
    }
    return
  }
}
// -----
func.func @switch_in_for(%n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %z) -> (i32) {
    %v = scf.index_switch %i -> i32
    case 1 {
      %t = arith.constant 10 : i32
      scf.yield %t : i32
    }
    case 3 {
      scf.yield %a : i32
    }
    default {
      %u = arith.addi %a, %a : i32
      scf.yield %u : i32
    }
    scf.yield %v : i32
  }
  return %r : i32
}
// -----
func.func @do_while_nested(%a: i32, %b: i1) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %n = scf.if %b -> (i32) {
      %t = "test.t"(%x) : (i32) -> i32
      scf.yield %t : i32
    } else {
      scf.yield %x : i32
    }
    %c = "test.cond"(%n) : (i32) -> i1
    scf.condition(%c) %n : i32
  } do {
  ^bb0(%y: i32):
    scf.yield %y : i32
  }
  return %r : i32
}
// -----
func.func @empty_while(%a: i32) {
  scf.while : () -> () {
    %c = "test.cond"() : () -> i1
    scf.condition(%c)
  } do {
    "test.body"() : () -> ()
    scf.yield
  }
  return
}
// -----
func.func @locations(%c: i1) {
  scf.if %c {
    "test.op"() : () -> () loc("inner")
  } loc("if")
  return
}

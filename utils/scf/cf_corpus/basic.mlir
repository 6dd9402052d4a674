func.func @for_loop(%lb: index, %ub: index, %st: index, %init: f32) -> f32 {
  %r = scf.for %i = %lb to %ub step %st iter_args(%acc = %init) -> (f32) {
    %x = arith.addf %acc, %acc : f32
    scf.yield %x : f32
  }
  return %r : f32
}
func.func @for_plain(%lb: i32, %ub: i32, %st: i32) {
  scf.for %i = %lb to %ub step %st : i32 {
    "test.use"(%i) : (i32) -> ()
  }
  scf.for unsigned %i = %lb to %ub step %st : i32 {
    "test.use"(%i) : (i32) -> ()
  }
  return
}
func.func @if_ops(%c: i1, %a: f32) -> f32 {
  scf.if %c {
    "test.then"() : () -> ()
  }
  %r = scf.if %c -> (f32) {
    scf.yield %a : f32
  } else {
    %b = arith.addf %a, %a : f32
    scf.yield %b : f32
  }
  scf.if %c {
    "test.then"() : () -> ()
  } else {
    "test.else"() : () -> ()
  }
  return %r : f32
}
func.func @while_loop(%a: i32) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %c = "test.cond"(%x) : (i32) -> i1
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    %n = "test.next"(%y) : (i32) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}
func.func @do_while(%a: i32) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %n = "test.next"(%x) : (i32) -> i32
    %c = "test.cond"(%n) : (i32) -> i1
    scf.condition(%c) %n : i32
  } do {
  ^bb0(%y: i32):
    scf.yield %y : i32
  }
  return %r : i32
}
func.func @exec(%a: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    %c = "test.cond"() : () -> i1
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %a : i32
  ^bb2:
    %b = "test.other"() : () -> i32
    scf.yield %b : i32
  }
  return %r : i32
}
func.func @switch(%i: index) -> i32 {
  %r = scf.index_switch %i -> i32
  case 2 {
    %a = "test.a"() : () -> i32
    scf.yield %a : i32
  }
  case 5 {
    %b = "test.b"() : () -> i32
    scf.yield %b : i32
  }
  default {
    %c = "test.c"() : () -> i32
    scf.yield %c : i32
  }
  return %r : i32
}
func.func @nested(%n: index, %c: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.if %c {
      scf.for %j = %c0 to %i step %c1 {
        "test.use"(%j) : (index) -> ()
      }
    }
  }
  return
}

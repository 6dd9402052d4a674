func.func @counted(%lo: index, %hi: index, %by: index) {
  scf.for %i = %lo to %hi step %by {
    "test.use"(%i) : (index) -> ()
  }
  return
}

func.func @carried(%lo: index, %hi: index, %by: index, %init: f64, %n: i16) -> (f64, i16) {
  %sum:2 = scf.for %i = %lo to %hi step %by iter_args(%acc = %init, %k = %n) -> (f64, i16) {
    %next = "test.step"(%acc) : (f64) -> f64
    scf.yield %next, %k : f64, i16
  }
  return %sum#0, %sum#1 : f64, i16
}

func.func @integer_bounds(%lo: i64, %hi: i64, %v: vector<2xf32>) -> vector<2xf32> {
  scf.for unsigned %i = %lo to %hi step %lo : i64 {
  }
  %r = scf.for %i = %lo to %hi step %hi iter_args(%a = %v) -> vector<2xf32> : i64 {
    scf.yield %a : vector<2xf32>
  } {tag = "loop"}
  return %r : vector<2xf32>
}

func.func @conditionals(%c: i1, %a: i8, %b: i8) -> i8 {
  scf.if %c {
    "test.then"() : () -> ()
  }
  scf.if %c {
  } else {
    "test.else"() : () -> ()
  }
  %m = scf.if %c -> i8 {
    scf.yield %a : i8
  } else {
    scf.yield %b : i8
  }
  %p:2 = scf.if %c -> (i8, i1) {
    scf.yield %a, %c : i8, i1
  } else {
    scf.yield %b, %c : i8, i1
  } {marked}
  return %m : i8
}

func.func @loops(%c: i1, %x: i32) -> i32 {
  %r = scf.while (%v = %x) : (i32) -> i32 {
    %go = "test.check"(%v) : (i32) -> i1
    scf.condition(%go) %v : i32
  } do {
  ^bb0(%w: i32):
    %n = "test.next"(%w) : (i32) -> i32
    scf.yield %n : i32
  }
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    scf.yield
  } attributes {unrolled = false}
  %s:2 = scf.while (%p = %x, %q = %c) : (i32, i1) -> (i1, i32) {
    scf.condition(%q) %q, %p : i1, i32
  } do {
  ^bb0(%e: i1, %f: i32):
    scf.yield %f, %e : i32, i1
  }
  return %r : i32
}

func.func @regions(%x: f16, %sel: index) -> f16 {
  scf.execute_region {
    "test.once"() : () -> ()
    scf.yield
  }
  %e = scf.execute_region -> f16 {
    cf.br ^next(%x : f16)
  ^next(%y: f16):
    scf.yield %y : f16
  }
  %f:2 = scf.execute_region -> (f16, index) no_inline {
    scf.yield %x, %sel : f16, index
  } {note = 1 : i32}
  %g = scf.index_switch %sel {kind = "dense"} -> f16
  case -1 {
    scf.yield %x : f16
  }
  case 7 {
    %h = "test.make"() : () -> f16
    scf.yield %h : f16
  }
  default {
    scf.yield %e : f16
  }
  scf.index_switch %sel
  case 0 {
    "test.zero"() : () -> ()
    scf.yield
  }
  default {
  }
  return %g : f16
}

func.func @nested(%lo: index, %hi: index, %c: i1) {
  scf.for %i = %lo to %hi step %hi {
    scf.for %j = %i to %hi step %hi {
      scf.if %c {
        "test.body"(%i, %j) : (index, index) -> ()
      }
    }
  }
  return
}

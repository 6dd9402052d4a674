func.func @f(%lb: index, %ub: index, %s: index, %c: i1, %x: f32, %i: i32) -> f32 {
  scf.for %iv = %lb to %ub step %s {
    scf.yield
  }
  %r:2 = scf.for %iv = %lb to %ub step %s iter_args(%a = %x, %b = %x) -> (f32, f32) {
    scf.yield %a, %b : f32, f32
  }
  %r2 = scf.for unsigned %iv = %i to %i step %i iter_args(%a = %x) -> f32 : i32 {
    scf.yield %a : f32
  }
  scf.if %c {
  }
  scf.if %c {
    "test.foo"() : () -> ()
  } else {
    "test.bar"() : () -> ()
  }
  %y = scf.if %c -> f32 {
    scf.yield %x : f32
  } else {
    scf.yield %x : f32
  } {some.attr}
  %w:2 = scf.while (%a = %x, %b = %i) : (f32, i32) -> (f32, i32) {
    scf.condition(%c) %a, %b : f32, i32
  } do {
  ^bb0(%a2: f32, %b2: i32):
    scf.yield %a2, %b2 : f32, i32
  }
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    scf.yield
  }
  %e = scf.execute_region -> f32 {
    scf.yield %x : f32
  }
  %e2:2 = scf.execute_region -> (f32, i32) no_inline {
    scf.yield %x, %i : f32, i32
  }
  scf.execute_region {
    scf.yield
  }
  %sw = scf.index_switch %s -> f32
  case 2 {
    scf.yield %x : f32
  }
  case 5 {
    scf.yield %x : f32
  }
  default {
    scf.yield %x : f32
  }
  scf.index_switch %s
  default {
  }
  return %r#0 : f32
}

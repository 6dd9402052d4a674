// PASSES: --canonicalize
func.func @multi_block(%c: i1, %x: f16) -> f16 {
  "test.before"() : () -> ()
  %e = scf.execute_region -> f16 {
    cf.cond_br %c, ^a, ^b
  ^a:
    %p = "test.p"() : () -> f16
    scf.yield %p : f16
  ^b:
    scf.yield %x : f16
  }
  "test.after"(%e) : (f16) -> ()
  return %e : f16
}

func.func @multi_block_no_inline(%c: i1, %x: f16) -> f16 {
  %e = scf.execute_region -> f16 no_inline {
    cf.cond_br %c, ^a, ^b
  ^a:
    %p = "test.p"() : () -> f16
    scf.yield %p : f16
  ^b:
    scf.yield %x : f16
  }
  return %e : f16
}

func.func @multi_block_in_loop(%c: i1, %n: index, %m: index) {
  scf.for %i = %n to %m step %n {
    scf.execute_region {
      cf.cond_br %c, ^a, ^b
    ^a:
      "test.a"(%i) : (index) -> ()
      scf.yield
    ^b:
      scf.yield
    }
  }
  return
}

func.func @nested_multi(%c: i1, %x: i32) -> i32 {
  %e = scf.execute_region -> i32 {
    %f = scf.execute_region -> i32 {
      cf.cond_br %c, ^a, ^b
    ^a:
      scf.yield %x : i32
    ^b:
      %q = "test.q"() : () -> i32
      scf.yield %q : i32
    }
    "test.mid"(%f) : (i32) -> ()
    cf.cond_br %c, ^c, ^d
  ^c:
    scf.yield %f : i32
  ^d:
    %r = "test.r"() : () -> i32
    scf.yield %r : i32
  }
  return %e : i32
}

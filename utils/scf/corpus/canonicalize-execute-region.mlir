// PASSES: --canonicalize
func.func @inline_single(%x: f16) -> f16 {
  "test.before"() : () -> ()
  %e = scf.execute_region -> f16 {
    %a = "test.a"(%x) : (f16) -> f16
    scf.yield %a : f16
  }
  "test.after"(%e) : (f16) -> ()
  return %e : f16
}

func.func @keep_no_inline(%x: f16) -> f16 {
  %e = scf.execute_region -> f16 no_inline {
    %a = "test.a"(%x) : (f16) -> f16
    scf.yield %a : f16
  }
  return %e : f16
}

func.func @merged_then_inlined(%x: i64) -> i64 {
  %e = scf.execute_region -> i64 {
    cf.br ^next(%x : i64)
  ^next(%y: i64):
    %z = "test.z"(%y) : (i64) -> i64
    scf.yield %z : i64
  }
  return %e : i64
}

func.func @no_results() {
  scf.execute_region {
    "test.once"() : () -> ()
    scf.yield
  }
  return
}

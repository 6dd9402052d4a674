// RUN: strata-opt %s --allow-unregistered-dialect --verify-diagnostics --symbol-dce

// An unregistered op with one region may be a symbol table: uses below a
// live operation holding one cannot be computed.
// expected-error@+1 {{operation contains potentially unknown symbol table, meaning that we can't reliable compute symbol uses}}
func.func @f() {
  "u.region"() ({
    "u.op"() : () -> ()
  }) : () -> ()
  return
}

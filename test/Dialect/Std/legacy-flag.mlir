// RUN: strata-opt %s --verify-diagnostics

// Without --legacy-syntax, the seeds' unprefixed spelling is an unknown op,
// and the diagnostic names the flag that accepts it.
func.func @f(%a: i32) -> i32 {
  // expected-error @+2 {{custom op 'addi' is unknown (tried 'func.addi', 'builtin.addi' as well)}}
  // expected-note @+1 {{this is the seeds' Standard-dialect syntax; strata-opt accepts it with --legacy-syntax}}
  %0 = addi %a, %a : i32
  return %0 : i32
}

// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics --test-strata-legalize=mode=full

// A full conversion needs every op legal: an op without a rule fails it.
func.func @unknown(%a: i16) -> i16 {
  %s = "test.old_add"(%a, %a) : (i16, i16) -> i16
  // expected-error @+1 {{failed to legalize operation 'test.unknown'}}
  "test.unknown"() : () -> ()
  return %s : i16
}

// RUN: strata-opt %s --allow-unregistered-dialect --verify-diagnostics --test-strata-legalize
// RUN: strata-opt %s --allow-unregistered-dialect --verify-diagnostics --test-strata-legalize --mlir-disable-threading

// Function bodies are converted in parallel, but a failure reports what
// the one-body-after-the-other conversion reports: the first function's
// illegal op stops it, the second one's is never reached.
func.func @first(%a: i16) -> i16 {
  %s = "test.old_add"(%a, %a) : (i16, i16) -> i16
  // expected-error @+1 {{failed to legalize operation 'test.illegal' that was explicitly marked illegal}}
  "test.illegal"() : () -> ()
  return %s : i16
}

func.func @second(%a: i16) -> i16 {
  %s = "test.old_add"(%a, %a) : (i16, i16) -> i16
  "test.illegal"() : () -> ()
  return %s : i16
}

// RUN: strata-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// An op its registered dialect does not define is a verifier error even when
// unregistered dialects are allowed (upstream reports it the same way).

// expected-error @+1 {{unregistered operation 'func.foo' found in dialect ('func') that does not allow unknown operations}}
"func.foo"() : () -> ()

// -----

func.func @f(%x: i32) -> i32 {
  // expected-error @+1 {{unregistered operation 'arith.adi' found in dialect ('arith') that does not allow unknown operations}}
  %0 = "arith.adi"(%x, %x) : (i32, i32) -> i32
  return %0 : i32
}

// -----

// An op of an unregistered dialect is still accepted.
"zzz.foo"() : () -> ()

// RUN: strata-opt --allow-unregistered-dialect --lift-cf-to-scf --split-input-file --verify-diagnostics %s

// Functions the transformation refuses, with mlir-opt's diagnostics.

func.func @unreachable_block() {
  return
^bb1:
  // expected-error@+1 {{'test.op' op transformation does not support unreachable blocks}}
  "test.op"() : () -> ()
  return
}

// -----

func.func @unknown_branch() {
  // expected-error@+1 {{'foo.br' op transformation does not support terminators with successors not implementing BranchOpInterface}}
  "foo.br"()[^bb1] : () -> ()
^bb1:
  return
}

// -----

func.func @infinite_in_region() -> i32 {
  %0 = scf.execute_region -> i32 {
    cf.br ^bb1
  ^bb1:
    // expected-error@+1 {{Cannot create unreachable terminator for 'scf.execute_region'}}
    cf.br ^bb1
  }
  return %0 : i32
}

// -----

// An unreachable cycle is rejected too.
func.func @unreachable_cycle(%a: i32) -> i32 {
  return %a : i32
^bb1:
  // expected-error@+1 {{'arith.constant' op transformation does not support unreachable blocks}}
  %t = arith.constant true
  cf.cond_br %t, ^bb2, ^bb1
^bb2:
  return %a : i32
}

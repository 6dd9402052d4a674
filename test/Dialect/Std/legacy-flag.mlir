// RUN: strata-opt %s --split-input-file --verify-diagnostics

// Without --legacy-syntax, the seeds' `func @f` is an unknown op, and the
// diagnostic names the flag that accepts it.
// expected-error @+2 {{custom op 'func' is unknown (tried 'builtin.func' as well)}}
// expected-note @+1 {{this is the seeds' Standard-dialect syntax; strata-opt accepts it with --legacy-syntax}}
func @f(%a: i32) -> i32 {
  %0 = addi %a, %a : i32
  return %0 : i32
}

// -----

// Outside a function std is no default dialect: an unprefixed std op at
// the top level needs the flag.
// expected-error @+2 {{custom op 'constant' is unknown (tried 'builtin.constant' as well)}}
// expected-note @+1 {{this is the seeds' Standard-dialect syntax; strata-opt accepts it with --legacy-syntax}}
%0 = constant 1 : i32

// -----

// `br_cond` is the seeds' name of `cond_br`, accepted with the flag only.
func.func @g(%c: i1) {
  // expected-error @+2 {{custom op 'br_cond' is unknown (tried 'func.br_cond', 'builtin.br_cond' as well)}}
  // expected-note @+1 {{this is the seeds' Standard-dialect syntax; strata-opt accepts it with --legacy-syntax}}
  br_cond %c, ^bb1, ^bb1
^bb1:
  return
}

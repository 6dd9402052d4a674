// RUN: strata-opt %s --split-input-file --verify-diagnostics

// Operand and type groups of the declarative formats that do not match.

func.func @too_few_types(%a: i32, %i: index) {
  // expected-error@+1 {{custom op 'cf.br' number of operands and types do not match: got 2 operands and 1 types}}
  cf.br ^bb1(%a, %i : i32)
^bb1(%p: i32, %q: index):
  return
}

// -----

func.func private @callee(i32, i32) -> i32

func.func @too_many_types(%a: i32) -> i32 {
  // expected-error@+1 {{custom op 'func.call' number of operands and types do not match: got 1 operands and 2 types}}
  %r = func.call @callee(%a) : (i32, i32) -> i32
  return %r : i32
}

// -----

// expected-note@+1 {{prior use here}}
func.func @derived_type_mismatch(%a: i32, %b: i64) -> i32 {
  // expected-error@+1 {{use of value '%b' expects different type than prior uses: 'i32' vs 'i64'}}
  %s = arith.addi %a, %b : i32
  return %s : i32
}

// -----

func.func @known_name_other_type(%a: i32) -> i32 {
  // expected-note@+1 {{prior use here}}
  %s = arith.addi %a, %a : i32
  // expected-error@+1 {{use of value '%s' expects different type than prior uses: 'i64' vs 'i32'}}
  %t = arith.addi %s, %s : i64
  return %t : i32
}

// -----

func.func @unknown_after_known(%a: i32) {
  %s = arith.addi %a, %a : i32
  // expected-error@+1 {{custom op 'arith.nonexistent' is unknown}}
  arith.nonexistent %s : i32
  return
}

// RUN: strata-opt %s --split-input-file --verify-diagnostics

// A missing token is reported at the end of the previous token, even when
// the next token is on a later line (the lines and comments in between are
// skipped).

func.func @attribute() {
  // expected-error@+1 {{expected attribute value}}
  %c = arith.constant // a comment

  return
}

// -----

func.func @operand(%a: i8) {
  // expected-error@+1 {{expected SSA operand}}
  %0 = arith.muli %a,
      : i8
  return
}

// -----

func.func @successor() {
  // expected-error@+1 {{expected block name}}
  cf.br
  return
}

// -----

func.func @location() {
  // expected-error@+1 {{expected location instance}}
  "test.op"() : () -> () loc(
  )
  return
}

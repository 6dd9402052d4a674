// RUN: strata-opt %s --split-input-file --verify-diagnostics

// A block's operations are verified before the block's own checks (its
// terminator), as upstream does: the invalid op is reported, not the
// missing terminator after it.

func.func @bad_last_op(%a: i32, %b: i64) {
  // expected-error@+1 {{'arith.addi' op requires the same type for all operands and results}}
  %r = "arith.addi"(%a, %b) : (i32, i64) -> i32
}

// -----

// With valid ops, the missing terminator is what is reported.
func.func @valid_last_op(%a: i32) {
  // expected-error@+1 {{block with no terminator, has %0 = "arith.addi"(%arg0, %arg0)}}
  %r = arith.addi %a, %a : i32
}

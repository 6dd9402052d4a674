// RUN: strata-opt %s --split-input-file --verify-diagnostics --arith-emulate-wide-int
// RUN: not strata-opt %s --arith-emulate-wide-int="widest-int-supported=24" 2>&1 | FileCheck %s --check-prefix=WIDTH

// A width that is not a power of two fails the pass without a diagnostic.
// WIDTH-NOT: error

// Division has no emulation: the pass fails on it.
func.func @divide(%a: i64, %b: i64) -> i64 {
  // expected-error @+1 {{failed to legalize operation 'arith.divsi' that was explicitly marked illegal}}
  %0 = arith.divsi %a, %b : i64
  return %0 : i64
}

// -----

// Integers wider than twice the supported width cannot be converted.
// expected-error @+1 {{failed to legalize operation 'func.func' that was explicitly marked illegal}}
func.func @too_wide(%a: i128) -> i128 {
  return %a : i128
}

// RUN: not strata-eval %s --function f 1 2>&1 | FileCheck %s --check-prefix=COUNT
// RUN: not strata-eval %s --function g 1 1 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not strata-eval %s 1 2>&1 | FileCheck %s --check-prefix=WHICH
// RUN: not strata-eval %s --function f 1 999 2>&1 | FileCheck %s --check-prefix=RANGE
// RUN: not strata-eval %s --function div 1 0 2>&1 | FileCheck %s --check-prefix=DIV

// COUNT: strata-eval: 'f' takes 2 arguments, but 1 were given
// UNKNOWN: strata-eval: no function named 'g'
// WHICH: strata-eval: the module has 2 functions: choose one with --function
// RANGE: strata-eval: argument '999' for an i4 parameter: integer constant out of range for attribute
// DIV: eval-errors.mlir:[[# @LINE + 6]]:8: error: division by zero
func.func @f(%a: i4, %b: i4) -> i4 {
  %0 = comb.add %a, %b : i4
  return %0 : i4
}
func.func @div(%a: i4, %b: i4) -> i4 {
  %0 = arith.divui %a, %b : i4
  return %0 : i4
}

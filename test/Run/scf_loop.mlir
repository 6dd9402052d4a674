// RUN: strata-run %s --convert-scf-to-cf --convert-to-llvm -e main --entry-point-result=void | FileCheck %s

// A loop with a loop-carried value and a nested conditional, lowered from
// scf through cf to the LLVM dialect and run.

func.func private @printI64(i64)
func.func private @printNewline()

// CHECK: 20
// CHECK-NEXT: 25
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %zero = arith.constant 0 : i64
  %two = arith.constant 2 : i64
  %evens, %odds = scf.for %i = %c0 to %c10 step %c1
      iter_args(%e = %zero, %o = %zero) -> (i64, i64) {
    %v = arith.index_cast %i : index to i64
    %r = arith.remui %v, %two : i64
    %is_even = arith.cmpi eq, %r, %zero : i64
    %ne, %no = scf.if %is_even -> (i64, i64) {
      %s = arith.addi %e, %v : i64
      scf.yield %s, %o : i64, i64
    } else {
      %s = arith.addi %o, %v : i64
      scf.yield %e, %s : i64, i64
    }
    scf.yield %ne, %no : i64, i64
  }
  call @printI64(%evens) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printI64(%odds) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

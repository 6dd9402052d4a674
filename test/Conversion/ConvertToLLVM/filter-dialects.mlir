// RUN: strata-opt %s --convert-to-llvm="filter-dialects=arith" | FileCheck %s --check-prefix=ARITH
// RUN: strata-opt %s --convert-to-llvm="filter-dialects=arith,func allow-pattern-rollback=0" | FileCheck %s --check-prefix=BOTH

// Only the listed dialects' lowering interfaces take part: with `arith`
// alone, the function stays a `func.func` around lowered arithmetic.
// ARITH-LABEL: func.func @twice
// ARITH:         %[[C:.*]] = builtin.unrealized_conversion_cast %{{.*}} : index to i64
// ARITH:         llvm.mul %[[C]], %[[C]] : i64
// ARITH:         return

// BOTH-LABEL: llvm.func @twice
// BOTH-SAME:    (%[[X:.*]]: i64) -> i64
// BOTH:         %[[M:.*]] = llvm.mul %[[X]], %[[X]] : i64
// BOTH:         llvm.return %[[M]] : i64

func.func @twice(%x: index) -> index {
  %y = arith.muli %x, %x : index
  return %y : index
}

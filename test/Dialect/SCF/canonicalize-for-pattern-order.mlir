// RUN: strata-opt %s --split-input-file --canonicalize="max-iterations=1" | FileCheck %s
// RUN: strata-opt %s --split-input-file --canonicalize | FileCheck %s --check-prefix=FULL

// SimplifyTrivialLoops is tried before the region-branch patterns: a loop
// running once whose result only forwards a value is inlined in the first
// iteration, not merely left with its result unused.

func.func private @effect()
func.func @once(%x: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %c1 step %c1 iter_args(%a = %x) -> (i64) {
    func.call @effect() : () -> ()
    scf.yield %x : i64
  }
  return %r : i64
}
// CHECK-LABEL: func.func @once(%arg0: i64) -> i64 {
// CHECK-NEXT: call @effect() : () -> ()
// CHECK-NEXT: return %arg0 : i64

// -----

// The order of the constants shows which op folded first: the loop without
// iterations goes before the comparison its result feeds is folded, so the
// cast (folded later, materialized first) comes first.

func.func private @effect()
func.func @never() -> (i1, index) {
  %m1 = arith.constant -1 : index
  %c3 = arith.constant 3 : index
  %max = arith.constant 9223372036854775807 : i64
  %r = scf.for %i = %m1 to %m1 step %c3 iter_args(%a = %max) -> (i64) {
    func.call @effect() : () -> ()
    scf.yield %max : i64
  }
  %big = arith.constant -42 : i64
  %cast = arith.index_cast %big : i64 to index
  %zero = arith.constant 0 : i64
  %lt = arith.cmpi ult, %r, %zero : i64
  return %lt, %cast : i1, index
}
// FULL-LABEL: func.func @never() -> (i1, index) {
// FULL-NEXT: %c-42 = arith.constant -42 : index
// FULL-NEXT: %false = arith.constant false
// FULL-NEXT: return %false, %c-42 : i1, index

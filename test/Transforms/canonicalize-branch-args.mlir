// RUN: strata-opt %s --canonicalize | FileCheck %s

// Region simplification drops the block arguments nothing uses, together
// with the operands a BranchOpInterface op (here `test.br`) forwards to them.

// CHECK-LABEL: func.func @keep_used
// CHECK-NEXT:   "test.br"(%arg0, %arg2)[^bb1] : (i64, i64) -> ()
// CHECK-NEXT: ^bb1(%0: i64, %1: i64):
// CHECK-NEXT:   %2 = arith.addi %0, %1 : i64
// CHECK-NEXT:   return %2 : i64
func.func @keep_used(%x: i64, %y: i64, %z: i64) -> i64 {
  "test.br"(%x, %y, %z)[^next] : (i64, i64, i64) -> ()
^next(%p: i64, %q: i64, %r: i64):
  %s = arith.addi %p, %r : i64
  return %s : i64
}

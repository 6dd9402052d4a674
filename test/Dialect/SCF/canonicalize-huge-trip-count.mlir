// RUN: strata-opt %s --canonicalize | FileCheck %s

// A loop from -2^63 to 5 by 2 runs about 2^62 times: its trip count is
// computed without overflow, so the loop and its store stay (mlir-opt 22
// wraps `ub - lb` negative and erases it: docs/upstream-differences.md).

// CHECK-LABEL: func.func @huge_trip_count
// CHECK: scf.for
// CHECK-NEXT: memref.store
func.func @huge_trip_count(%m: memref<4xf32>, %x: f32) {
  %lb = arith.constant -9223372036854775808 : index
  %ub = arith.constant 5 : index
  %c2 = arith.constant 2 : index
  %c0 = arith.constant 0 : index
  scf.for %i = %lb to %ub step %c2 {
    memref.store %x, %m[%c0] : memref<4xf32>
  }
  return
}

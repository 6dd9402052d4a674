// RUN: strata-opt %s --snapshot-op-locations --mlir-print-debuginfo | FileCheck %s

// Without a filename the snapshot goes to a fresh temporary file, whose
// lines become the new locations.

// CHECK: func.func @twice
// CHECK: arith.addf {{.*}} loc(#[[ADD:loc[0-9]*]])
// CHECK: #[[ADD]] = loc("{{.*}}mlir_snapshot-{{[0-9a-f]+}}.tmp.mlir":3:4)
func.func @twice(%x: f64) -> f64 {
  %y = arith.addf %x, %x : f64
  return %y : f64
}

// RUN: strata-opt %s --canonicalize --cse --mlir-debug-counter=pass-execution-skip=1 --mlir-print-debug-counter 2>%t.err | FileCheck %s --check-prefix=SKIP
// RUN: FileCheck %s --check-prefix=REPORT < %t.err
// RUN: strata-opt %s --cse --canonicalize --mlir-debug-counter=pass-execution-count=1 | FileCheck %s --check-prefix=SKIP
// RUN: strata-opt %s --canonicalize --mlir-debug-counter=pass-execution-skip=0,pass-execution-count=1 | FileCheck %s --check-prefix=RAN
// RUN: not strata-opt %s --mlir-debug-counter=bogus 2>&1 | FileCheck %s --check-prefix=BAD

// The `pass-execution` counter skips the first N pass executions and
// allows M more: here canonicalization is skipped, so nothing folds.

// SKIP:      %c0_i32 = arith.constant 0 : i32
// SKIP-NEXT: %0 = arith.addi %arg0, %c0_i32 : i32

// REPORT:      DebugCounter counters:
// REPORT-NEXT: pass-execution                  : {2,1,-1}

// RAN:      func.func @f(%arg0: i32) -> i32 {
// RAN-NEXT:   return %arg0 : i32

// BAD: error: expected DebugCounter argument to have an `=` separating the counter name and value, but the provided argument was: `bogus`

func.func @f(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %x, %c0 : i32
  return %0 : i32
}

// RUN: strata-opt %s --composite-fixed-point-pass='name=Loop pipeline=canonicalize max-iterations=1' 2>&1 >/dev/null | FileCheck %s --check-prefix=DEFAULT
// RUN: strata-opt %s --composite-fixed-point-pass='name=Loop pipeline=canonicalize max-iterations=1' --mlir-diagnostic-verbosity-level=warnings 2>&1 >/dev/null | FileCheck %s --check-prefix=DEFAULT
// RUN: strata-opt %s --composite-fixed-point-pass='name=Loop pipeline=canonicalize max-iterations=1' --mlir-diagnostic-verbosity-level=errors 2>&1 >/dev/null | FileCheck %s --allow-empty --check-prefix=ERRORS
// RUN: strata-opt %s --composite-fixed-point-pass='name=Loop pipeline=canonicalize max-iterations=1' --mlir-print-op-on-diagnostic=false 2>&1 >/dev/null | FileCheck %s --check-prefix=NO-OP
// RUN: strata-opt %s --composite-fixed-point-pass='name=Loop pipeline=canonicalize max-iterations=1' --mlir-disable-diagnostic-notes 2>&1 >/dev/null | FileCheck %s --check-prefix=DEFAULT
// RUN: strata-opt %s --composite-fixed-point-pass='name=Loop pipeline=canonicalize max-iterations=1' --mlir-print-stacktrace-on-diagnostic 2>&1 >/dev/null | FileCheck %s --check-prefix=TRACE

// A pass that warns: by default the warning carries the operation as a
// note, and the verbosity level decides whether warnings are shown at all.

// DEFAULT: warning: Composite pass "Loop"+ didn't converge in 1 iterations
// DEFAULT-NEXT: note: see current operation:
// DEFAULT-NEXT: module {

// ERRORS-NOT: warning

// NO-OP: warning: Composite pass "Loop"+ didn't converge in 1 iterations
// NO-OP-NOT: note

// TRACE: warning: Composite pass "Loop"+ didn't converge in 1 iterations
// TRACE-NEXT: note: diagnostic emitted with trace:

func.func @f(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %x, %c0 : i32
  return %0 : i32
}

// RUN: not strata-run %s -e shift --entry-point-result=i32 2>&1 | FileCheck %s

// An operation the JIT cannot translate is reported at its location.
llvm.func @shift(%a: i32) -> i32 {
  // CHECK: unsupported_op.mlir:[[@LINE+1]]:8: error: strata-run: unsupported operation 'llvm.intr.fshl'
  %r = llvm.intr.fshl(%a, %a, %a) : (i32, i32, i32) -> i32
  llvm.return %r : i32
}

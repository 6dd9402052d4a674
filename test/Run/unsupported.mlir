// RUN: not strata-run %s -e main --entry-point-result=void 2>&1 | FileCheck %s

// An operation the JIT cannot translate is reported at its location.
llvm.func @main() {
  %c = llvm.mlir.constant(dense<[1, 2]> : vector<2xi32>) : vector<2xi32>
  %i = llvm.mlir.constant(0 : i32) : i32
  // CHECK: unsupported.mlir:5:8: error: strata-run: unsupported
  %e = llvm.extractelement %c[%i : i32] : vector<2xi32>
  llvm.return
}

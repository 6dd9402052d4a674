// RUN: not strata-run %s -e main --entry-point-result=void 2>&1 | FileCheck %s

// A type or operation the JIT cannot translate is reported at its location.
llvm.func @main() {
  // CHECK: unsupported.mlir:[[@LINE+1]]:8: error: strata-run: unsupported type 'vector<2xi32>'
  %c = llvm.mlir.constant(dense<[1, 2]> : vector<2xi32>) : vector<2xi32>
  llvm.return
}

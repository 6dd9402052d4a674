// RUN: not strata-run %s -e main --entry-point-result=void 2>&1 | FileCheck %s

// An external function no library defines is an error at its call.
llvm.func @strata_no_such_function(i64)

llvm.func @main() {
  %c = llvm.mlir.constant(1 : i64) : i64
  // CHECK: unresolved.mlir:[[@LINE+1]]:3: error: strata-run: symbol not found: 'strata_no_such_function'
  llvm.call @strata_no_such_function(%c) : (i64) -> ()
  llvm.return
}

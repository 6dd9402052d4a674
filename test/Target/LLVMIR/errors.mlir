// RUN: not strata-translate --mlir-to-llvmir --split-input-file %s 2>&1 | FileCheck %s

// Ops outside the LLVM dialect cannot be translated; the error names the op
// at its location.

// CHECK: errors.mlir:[[@LINE+2]]:3: error: cannot be converted to LLVM IR: missing `LLVMTranslationDialectInterface` registration for dialect for op: func.func
module {
  func.func @f() {
    return
  }
}

// -----

// CHECK: errors.mlir:[[@LINE+2]]:8: error: cannot be converted to LLVM IR: missing `LLVMTranslationDialectInterface` registration for dialect for op: arith.constant
llvm.func @g() -> i32 {
  %0 = arith.constant 1 : i32
  llvm.return %0 : i32
}

// RUN: not strata-translate --mlir-to-llvmir %s 2>&1 | FileCheck %s

// A function whose types have no LLVM IR equivalent (tf32 is not an LLVM
// type) is rejected by the LLVM dialect's verifier before translation, at
// the first op using such a value, as mlir-translate does.
// CHECK: unsupported-result-type.mlir:[[@LINE+3]]:3: error: 'llvm.return' op operand #0 must be LLVM dialect-compatible type, but got 'tf32'
"llvm.func"() <{function_type = !llvm.func<tf32 (tf32)>, sym_name = "no_llvm_result"}> ({
^bb0(%x: tf32):
  "llvm.return"(%x) : (tf32) -> ()
}) : () -> ()

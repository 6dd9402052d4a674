// RUN: not strata-translate --mlir-to-llvmir %s 2>&1 | FileCheck %s

// A function whose result type has no LLVM IR equivalent is reported at the
// function itself, not at an op of its body.
// CHECK: unsupported-result-type.mlir:[[@LINE+1]]:1: error: LLVM Translation failed for operation: llvm.func
"llvm.func"() <{function_type = !llvm.func<tf32 (tf32)>, sym_name = "no_llvm_result"}> ({
^bb0(%x: tf32):
  "llvm.return"(%x) : (tf32) -> ()
}) : () -> ()

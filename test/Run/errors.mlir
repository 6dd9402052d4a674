// RUN: not strata-run %s -e nope --entry-point-result=void 2>&1 | FileCheck %s --check-prefix=ENTRY
// RUN: not strata-run %s -e main --entry-point-result=i32 2>&1 | FileCheck %s --check-prefix=RESULT
// RUN: not strata-run %s -e main --entry-point-result=void 2>&1 | FileCheck %s --check-prefix=VOID
// RUN: not strata-run %s -e args --entry-point-result=i32 2>&1 | FileCheck %s --check-prefix=ARGS
// RUN: not strata-run %s -e decl --entry-point-result=i32 2>&1 | FileCheck %s --check-prefix=ENTRY

// ENTRY: Error: entry point not found
// RESULT: Error: only single i32 function result supported
// VOID: Error: expected void function
// ARGS: Error: JIT can't invoke a main function expecting arguments

llvm.func @decl() -> i32

llvm.func @main() -> f32 {
  %c = llvm.mlir.constant(1.0 : f32) : f32
  llvm.return %c : f32
}

llvm.func @args(%x: i32) -> i32 {
  llvm.return %x : i32
}

// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(canonicalize),canonicalize)' --mlir-print-ir-before=canonicalize --mlir-print-ir-after-all -o /dev/null 2>&1 | FileCheck %s --check-prefix=PRINT
// RUN: strata-opt %s --canonicalize --mlir-print-ir-after-all --mlir-print-ir-after-change -o /dev/null 2>&1 | FileCheck %s --check-prefix=CHANGE
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(canonicalize))' --mlir-timing -o /dev/null 2>&1 | FileCheck %s --check-prefix=TIMING

// Nested passes print the operation they run on; module-level ones the module.
// PRINT:      // -----// IR Dump Before Canonicalizer (canonicalize) //----- //
// PRINT-NEXT: func.func @f(%arg0: i32) -> i32 {
// PRINT-NEXT:   %c0_i32 = arith.constant 0 : i32
// PRINT:      // -----// IR Dump After Canonicalizer (canonicalize) //----- //
// PRINT-NEXT: func.func @f(%arg0: i32) -> i32 {
// PRINT-NEXT:   return %arg0 : i32
// PRINT:      // -----// IR Dump Before Canonicalizer (canonicalize) //----- //
// PRINT-NEXT: module {
// PRINT:      // -----// IR Dump After Canonicalizer (canonicalize) //----- //
// PRINT-NEXT: module {

// CHANGE:     IR Dump After Canonicalizer (canonicalize)
// CHANGE-NOT: IR Dump After

// TIMING:      ... Execution time report ...
// TIMING:      ----Wall Time----  ----Name----
// TIMING-NEXT: Parser
// TIMING-NEXT: 'func.func' Pipeline
// TIMING-NEXT:   Canonicalizer
// TIMING-NEXT: Output
// TIMING-NEXT: Rest
// TIMING-NEXT: Total

func.func @f(%x: i32) -> i32 {
  %zero = arith.constant 0 : i32
  %y = arith.addi %x, %zero : i32
  return %y : i32
}

// RUN: rm -rf %t
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(canonicalize,cse),symbol-dce)' --mlir-print-ir-after-all --mlir-print-ir-before=cse --mlir-print-ir-tree-dir=%t -o /dev/null
// RUN: cat %t/builtin_module_no-symbol-name/func_func_f/0_0_canonicalize.mlir | FileCheck %s --check-prefix=F0
// RUN: cat %t/builtin_module_no-symbol-name/func_func_f/0_1_cse.mlir | FileCheck %s --check-prefix=F1
// RUN: cat %t/builtin_module_no-symbol-name/func_func_f/0_2_cse.mlir | FileCheck %s --check-prefix=F2
// RUN: cat %t/builtin_module_no-symbol-name/func_func_g/0_2_cse.mlir | FileCheck %s --check-prefix=G2
// RUN: cat %t/builtin_module_no-symbol-name/1_symbol-dce.mlir | FileCheck %s --check-prefix=MOD
// RUN: not cat %t/builtin_module_no-symbol-name/func_func_f/0_3_cse.mlir
// RUN: rm -rf %t
// RUN: strata-opt %s --canonicalize --mlir-print-ir-after-all --mlir-print-ir-module-scope --mlir-disable-threading --mlir-print-ir-tree-dir=%t -o /dev/null
// RUN: cat %t/builtin_module_no-symbol-name/0_canonicalize.mlir | FileCheck %s --check-prefix=SCOPE

// Each dump gets a file of its own: one directory per operation from the top
// level down (op name with `_` for `.`, then the symbol name), the file named
// after how many dumps each of those operations had, then the pass.

// F0: // -----// IR Dump After Canonicalizer (canonicalize) //----- //
// F0-NEXT: func.func @f(%arg0: i32) -> i32 {
// F0-NEXT:   return %arg0 : i32
// F0-NEXT: }
// F0-EMPTY:
// F0-NOT: {{.}}

// F1: // -----// IR Dump Before CSE (cse) //----- //
// F1-NEXT: func.func @f(

// F2: // -----// IR Dump After CSE (cse) //----- //
// F2-NEXT: func.func @f(

// G2: // -----// IR Dump After CSE (cse) //----- //
// G2-NEXT: func.func @g(%arg0: i32) -> i32 {
// G2-NEXT:   %0 = arith.muli %arg0, %arg0 : i32

// The module had no dump before its own pass's: its count is 1 as the
// functions' files counted it 0.
// MOD: // -----// IR Dump After SymbolDCE (symbol-dce) //----- //
// MOD-NEXT: module {
// MOD-NEXT:   func.func @f(

// SCOPE: // -----// IR Dump After Canonicalizer (canonicalize) ('builtin.module' operation) //----- //
// SCOPE-NEXT: module {

func.func @f(%a: i32) -> i32 {
  %c = arith.constant 0 : i32
  %b = arith.addi %a, %c : i32
  return %b : i32
}
func.func @g(%a: i32) -> i32 {
  %b = arith.muli %a, %a : i32
  return %b : i32
}

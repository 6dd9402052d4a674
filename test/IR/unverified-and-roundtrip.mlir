// RUN: strata-opt %s --split-input-file --mlir-very-unsafe-disable-verifier-on-parsing | FileCheck %s
// RUN: not strata-opt %s --split-input-file 2>&1 | FileCheck %s --check-prefix=VERIFIED
// RUN: strata-opt %s --split-input-file --verify-roundtrip --mlir-very-unsafe-disable-verifier-on-parsing | FileCheck %s

// Without the verifier an invalid function is accepted and printed in the
// generic form; a valid one keeps its custom form. `--verify-roundtrip`
// accepts both: each reads back from its generic form and its bytecode.

// CHECK:      "builtin.module"() ({
// CHECK-NEXT:   "func.func"() <{function_type = () -> i32, sym_name = "missing_result"}> ({
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : () -> ()

// VERIFIED: error: 'func.return' op has 0 operands, but enclosing function (@missing_result) returns 1
func.func @missing_result() -> i32 {
  return
}

// -----

// CHECK:      module {
// CHECK-NEXT:   func.func @valid(%arg0: i32) -> i32 {
// CHECK-NEXT:     return %arg0 : i32
func.func @valid(%x: i32) -> i32 {
  return %x : i32 loc("named")
}

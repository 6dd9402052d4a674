// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(canonicalize),symbol-dce)' --mlir-print-ir-after-all --mlir-print-ir-module-scope --mlir-disable-threading -o /dev/null 2>&1 | FileCheck %s
// RUN: not strata-opt %s --mlir-print-ir-module-scope 2>&1 | FileCheck %s --check-prefix=THREADS

// At module scope each dump names the operation the pass ran on and prints
// the whole top-level module, with its aliases; the function run first is
// already simplified when the second one is dumped.

// CHECK: // -----// IR Dump After Canonicalizer (canonicalize) ('func.func' operation: @first) //----- //
// CHECK-NEXT: #map = affine_map<()[s0] -> (s0 + 1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @first(%arg0: index) -> index {
// CHECK-NEXT:     %0 = affine.apply #map()[%arg0]
// CHECK-NEXT:     return %0 : index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @second(%arg0: i32) -> i32 {
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %0 = arith.addi %arg0, %c0_i32 : i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NEXT: // -----// IR Dump After Canonicalizer (canonicalize) ('func.func' operation: @second) //----- //
// CHECK-NEXT: #map = affine_map<()[s0] -> (s0 + 1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @first(%arg0: index) -> index {
// CHECK-NEXT:     %0 = affine.apply #map()[%arg0]
// CHECK:        func.func @second(%arg0: i32) -> i32 {
// CHECK-NEXT:     return %arg0 : i32
// CHECK:      // -----// IR Dump After SymbolDCE (symbol-dce) ('builtin.module' operation) //----- //
// CHECK-NEXT: #map = affine_map<()[s0] -> (s0 + 1)>
// CHECK-NEXT: module {

// Module scope needs threading off, as upstream.
// THREADS: <unknown>:0: error: IR print for module scope can't be setup on a pass-manager without disabling multi-threading first.
// THREADS-EMPTY:

#map = affine_map<(d0) -> (d0 + 1)>
func.func @first(%a: index) -> index {
  %0 = affine.apply #map(%a)
  return %0 : index
}
func.func @second(%a: i32) -> i32 {
  %c = arith.constant 0 : i32
  %b = arith.addi %a, %c : i32
  return %b : i32
}

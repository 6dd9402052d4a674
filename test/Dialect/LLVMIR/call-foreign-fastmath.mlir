// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic | strata-opt --allow-unregistered-dialect | FileCheck %s

// A `fastmathFlags` entry of llvm.call that is not `#llvm.fastmath` is
// dropped when the property is built, as upstream's conversion drops it:
// the call keeps its default flags, and the generic form it prints reads
// back.

llvm.func @g(i32) -> f32

// CHECK-LABEL: llvm.func @f
// CHECK: llvm.call tail @g(%arg0) : (i32) -> f32
// CHECK: llvm.call @g(%arg0) {fastmathFlags = #llvm.fastmath<fast>} : (i32) -> f32
llvm.func @f(%i: i32) {
  %0 = llvm.call tail @g(%i) {fastmathFlags = #other<fast>} : (i32) -> f32
  %1 = llvm.call @g(%i) {fastmathFlags = #llvm.fastmath<fast>} : (i32) -> f32
  llvm.return
}

// RUN: strata-opt --convert-to-llvm %s | FileCheck %s
// RUN: strata-opt --convert-func-to-llvm %s | FileCheck %s

// Functions of nested modules are lowered too, at any depth, as mlir-opt
// 22 lowers them.

// CHECK: module @inner {
// CHECK-NEXT: llvm.func @decl(i32) -> i32 attributes {sym_visibility = "private"}
// CHECK-NEXT: llvm.func @def(%arg0: i64) -> i64 {
// CHECK-NEXT: llvm.return %arg0 : i64
// CHECK-NEXT: }
// CHECK-NEXT: module @deeper {
// CHECK-NEXT: llvm.func @leaf() {
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @top(%arg0: i32) -> i32 {
// CHECK-NEXT: llvm.return %arg0 : i32
// CHECK-NEXT: }
module {
  module @inner {
    func.func private @decl(i32) -> i32
    func.func @def(%x: index) -> index {
      return %x : index
    }
    module @deeper {
      func.func @leaf() {
        return
      }
    }
  }
  func.func @top(%x: i32) -> i32 {
    return %x : i32
  }
}

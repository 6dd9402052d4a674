// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s | strata-opt | FileCheck %s

// An llvm.switch without cases prints its empty case list over two lines,
// as mlir-opt 22 does.

// CHECK-LABEL: llvm.func @no_case(
// CHECK-NEXT: llvm.switch %arg0 : i32, ^bb1 [
// CHECK-NEXT: {{^ *\]$}}
// CHECK-NEXT: ^bb1:
llvm.func @no_case(%x: i32) {
  llvm.switch %x : i32, ^bb1 []
^bb1:
  llvm.return
}

// CHECK-LABEL: llvm.func @one_case(
// CHECK-NEXT: llvm.switch %arg0 : i32, ^bb1 [
// CHECK-NEXT: 3: ^bb2
// CHECK-NEXT: {{^ *\]$}}
llvm.func @one_case(%x: i32) {
  llvm.switch %x : i32, ^bb1 [
    3: ^bb2
  ]
^bb1:
  llvm.return
^bb2:
  llvm.return
}

// RUN: strata-opt %s --convert-cf-to-llvm | FileCheck %s

// cf.assert splits its block: the condition branches to the rest of the
// block or to a failure block (appended to the region) that prints the
// message with puts and aborts. Each message gets its own private global,
// named apart from the symbols already in the module.

llvm.mlir.global private constant @assert_msg("taken\00") {addr_space = 0 : i32}

// CHECK-LABEL: module {
// CHECK-NEXT: llvm.mlir.global private constant @assert_msg_1(dense<[115, 101, 99, 111, 110, 100, 0]> : tensor<7xi8>) {addr_space = 0 : i32} : !llvm.array<7 x i8>
// CHECK-NEXT: llvm.func @abort()
// CHECK-NEXT: llvm.func @puts(!llvm.ptr)
// CHECK-NEXT: llvm.mlir.global private constant @assert_msg_0(dense<[102, 105, 114, 115, 116, 0]> : tensor<6xi8>) {addr_space = 0 : i32} : !llvm.array<6 x i8>
// CHECK-NEXT: llvm.mlir.global private constant @assert_msg("taken\00")

func.func @two(%a: i1, %b: i1) -> i32 {
  cf.assert %a, "first"
  %c = arith.constant 7 : i32
  cf.assert %b, "second"
  return %c : i32
}
// CHECK-LABEL: func.func @two(%arg0: i1, %arg1: i1) -> i32 {
// CHECK-NEXT: llvm.cond_br %arg0, ^bb1, ^bb3
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: llvm.cond_br %arg1, ^bb2, ^bb4
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: return %c7_i32 : i32
// CHECK-NEXT: ^bb3:  // pred: ^bb0
// CHECK-NEXT: %0 = llvm.mlir.addressof @assert_msg_0 : !llvm.ptr
// CHECK-NEXT: %1 = llvm.getelementptr %0[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<6 x i8>
// CHECK-NEXT: llvm.call @puts(%1) : (!llvm.ptr) -> ()
// CHECK-NEXT: llvm.call @abort() : () -> ()
// CHECK-NEXT: llvm.unreachable
// CHECK-NEXT: ^bb4:  // pred: ^bb1
// CHECK-NEXT: %2 = llvm.mlir.addressof @assert_msg_1 : !llvm.ptr
// CHECK-NEXT: %3 = llvm.getelementptr %2[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<7 x i8>
// CHECK-NEXT: llvm.call @puts(%3) : (!llvm.ptr) -> ()
// CHECK-NEXT: llvm.call @abort() : () -> ()
// CHECK-NEXT: llvm.unreachable

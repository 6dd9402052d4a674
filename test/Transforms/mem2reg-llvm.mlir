// RUN: strata-opt %s --mem2reg | FileCheck %s

// An llvm.alloca of the entry block is promoted: stores become the values
// loads read, block arguments join them, loads before a store read undef.
// CHECK-LABEL: llvm.func @branches(
// CHECK-NOT:     llvm.alloca
// CHECK:         llvm.br ^[[JOIN:.*]](%arg1 : i64)
// CHECK:         llvm.br ^[[JOIN]](%arg2 : i64)
// CHECK:       ^[[JOIN]](%[[V:.*]]: i64):
// CHECK-NEXT:    llvm.return %[[V]] : i64
llvm.func @branches(%c: i1, %a: i64, %b: i64) -> i64 {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %c1 x i64 {alignment = 8 : i64} : (i32) -> !llvm.ptr
  llvm.cond_br %c, ^bb1, ^bb2
^bb1:
  llvm.store %a, %p : i64, !llvm.ptr
  llvm.br ^bb3
^bb2:
  llvm.store %b, %p : i64, !llvm.ptr
  llvm.br ^bb3
^bb3:
  %v = llvm.load %p : !llvm.ptr -> i64
  llvm.return %v : i64
}

// CHECK-LABEL: llvm.func @uninit(
// CHECK-NEXT:    %[[U:.*]] = llvm.mlir.undef : f32
// CHECK-NOT:     llvm.alloca
// CHECK:         llvm.return %[[U]] : f32
llvm.func @uninit() -> f32 {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %c1 x f32 : (i32) -> !llvm.ptr
  %v = llvm.load %p : !llvm.ptr -> f32
  llvm.return %v : f32
}

// Volatile accesses, escaping pointers and allocas outside the entry block
// stay.
// CHECK-LABEL: llvm.func @volatile_access(
// CHECK:         llvm.alloca
// CHECK-LABEL: llvm.func @escapes(
// CHECK:         llvm.alloca
// CHECK-LABEL: llvm.func @not_entry(
// CHECK:         llvm.alloca
llvm.func @volatile_access(%x: i32) -> i32 {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %c1 x i32 : (i32) -> !llvm.ptr
  llvm.store volatile %x, %p : i32, !llvm.ptr
  %v = llvm.load %p : !llvm.ptr -> i32
  llvm.return %v : i32
}

llvm.func @escapes(%x: i32) -> !llvm.ptr {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %c1 x i32 : (i32) -> !llvm.ptr
  llvm.store %x, %p : i32, !llvm.ptr
  llvm.return %p : !llvm.ptr
}

llvm.func @not_entry(%x: i32) -> i32 {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  llvm.br ^bb1
^bb1:
  %p = llvm.alloca %c1 x i32 : (i32) -> !llvm.ptr
  llvm.store %x, %p : i32, !llvm.ptr
  %v = llvm.load %p : !llvm.ptr -> i32
  llvm.return %v : i32
}

// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s

// Ifuncs are written after the global variables and before the functions,
// in module order: linkage, dso_local (unless a local linkage or a
// visibility already implies it), visibility; unnamed_addr is not kept.
// Calls and addresses name them like functions.

// CHECK: @counter = internal global i32 0
// CHECK-EMPTY:
// CHECK-NEXT: @plain = ifunc i32 (i32), ptr @resolve
// CHECK-NEXT: @weak = weak_odr hidden ifunc void (), ptr @resolve
// CHECK-NEXT: @local = dso_local ifunc void (), ptr @resolve
// CHECK-NEXT: @priv = private ifunc void (), ptr @resolve
// CHECK-NEXT: @"odd name" = linkonce protected ifunc void (), ptr @resolve
// CHECK-EMPTY:
// CHECK-NEXT: define ptr @resolve() {
// CHECK: define i32 @use(i32 [[A:%.*]]) {
// CHECK: [[R:%.*]] = call i32 @plain(i32 [[A]])
// CHECK-NEXT: call void @weak()
// CHECK-NEXT: ret i32 [[R]]

llvm.mlir.ifunc @plain : !llvm.func<i32 (i32)>, !llvm.ptr @resolve
llvm.func @resolve() -> !llvm.ptr {
  %0 = llvm.mlir.addressof @impl : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.mlir.ifunc weak_odr hidden unnamed_addr @weak : !llvm.func<void ()>, !llvm.ptr @resolve
llvm.mlir.global internal @counter(0 : i32) : i32
llvm.mlir.ifunc @local : !llvm.func<void ()>, !llvm.ptr @resolve {dso_local}
llvm.mlir.ifunc private @priv : !llvm.func<void ()>, !llvm.ptr @resolve {dso_local}
llvm.mlir.ifunc linkonce protected @"odd name" : !llvm.func<void ()>, !llvm.ptr @resolve {dso_local}
llvm.func @impl(%a: i32) -> i32 {
  llvm.return %a : i32
}
llvm.func @use(%a: i32) -> i32 {
  %0 = llvm.call @plain(%a) : (i32) -> i32
  llvm.call @weak() : () -> ()
  llvm.return %0 : i32
}

// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s

// Aliases are written after the global variables and before the ifuncs
// and functions. The aliasee goes with its type, unless it is a constant
// expression; as upstream, `dso_local` is not carried over.

// CHECK: @buffer = global [4 x i64] zeroinitializer
// CHECK-NEXT: @slot = global ptr @whole
// CHECK-EMPTY:
// CHECK-NEXT: @whole = alias [4 x i64], ptr @buffer
// CHECK-NEXT: @third = internal thread_local unnamed_addr alias i64, getelementptr inbounds nuw (i8, ptr @buffer, i64 16)
// CHECK-NEXT: @shifted = weak hidden alias i8, inttoptr (i64 add (i64 ptrtoint (ptr @buffer to i64), i64 3) to ptr)
// CHECK-NEXT: @remote = alias i64, addrspacecast (ptr @buffer to ptr addrspace(3))
// CHECK-NEXT: @entry = alias void (), ptr @run
// CHECK-EMPTY:
// CHECK-NEXT: define void @run()

llvm.mlir.global external @buffer(dense<0> : tensor<4xi64>) : !llvm.array<4 x i64>

llvm.mlir.alias external @whole : !llvm.array<4 x i64> {
  %b = llvm.mlir.addressof @buffer : !llvm.ptr
  llvm.return %b : !llvm.ptr
}

llvm.mlir.alias internal thread_local unnamed_addr @third : i64 {
  %b = llvm.mlir.addressof @buffer : !llvm.ptr
  %p = llvm.getelementptr %b[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i64>
  llvm.return %p : !llvm.ptr
}

llvm.mlir.alias weak hidden @shifted : i8 {
  %b = llvm.mlir.addressof @buffer : !llvm.ptr
  %i = llvm.ptrtoint %b : !llvm.ptr to i64
  %three = llvm.mlir.constant(3 : i64) : i64
  %sum = llvm.add %i, %three : i64
  %p = llvm.inttoptr %sum : i64 to !llvm.ptr
  llvm.return %p : !llvm.ptr
}

llvm.mlir.alias external @remote {dso_local} : i64 {
  %b = llvm.mlir.addressof @buffer : !llvm.ptr
  %c = llvm.addrspacecast %b : !llvm.ptr to !llvm.ptr<3>
  llvm.return %c : !llvm.ptr<3>
}

llvm.mlir.alias external @entry : !llvm.func<void ()> {
  %f = llvm.mlir.addressof @run : !llvm.ptr
  llvm.return %f : !llvm.ptr
}

// A global may hold the address of an alias.
llvm.mlir.global external @slot() : !llvm.ptr {
  %a = llvm.mlir.addressof @whole : !llvm.ptr
  llvm.return %a : !llvm.ptr
}

llvm.func @run() {
  llvm.return
}

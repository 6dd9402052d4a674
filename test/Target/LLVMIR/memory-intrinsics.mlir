// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s

// The memory intrinsics memref lowering emits: memcpy (with its volatile
// flag) and the stack save/restore pair around spilled descriptors.
llvm.func @copy(%d: !llvm.ptr, %s: !llvm.ptr, %n: i64) {
  %p = llvm.intr.stacksave : !llvm.ptr
  "llvm.intr.memcpy"(%d, %s, %n) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  llvm.intr.stackrestore %p : !llvm.ptr
  llvm.return
}

// CHECK: define void @copy(ptr [[D:%[a-z0-9]+]], ptr [[S:%[a-z0-9]+]], i64 [[N:%[a-z0-9]+]]) {
// CHECK: [[P:%[a-z0-9]+]] = call ptr @llvm.stacksave.p0()
// CHECK-NEXT: call void @llvm.memcpy.p0.p0.i64(ptr [[D]], ptr [[S]], i64 [[N]], i1 false)
// CHECK-NEXT: call void @llvm.stackrestore.p0(ptr [[P]])
// CHECK-NEXT: ret void
// CHECK-DAG: declare ptr @llvm.stacksave.p0()
// CHECK-DAG: declare void @llvm.memcpy.p0.p0.i64(
// CHECK-DAG: declare void @llvm.stackrestore.p0(ptr)

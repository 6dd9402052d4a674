// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s

// Folded offsets follow the module's data layout: here i64 and i128 are
// naturally aligned, and pointers of address space 3 are 32 bits wide
// with 32-bit offsets.

// CHECK: target datalayout = "e-i64:64-i128:128-p3:32:32-v96:128"
module attributes {llvm.data_layout = "e-i64:64-i128:128-p3:32:32-v96:128"} {
  llvm.mlir.global external @data() : !llvm.struct<(i8, i64, i8, i128, ptr<3>, vector<3xi32>)>
  llvm.mlir.global external @shared() {addr_space = 3 : i32} : !llvm.array<4 x struct<(i8, ptr<3>)>>

  // CHECK: @offsets = global [5 x ptr] [ptr getelementptr inbounds nuw (i8, ptr @data, i64 8), ptr getelementptr inbounds nuw (i8, ptr @data, i64 16), ptr getelementptr inbounds nuw (i8, ptr @data, i64 32), ptr getelementptr inbounds nuw (i8, ptr @data, i64 48), ptr getelementptr inbounds nuw (i8, ptr @data, i64 64)]
  llvm.mlir.global external @offsets() : !llvm.array<5 x ptr> {
    %d = llvm.mlir.addressof @data : !llvm.ptr
    %u = llvm.mlir.undef : !llvm.array<5 x ptr>
    %f1 = llvm.getelementptr %d[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i8, i64, i8, i128, ptr<3>, vector<3xi32>)>
    %f2 = llvm.getelementptr %d[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i8, i64, i8, i128, ptr<3>, vector<3xi32>)>
    %f3 = llvm.getelementptr %d[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i8, i64, i8, i128, ptr<3>, vector<3xi32>)>
    %f4 = llvm.getelementptr %d[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i8, i64, i8, i128, ptr<3>, vector<3xi32>)>
    %f5 = llvm.getelementptr %d[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i8, i64, i8, i128, ptr<3>, vector<3xi32>)>
    %a1 = llvm.insertvalue %f1, %u[0] : !llvm.array<5 x ptr>
    %a2 = llvm.insertvalue %f2, %a1[1] : !llvm.array<5 x ptr>
    %a3 = llvm.insertvalue %f3, %a2[2] : !llvm.array<5 x ptr>
    %a4 = llvm.insertvalue %f4, %a3[3] : !llvm.array<5 x ptr>
    %a5 = llvm.insertvalue %f5, %a4[4] : !llvm.array<5 x ptr>
    llvm.return %a5 : !llvm.array<5 x ptr>
  }

  // CHECK: @third = global ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @shared, i32 20)
  llvm.mlir.global external @third() : !llvm.ptr<3> {
    %s = llvm.mlir.addressof @shared : !llvm.ptr<3>
    %e = llvm.getelementptr %s[0, 2, 1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<4 x struct<(i8, ptr<3>)>>
    llvm.return %e : !llvm.ptr<3>
  }
}

// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s

// The keywords of globals and functions in LLVM's order: linkage,
// dso_local (not written when a local linkage or a visibility other than
// the default implies it, except for extern_weak), visibility,
// thread_local, unnamed_addr (after the parameters for a function),
// address space, externally_initialized; the section last.

// CHECK: @t = dso_local thread_local unnamed_addr addrspace(1) externally_initialized global i32 0, section "q"
// CHECK-NEXT: @w = extern_weak dso_local hidden global i32
// CHECK-NEXT: @e = external dso_local global i64
// CHECK-NEXT: @n = internal constant i8 7, section "data\22x", align 1
// CHECK: define dso_local void @g() local_unnamed_addr section "s\22x" {
// CHECK: declare hidden void @d1() unnamed_addr
// CHECK: declare dso_local void @d2()
// CHECK: define internal void @i1() {

llvm.func local_unnamed_addr @g() attributes {dso_local, section = "s\22x"} {
  llvm.return
}
llvm.func hidden unnamed_addr @d1()
llvm.func @d2() attributes {dso_local}
llvm.func internal @i1() attributes {dso_local} {
  llvm.return
}
llvm.mlir.global external thread_local unnamed_addr @t(0 : i32) {dso_local, addr_space = 1 : i32, externally_initialized, section = "q"} : i32
llvm.mlir.global extern_weak hidden @w() {dso_local} : i32
llvm.mlir.global external @e() {dso_local} : i64
llvm.mlir.global internal constant @n(7 : i8) {dso_local, alignment = 1 : i64, section = "data\22x"} : i8

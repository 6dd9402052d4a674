// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s

// Aliases name a global value or an address computed from one: the
// keywords come in the order linkage, visibility, thread_local,
// unnamed_addr, and other attributes (dso_local among them) go in the
// dictionary.

llvm.mlir.global internal @table(dense<[3, 5, 7]> : tensor<3xi32>) : !llvm.array<3 x i32>
llvm.func @handler() {
  llvm.return
}

// CHECK: llvm.mlir.alias external @first : i32 {
// CHECK-NEXT:   %[[T:.*]] = llvm.mlir.addressof @table : !llvm.ptr
// CHECK-NEXT:   llvm.return %[[T]] : !llvm.ptr
// CHECK-NEXT: }
llvm.mlir.alias external @first : i32 {
  %t = llvm.mlir.addressof @table : !llvm.ptr
  llvm.return %t : !llvm.ptr
}

// CHECK: llvm.mlir.alias weak_odr protected thread_local local_unnamed_addr @second {dso_local, note = "x"} : i32 {
// CHECK:   llvm.getelementptr inbounds %{{.*}}[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<3 x i32>
llvm.mlir.alias weak_odr protected thread_local local_unnamed_addr @second {note = "x", dso_local} : i32 {
  %t = llvm.mlir.addressof @table : !llvm.ptr
  %p = llvm.getelementptr inbounds %t[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<3 x i32>
  llvm.return %p : !llvm.ptr
}

// An alias of a function, and one of another alias.
// CHECK: llvm.mlir.alias private @on_event : !llvm.func<void ()> {
llvm.mlir.alias private @on_event : !llvm.func<void ()> {
  %f = llvm.mlir.addressof @handler : !llvm.ptr
  llvm.return %f : !llvm.ptr
}
// CHECK: llvm.mlir.alias available_externally unnamed_addr @again : !llvm.func<void ()> {
llvm.mlir.alias available_externally unnamed_addr @again : !llvm.func<void ()> {
  %f = llvm.mlir.addressof @on_event : !llvm.ptr
  llvm.return %f : !llvm.ptr
}

// The address space of an alias is that of the pointer it returns.
// CHECK: llvm.mlir.alias external @far : i32 {
// CHECK:   llvm.addrspacecast %{{.*}} : !llvm.ptr to !llvm.ptr<5>
llvm.mlir.alias external @far : i32 {
  %t = llvm.mlir.addressof @table : !llvm.ptr
  %c = llvm.addrspacecast %t : !llvm.ptr to !llvm.ptr<5>
  llvm.return %c : !llvm.ptr<5>
}
llvm.func @use() -> !llvm.ptr<5> {
  // CHECK: llvm.mlir.addressof @far : !llvm.ptr<5>
  %p = llvm.mlir.addressof @far : !llvm.ptr<5>
  llvm.return %p : !llvm.ptr<5>
}

// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// `llvm.mlir.ifunc`: the linkage is always printed, visibility and
// unnamed_addr when not the default, the address space only when not 0.

llvm.func @resolve() -> !llvm.ptr {
  %0 = llvm.mlir.zero : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.func @resolve1() -> !llvm.ptr<1> {
  %0 = llvm.mlir.zero : !llvm.ptr<1>
  llvm.return %0 : !llvm.ptr<1>
}

// CHECK: llvm.mlir.ifunc external @plain : !llvm.func<i32 (i32)>, !llvm.ptr @resolve{{$}}
llvm.mlir.ifunc @plain : !llvm.func<i32 (i32)>, !llvm.ptr @resolve
// CHECK: llvm.mlir.ifunc weak_odr hidden unnamed_addr @flags : !llvm.func<void ()>, !llvm.ptr @resolve{{$}}
llvm.mlir.ifunc weak_odr hidden unnamed_addr @flags : !llvm.func<void ()>, !llvm.ptr @resolve
// CHECK: llvm.mlir.ifunc internal @local : !llvm.func<void ()>, !llvm.ptr @resolve {dso_local}
llvm.mlir.ifunc internal @local : !llvm.func<void ()>, !llvm.ptr @resolve {dso_local}
// CHECK: llvm.mlir.ifunc external @space : !llvm.func<void ()>, !llvm.ptr<1> @resolve1 {address_space = 1 : i32}
llvm.mlir.ifunc @space : !llvm.func<void ()>, !llvm.ptr<1> @resolve1 {address_space = 1 : i32}
// CHECK: llvm.mlir.ifunc external @"quoted name" : !llvm.func<void ()>, !llvm.ptr @resolve{{$}}
llvm.mlir.ifunc external @"quoted name" : !llvm.func<void ()>, !llvm.ptr @resolve {address_space = 0 : i32}

// Calls and address-of may name an ifunc.
// CHECK: llvm.call @plain(%{{.*}}) : (i32) -> i32
// CHECK: llvm.mlir.addressof @flags : !llvm.ptr
llvm.func @use(%a: i32) -> i32 {
  %0 = llvm.call @plain(%a) : (i32) -> i32
  %1 = llvm.mlir.addressof @flags : !llvm.ptr
  llvm.return %0 : i32
}

// GENERIC: "llvm.mlir.ifunc"() <{address_space = 0 : i32, i_func_type = !llvm.func<i32 (i32)>, linkage = #llvm.linkage<external>, resolver = @resolve, resolver_type = !llvm.ptr, sym_name = "plain", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> : () -> ()
// GENERIC: "llvm.mlir.ifunc"() <{address_space = 0 : i32, dso_local, i_func_type = !llvm.func<void ()>, linkage = #llvm.linkage<internal>, resolver = @resolve, resolver_type = !llvm.ptr, sym_name = "local", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> : () -> ()

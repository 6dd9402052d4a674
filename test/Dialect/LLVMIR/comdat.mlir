// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// A comdat group lists its selectors and their selection kinds; globals
// and functions name a selector with `comdat(@group::@selector)`, after
// the initializer or the signature.

// CHECK: llvm.comdat @linkonce {
// CHECK-NEXT:   llvm.comdat_selector @one any
// CHECK-NEXT:   llvm.comdat_selector @same_bytes exactmatch
// CHECK-NEXT:   llvm.comdat_selector @biggest largest
// CHECK-NEXT:   llvm.comdat_selector @unique nodeduplicate
// CHECK-NEXT:   llvm.comdat_selector @same_size samesize
// CHECK-NEXT: }
// GENERIC: "llvm.comdat"() <{sym_name = "linkonce"}> ({
// GENERIC-NEXT: "llvm.comdat_selector"() <{comdat = 0 : i64, sym_name = "one"}> : () -> ()
// GENERIC: "llvm.comdat_selector"() <{comdat = 4 : i64, sym_name = "same_size"}> : () -> ()
llvm.comdat @linkonce {
  llvm.comdat_selector @one any
  llvm.comdat_selector @same_bytes exactmatch
  llvm.comdat_selector @biggest largest
  llvm.comdat_selector @unique nodeduplicate
  llvm.comdat_selector @same_size samesize
}

// CHECK: llvm.mlir.global linkonce_odr @table(dense<1> : tensor<2xi32>) comdat(@linkonce::@biggest) {addr_space = 0 : i32} : !llvm.array<2 x i32>
llvm.mlir.global linkonce_odr @table(dense<1> : tensor<2xi32>) comdat(@linkonce::@biggest) : !llvm.array<2 x i32>

// CHECK: llvm.func linkonce_odr @helper() comdat(@linkonce::@one) attributes {passthrough = ["noinline"]} {
// GENERIC: "llvm.func"() <{CConv = #llvm.cconv<ccc>, comdat = @linkonce::@one,
llvm.func linkonce_odr @helper() comdat(@linkonce::@one) attributes {passthrough = ["noinline"]} {
  llvm.return
}

// CHECK: llvm.func @declared(i32) comdat(@linkonce::@unique)
llvm.func @declared(i32) comdat(@linkonce::@unique)

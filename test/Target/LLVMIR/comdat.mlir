// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s

// The comdats in use are defined before the globals, those of functions
// first (as LLVM lists them); a symbol in a comdat of its own name writes
// a bare `comdat`. The function is written after its attribute group.

// CHECK: $biggest = comdat largest
// CHECK-EMPTY:
// CHECK-NEXT: $table = comdat exactmatch
// CHECK-EMPTY:
// CHECK-NEXT: $one = comdat any
// CHECK-EMPTY:
// CHECK-NEXT: @table = linkonce_odr global [2 x i32] [i32 1, i32 2], comdat, align 4
// CHECK-NEXT: @other = weak global i8 0, comdat($one)
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: noinline
// CHECK-NEXT: define linkonce_odr void @helper() #0 comdat($biggest) {
// CHECK-NOT: $unused

llvm.comdat @group {
  llvm.comdat_selector @one any
  llvm.comdat_selector @table exactmatch
  llvm.comdat_selector @biggest largest
  llvm.comdat_selector @unused nodeduplicate
}

llvm.mlir.global linkonce_odr @table(dense<[1, 2]> : tensor<2xi32>) comdat(@group::@table) {alignment = 4 : i64} : !llvm.array<2 x i32>
llvm.mlir.global weak @other(0 : i8) comdat(@group::@one) : i8

llvm.func linkonce_odr @helper() comdat(@group::@biggest) attributes {passthrough = ["noinline"]} {
  llvm.return
}

// RUN: strata-opt %s --convert-to-llvm | FileCheck %s

// Under convert-to-llvm the body of generic_atomic_rmw is lowered too,
// inside the cmpxchg loop.

// CHECK-LABEL: llvm.func @generic(
func.func @generic(%m: memref<10xi32>, %i: index) -> i32 {
  // CHECK: llvm.br ^bb1
  // CHECK: ^bb1(%[[CUR:[0-9]+]]: i32):
  // CHECK: %[[C:[0-9]+]] = llvm.mlir.constant(1 : i32) : i32
  // CHECK: %[[NEW:[0-9]+]] = llvm.add %[[CUR]], %[[C]] : i32
  // CHECK: llvm.cmpxchg %{{[0-9]+}}, %[[CUR]], %[[NEW]] acq_rel monotonic : !llvm.ptr, i32
  // CHECK: llvm.cond_br
  %0 = memref.generic_atomic_rmw %m[%i] : memref<10xi32> {
  ^bb0(%x: i32):
    %c = arith.constant 1 : i32
    %r = arith.addi %x, %c : i32
    memref.atomic_yield %r : i32
  }
  return %0 : i32
}

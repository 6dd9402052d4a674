// RUN: strata-opt %s --finalize-memref-to-llvm --split-input-file | FileCheck %s

// memref.atomic_rmw becomes llvm.atomicrmw (acq_rel) on the element's
// address where its kind has an LLVM counterpart; mulf/muli do not and
// stay. generic_atomic_rmw becomes a load and a cmpxchg loop.

// CHECK-LABEL: func.func @rmw(
func.func @rmw(%m: memref<10xf32>, %f: f32, %i: index, %n: memref<4x?xi32>, %w: i32, %j: index) -> f32 {
  // CHECK: %[[A:.*]] = llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  // CHECK: %[[R:.*]] = llvm.atomicrmw fadd %[[A]], %{{.*}} acq_rel : !llvm.ptr, f32
  %0 = memref.atomic_rmw addf %f, %m[%i] : (f32, memref<10xf32>) -> f32
  // CHECK: llvm.mul
  // CHECK: llvm.add
  // CHECK: llvm.atomicrmw max %{{.*}}, %{{.*}} acq_rel : !llvm.ptr, i32
  %1 = memref.atomic_rmw maxs %w, %n[%i, %j] : (i32, memref<4x?xi32>) -> i32
  // CHECK: llvm.atomicrmw umin
  %2 = memref.atomic_rmw minu %w, %n[%i, %j] : (i32, memref<4x?xi32>) -> i32
  // CHECK: llvm.atomicrmw xchg
  %3 = memref.atomic_rmw assign %w, %n[%i, %j] : (i32, memref<4x?xi32>) -> i32
  // CHECK: llvm.atomicrmw _xor
  %4 = memref.atomic_rmw xori %w, %n[%i, %j] : (i32, memref<4x?xi32>) -> i32
  // CHECK: llvm.atomicrmw fmaximum
  %5 = memref.atomic_rmw maximumf %f, %m[%i] : (f32, memref<10xf32>) -> f32
  // CHECK: llvm.atomicrmw fmin
  %6 = memref.atomic_rmw minnumf %f, %m[%i] : (f32, memref<10xf32>) -> f32
  // CHECK: memref.atomic_rmw mulf
  %7 = memref.atomic_rmw mulf %f, %m[%i] : (f32, memref<10xf32>) -> f32
  // CHECK: return %[[R]] : f32
  return %0 : f32
}

// -----

// CHECK-LABEL: func.func @generic(
func.func @generic(%m: memref<10xi32>, %v: i32, %i: index) -> i32 {
  // CHECK: %[[P:.*]] = llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, i32
  // CHECK: %[[INIT:.*]] = llvm.load %[[P]] : !llvm.ptr -> i32
  // CHECK: llvm.br ^bb1(%[[INIT]] : i32)
  // CHECK: ^bb1(%[[CUR:.*]]: i32):
  // CHECK: %[[NEW:.*]] = llvm.xor %[[CUR]], %{{.*}} : i32
  // CHECK: %[[PAIR:.*]] = llvm.cmpxchg %[[P]], %[[CUR]], %[[NEW]] acq_rel monotonic : !llvm.ptr, i32
  // CHECK: %[[SEEN:.*]] = llvm.extractvalue %[[PAIR]][0] : !llvm.struct<(i32, i1)>
  // CHECK: %[[OK:.*]] = llvm.extractvalue %[[PAIR]][1] : !llvm.struct<(i32, i1)>
  // CHECK: llvm.cond_br %[[OK]], ^bb2, ^bb1(%[[SEEN]] : i32)
  // CHECK: ^bb2:
  // CHECK: return %[[SEEN]] : i32
  %0 = memref.generic_atomic_rmw %m[%i] : memref<10xi32> {
  ^bb0(%x: i32):
    %r = llvm.xor %x, %v : i32
    memref.atomic_yield %r : i32
  }
  return %0 : i32
}

// -----

// A body with ops this pass does not lower stays as it is.
// CHECK-LABEL: func.func @generic_arith(
func.func @generic_arith(%m: memref<10xi32>, %i: index) -> i32 {
  // CHECK: memref.generic_atomic_rmw
  // CHECK: arith.addi
  %0 = memref.generic_atomic_rmw %m[%i] : memref<10xi32> {
  ^bb0(%x: i32):
    %r = arith.addi %x, %x : i32
    memref.atomic_yield %r : i32
  }
  return %0 : i32
}

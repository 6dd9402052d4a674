// RUN: strata-opt %s --finalize-memref-to-llvm --split-input-file | FileCheck %s

// alloca_scope: the stack pointer is saved, the body inlined, restored at
// the scope's return, which branches to a block receiving the results.
// assume_alignment: an llvm.intr.assume with an "align" bundle on the
// aligned pointer.

// CHECK-LABEL: func.func @scope(
func.func @scope(%v: f32) -> f32 {
  // CHECK: %[[SP:.*]] = llvm.intr.stacksave : !llvm.ptr
  // CHECK-NEXT: llvm.br ^bb1
  // CHECK: ^bb1:
  // CHECK: llvm.alloca %{{.*}} x f32 : (i64) -> !llvm.ptr
  // CHECK: llvm.intr.stackrestore %[[SP]] : !llvm.ptr
  // CHECK-NEXT: llvm.br ^bb2(%{{.*}} : f32)
  // CHECK: ^bb2(%[[R:.*]]: f32):
  // CHECK-NEXT: llvm.br ^bb3
  // CHECK: ^bb3:
  // CHECK-NEXT: return %[[R]] : f32
  %0 = memref.alloca_scope -> f32 {
    %a = memref.alloca() : memref<4xf32>
    memref.alloca_scope.return %v : f32
  }
  return %0 : f32
}

// -----

// Without results the scope's return branches straight to the rest of
// the block.
// CHECK-LABEL: func.func @scope_no_results(
func.func @scope_no_results() {
  // CHECK: %[[SP:.*]] = llvm.intr.stacksave : !llvm.ptr
  // CHECK: llvm.intr.stackrestore %[[SP]] : !llvm.ptr
  // CHECK-NEXT: llvm.br ^bb2
  // CHECK: ^bb2:
  // CHECK-NEXT: return
  memref.alloca_scope {
    %a = memref.alloca() : memref<4xf32>
  }
  return
}

// -----

// CHECK-LABEL: func.func @assume(
func.func @assume(%m: memref<?xf32>) -> memref<?xf32> {
  // CHECK: %[[D:.*]] = builtin.unrealized_conversion_cast %{{.*}} : memref<?xf32> to !llvm.struct
  // CHECK: %[[P:.*]] = llvm.extractvalue %[[D]][1]
  // CHECK: %[[T:.*]] = llvm.mlir.constant(true) : i1
  // CHECK: %[[N:.*]] = llvm.mlir.constant(64 : index) : i64
  // CHECK: llvm.intr.assume %[[T]] ["align"(%[[P]], %[[N]] : !llvm.ptr, i64)] : i1
  // CHECK: return %{{.*}} : memref<?xf32>
  %0 = memref.assume_alignment %m, 64 : memref<?xf32>
  return %0 : memref<?xf32>
}

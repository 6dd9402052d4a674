// RUN: strata-opt %s --finalize-memref-to-llvm=use-aligned-alloc=1 | FileCheck %s
// RUN: strata-opt %s --finalize-memref-to-llvm="use-aligned-alloc=1 use-generic-functions=1" | FileCheck %s --check-prefix=GENERIC

// use-aligned-alloc: aligned_alloc(alignment, size); the alignment is the
// op's or the element size rounded to a power of two, at least 16; the
// size is padded to a multiple of it unless the static shape makes it one.

// CHECK: llvm.func @aligned_alloc(i64, i64) -> !llvm.ptr
// GENERIC: llvm.func @_mlir_memref_to_llvm_aligned_alloc(i64, i64) -> !llvm.ptr
// CHECK-LABEL: func.func @allocs(
func.func @allocs(%n: index) {
  // 32 x f32 = 128 bytes, a multiple of 16: no padding.
  // CHECK: %[[S0:.*]] = llvm.ptrtoint
  // CHECK-NEXT: %[[A0:.*]] = llvm.mlir.constant(16 : index) : i64
  // CHECK-NEXT: %[[P0:.*]] = llvm.call @aligned_alloc(%[[A0]], %[[S0]]) : (i64, i64) -> !llvm.ptr
  // CHECK: llvm.insertvalue %[[P0]], %{{.*}}[0]
  // CHECK-NEXT: llvm.insertvalue %[[P0]], %{{.*}}[1]
  // GENERIC: llvm.call @_mlir_memref_to_llvm_aligned_alloc
  %0 = memref.alloc() : memref<32xf32>
  // A dynamic size with alignment 32: padded.
  // CHECK: %[[S1:.*]] = llvm.ptrtoint
  // CHECK-NEXT: %[[A1:.*]] = llvm.mlir.constant(32 : index) : i64
  // CHECK-NEXT: %[[ONE:.*]] = llvm.mlir.constant(1 : index) : i64
  // CHECK-NEXT: %[[BUMP:.*]] = llvm.sub %[[A1]], %[[ONE]] : i64
  // CHECK-NEXT: %[[B:.*]] = llvm.add %[[S1]], %[[BUMP]] : i64
  // CHECK-NEXT: %[[REM:.*]] = llvm.urem %[[B]], %[[A1]] : i64
  // CHECK-NEXT: %[[PAD:.*]] = llvm.sub %[[B]], %[[REM]] : i64
  // CHECK-NEXT: llvm.call @aligned_alloc(%[[A1]], %[[PAD]])
  %1 = memref.alloc(%n) {alignment = 32} : memref<?xf32>
  // 32-byte vectors align to 32.
  // CHECK: llvm.mlir.constant(32 : index) : i64
  // CHECK-NEXT: llvm.call @aligned_alloc
  %2 = memref.alloc() : memref<4xvector<8xf32>>
  // 3 bytes: padded to 16.
  // CHECK: llvm.mlir.constant(16 : index) : i64
  // CHECK-NEXT: llvm.mlir.constant(1 : index) : i64
  // CHECK-NEXT: llvm.sub
  // CHECK: llvm.call @aligned_alloc
  %3 = memref.alloc() : memref<3xi8>
  // The static part 4 x 4 bytes is a multiple of 16: the dynamic size is not padded.
  // CHECK: llvm.mlir.constant(16 : index) : i64
  // CHECK-NEXT: llvm.call @aligned_alloc
  %4 = memref.alloc(%n) : memref<?x4xf32>
  return
}

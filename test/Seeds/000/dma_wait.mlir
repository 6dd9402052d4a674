// RUN: strata-opt --legacy-syntax %s | FileCheck %s
// RUN: strata-opt --legacy-syntax %s --convert-std-to-core | FileCheck %s --check-prefix=CORE

// Seed 000, 'dma_wait' operation (wrapped: operands as arguments).
func @wait(%tag: memref<1 x i32, affine_map<(d0) -> (d0)>, 4>, %idx: index, %size: index) {
dma_wait %tag[%idx], %size : memref<1 x i32, affine_map<(d0) -> (d0)>, 4>
return
}

// CHECK-LABEL: func.func @wait(%arg0: memref<1xi32, 4>, %arg1: index, %arg2: index) {
// CHECK: dma_wait %arg0[%arg1], %arg2 : memref<1xi32, 4>
// CHECK: std.return

// CORE-LABEL: func.func @wait(%arg0: memref<1xi32, 4>, %arg1: index, %arg2: index) {
// CORE: memref.dma_wait %arg0[%arg1], %arg2 : memref<1xi32, 4>
// CORE: return

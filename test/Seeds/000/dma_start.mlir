// RUN: strata-opt --legacy-syntax %s | FileCheck %s
// RUN: strata-opt --legacy-syntax %s --convert-std-to-core | FileCheck %s --check-prefix=CORE

// Seed 000, 'dma_start' operation (wrapped: memrefs and indices as
// arguments; the tag type's stray '>' after i32 is fixed).
func @dma(%src: memref<40 x 8 x vector<16xf32>, affine_map<(d0, d1) -> (d0, d1)>, 0>,
          %dst: memref<2 x 4 x vector<16xf32>, affine_map<(d0, d1) -> (d0, d1)>, 2>,
          %i: index, %j: index, %k: index, %l: index) {
%size = constant 32 : index
%tag = alloc() : memref<1 x i32, affine_map<(d0) -> (d0)>, 4>
%idx = constant 0 : index
dma_start %src[%i, %j], %dst[%k, %l], %size, %tag[%idx] :
     memref<40 x 8 x vector<16xf32>, affine_map<(d0, d1) -> (d0, d1)>, 0>,
     memref<2 x 4 x vector<16xf32>, affine_map<(d0, d1) -> (d0, d1)>, 2>,
     memref<1 x i32, affine_map<(d0) -> (d0)>, 4>
return
}

// CHECK-LABEL: func.func @dma(%arg0: memref<40x8xvector<16xf32>>, %arg1: memref<2x4xvector<16xf32>, 2>, %arg2: index, %arg3: index, %arg4: index, %arg5: index) {
// CHECK: %c32 = std.constant 32 : index
// CHECK: %0 = alloc() : memref<1xi32, 4>
// CHECK: %c0 = std.constant 0 : index
// CHECK: dma_start %arg0[%arg2, %arg3], %arg1[%arg4, %arg5], %c32, %0[%c0] : memref<40x8xvector<16xf32>>, memref<2x4xvector<16xf32>, 2>, memref<1xi32, 4>
// CHECK: std.return

// CORE-LABEL: func.func @dma(%arg0: memref<40x8xvector<16xf32>>, %arg1: memref<2x4xvector<16xf32>, 2>, %arg2: index, %arg3: index, %arg4: index, %arg5: index) {
// CORE: %c32 = arith.constant 32 : index
// CORE: %alloc = memref.alloc() : memref<1xi32, 4>
// CORE: %c0 = arith.constant 0 : index
// CORE: memref.dma_start %arg0[%arg2, %arg3], %arg1[%arg4, %arg5], %c32, %alloc[%c0] : memref<40x8xvector<16xf32>>, memref<2x4xvector<16xf32>, 2>, memref<1xi32, 4>
// CORE: return

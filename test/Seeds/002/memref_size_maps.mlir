// RUN: strata-opt --legacy-syntax %s | FileCheck %s
// RUN: strata-opt --legacy-syntax %s --convert-std-to-core | FileCheck %s --check-prefix=CORE

// Seed 002, Memref Type, examples of memref static type (wrapped: the two
// types as function arguments). The maps' pre-2019 `size` clauses are read
// and dropped.
// Identity index/layout map
#imapA = (d0, d1) -> (d0, d1) size (16, 32)

// Column major layout.
#imapB = (d0, d1, d2) [s0] -> (d2, d1, d0) size (s0, 4, 16)

func @f(%a: memref<16x32xf32, #imapA, memspace0>,
        %b: memref<16x4x?xf32, #imapB, memspace0>) {
  return
}

// CHECK: #map = affine_map<(d0, d1, d2)[s0] -> (d2, d1, d0)>
// CHECK-LABEL: func.func @f(%arg0: memref<16x32xf32>, %arg1: memref<16x4x?xf32, #map>) {
// CHECK: std.return

// CORE-LABEL: func.func @f(%arg0: memref<16x32xf32>, %arg1: memref<16x4x?xf32, #map>) {
// CORE: return

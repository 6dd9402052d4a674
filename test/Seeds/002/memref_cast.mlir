// RUN: strata-opt --legacy-syntax %s | FileCheck %s
// RUN: strata-opt --legacy-syntax %s --convert-std-to-core | FileCheck %s --check-prefix=CORE

// Seed 002, 'memref_cast' operation (wrapped: %2 as argument).
func @f(%2: memref<4x?xf32>) {
// Discard static dimension information.
%3 = memref_cast %2 : memref<4x?xf32> to memref<?x?xf32>

// Convert to a type with more known dimensions.
%4 = memref_cast %3 : memref<?x?xf32> to memref<4x?xf32>

// Convert to a type with unknown rank.
%5 = memref_cast %3 : memref<?x?xf32> to memref<*xf32>

// Convert to a type with static rank.
%6 = memref_cast %5 : memref<*xf32> to memref<?x?xf32>
return
}

// CHECK-LABEL: func.func @f(%arg0: memref<4x?xf32>) {
// CHECK: %0 = memref_cast %arg0 : memref<4x?xf32> to memref<?x?xf32>
// CHECK: %1 = memref_cast %0 : memref<?x?xf32> to memref<4x?xf32>
// CHECK: %2 = memref_cast %0 : memref<?x?xf32> to memref<*xf32>
// CHECK: %3 = memref_cast %2 : memref<*xf32> to memref<?x?xf32>
// CHECK: std.return

// CORE-LABEL: func.func @f(%arg0: memref<4x?xf32>) {
// CORE: %cast = memref.cast %arg0 : memref<4x?xf32> to memref<?x?xf32>
// CORE: %cast_0 = memref.cast %cast : memref<?x?xf32> to memref<4x?xf32>
// CORE: %cast_1 = memref.cast %cast : memref<?x?xf32> to memref<*xf32>
// CORE: %cast_2 = memref.cast %cast_1 : memref<*xf32> to memref<?x?xf32>
// CORE: return

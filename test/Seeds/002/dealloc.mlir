// RUN: strata-opt --legacy-syntax %s | FileCheck %s
// RUN: strata-opt --legacy-syntax %s --convert-std-to-core | FileCheck %s --check-prefix=CORE

// Seed 002, 'dealloc' operation (wrapped: #layout defined, %A allocated).
#layout = (d0) -> (d0)
func @free() {
%A = alloc() : memref<128 x f32, #layout, memspace0>
dealloc %A : memref<128 x f32, #layout, memspace0>
return
}

// CHECK-LABEL: func.func @free() {
// CHECK: %0 = alloc() : memref<128xf32>
// CHECK: dealloc %0 : memref<128xf32>
// CHECK: std.return

// CORE-LABEL: func.func @free() {
// CORE: %alloc = memref.alloc() : memref<128xf32>
// CORE: memref.dealloc %alloc : memref<128xf32>
// CORE: return

// RUN: strata-opt --legacy-syntax %s | FileCheck %s
// RUN: strata-opt --legacy-syntax %s --convert-std-to-core | FileCheck %s --check-prefix=CORE

// Seed 000, 'alloc_static' operation (wrapped: #layout_map0 defined).
#layout_map0 = (d0, d1) -> (d0, d1)
func @fixed() {
%A = alloc_static(0x1232a00) : memref<1024 x 64 x f32, #layout_map0, memspace0>
return
}

// CHECK-LABEL: func.func @fixed() {
// CHECK: %0 = alloc_static(19081728) : memref<1024x64xf32>
// CHECK: std.return

// CORE-LABEL: func.func @fixed() {
// CORE: %alloc = memref.alloc() {base_address = 19081728 : i64} : memref<1024x64xf32>
// CORE: return

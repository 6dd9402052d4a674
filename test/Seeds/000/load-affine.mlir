// RUN: strata-opt --legacy-syntax %s | FileCheck %s
// RUN: strata-opt --legacy-syntax %s --convert-std-to-core | FileCheck %s --check-prefix=CORE

// Seed 000, 'load' operation (wrapped: #layout defined, memref and
// indices as arguments). The indirect load of the example applies a map to
// the i32 %12, which affine.apply (index operands) rejects: not included.
#layout = affine_map<(d0, d1) -> (d0, d1)>
func @loads(%A: memref<8x?xi32, #layout, memspace0>, %i: index, %j: index) {
%1 = affine.apply affine_map<(d0, d1) -> (3*d0)> (%i, %j)
%2 = affine.apply affine_map<(d0, d1) -> (d1+1)> (%i, %j)
%12 = load %A[%1, %2] : memref<8x?xi32, #layout, memspace0>
return
}

// CHECK: affine.apply
// CHECK: load
// CORE: affine.apply
// CORE: memref.load

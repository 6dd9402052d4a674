// RUN: strata-opt --legacy-syntax %s | FileCheck %s
// RUN: strata-opt --legacy-syntax %s --convert-std-to-core | FileCheck %s --check-prefix=CORE

// Seed 002, 'alloc' operation (wrapped: the layout maps the example names
// are defined, memspaceN is memory space N; operands as arguments).
#layout_map0 = (d0, d1) -> (d0, d1)
#layout_map1 = (d0, d1)[s0, s1] -> (d0 + s0, d1 + s1)
func @allocs(%M: index, %N: index, %x: index, %y: index) {
// Allocating memref for a fully static shape.
%A = alloc() : memref<1024x64xf32, #layout_map0, memspace0>

// %M, %N, %x, %y are SSA values of integer type.  M and N are bound to the
// two unknown dimensions of the type and x/y are bound to symbols in
// #layout_map1.
%B = alloc(%M, %N)[%x, %y] : memref<?x?xf32, #layout_map1, memspace1>
return
}

// CHECK-LABEL: func.func @allocs(%arg0: index, %arg1: index, %arg2: index, %arg3: index) {
// CHECK: %0 = alloc() : memref<1024x64xf32>
// CHECK: %1 = alloc(%arg0, %arg1)[%arg2, %arg3] : memref<?x?xf32, #map, 1>
// CHECK: std.return

// CORE-LABEL: func.func @allocs(%arg0: index, %arg1: index, %arg2: index, %arg3: index) {
// CORE: %alloc = memref.alloc() : memref<1024x64xf32>
// CORE: %alloc_0 = memref.alloc(%arg0, %arg1)[%arg2, %arg3] : memref<?x?xf32, #map, 1>
// CORE: return

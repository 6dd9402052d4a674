// RUN: strata-opt --legacy-syntax %s | FileCheck %s
// RUN: strata-opt --legacy-syntax %s --convert-std-to-core | FileCheck %s --check-prefix=CORE

// Seed 000, 'splat' operation (wrapped: operands as arguments; the tensor
// splat of the f32 %s is written with f32 elements, the example's i32
// being a typo).
func @splats(%A: memref<128xf32>, %i: index) {
  %s = load %A[%i] : memref<128xf32>
  %v = splat %s : vector<4xf32>
  %t = splat %s : tensor<8x16xf32>
  return
}

// CHECK-LABEL: func.func @splats(%arg0: memref<128xf32>, %arg1: index) {
// CHECK: %0 = load %arg0[%arg1] : memref<128xf32>
// CHECK: %1 = splat %0 : vector<4xf32>
// CHECK: %2 = splat %0 : tensor<8x16xf32>
// CHECK: std.return

// CORE-LABEL: func.func @splats(%arg0: memref<128xf32>, %arg1: index) {
// CORE: %0 = memref.load %arg0[%arg1] : memref<128xf32>
// CORE: %1 = vector.broadcast %0 : f32 to vector<4xf32>
// CORE: %splat = tensor.splat %0 : tensor<8x16xf32>
// CORE: return

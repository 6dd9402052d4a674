// RUN: strata-opt %s --canonicalize | FileCheck %s

// Canonicalization uses the constant ranges and steps of enclosing loops'
// induction variables: bound results another result always dominates are
// dropped, and floordiv/ceildiv/mod whose value the ranges or divisors fix
// are folded (expected output: mlir-opt 22).

func.func @max_bound(%m: memref<64xf32>, %f: f32) {
  affine.for %i = 4 to 13 {
    affine.for %j = max affine_map<(d0) -> (d0 * 3, (d0 - 3) floordiv 2, -1)>(%i) to 40 {
      affine.store %f, %m[%j] : memref<64xf32>
    }
  }
  return
}

func.func @min_bound(%m: memref<64xf32>, %f: f32, %n: index) {
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to min affine_map<(d0)[s0] -> (s0, d0 + 40, 20)>(%i)[%n] {
      affine.store %f, %m[%j] : memref<64xf32>
    }
  }
  return
}

func.func @fixed_divisions(%m: memref<64xf32>, %f: f32) {
  affine.for %i = 4 to 6 {
    affine.store %f, %m[%i floordiv 3 + %i mod 8] : memref<64xf32>
    affine.store %f, %m[%i ceildiv 4] : memref<64xf32>
  }
  return
}

func.func @divisors(%m: memref<64xf32>, %f: f32) {
  affine.for %i = 0 to 32 step 4 {
    affine.for %j = 0 to 4 {
      affine.store %f, %m[(%i + %j) floordiv 4] : memref<64xf32>
      affine.store %f, %m[(%i + %j) mod 4] : memref<64xf32>
      affine.store %f, %m[%i mod 2] : memref<64xf32>
      affine.store %f, %m[%j floordiv 4] : memref<64xf32>
    }
  }
  return
}

// CHECK: #map = affine_map<(d0) -> (d0 * 3)>
// CHECK: #map1 = affine_map<()[s0] -> (s0, 20)>
// CHECK-LABEL: func.func @max_bound(%arg0: memref<64xf32>, %arg1: f32) {
// CHECK:     affine.for %arg2 = 4 to 13 {
// CHECK:       affine.for %arg3 = #map(%arg2) to 40 {
// CHECK:         affine.store %arg1, %arg0[%arg3] : memref<64xf32>
// CHECK:       }
// CHECK:     }
// CHECK:     return
// CHECK:   }
// CHECK-LABEL: func.func @min_bound(%arg0: memref<64xf32>, %arg1: f32, %arg2: index) {
// CHECK:     affine.for %arg3 = 0 to 8 {
// CHECK:       affine.for %arg4 = 0 to min #map1()[%arg2] {
// CHECK:         affine.store %arg1, %arg0[%arg4] : memref<64xf32>
// CHECK:       }
// CHECK:     }
// CHECK:     return
// CHECK:   }
// CHECK-LABEL: func.func @fixed_divisions(%arg0: memref<64xf32>, %arg1: f32) {
// CHECK:     affine.for %arg2 = 4 to 6 {
// CHECK:       affine.store %arg1, %arg0[%arg2 + 1] : memref<64xf32>
// CHECK:       affine.store %arg1, %arg0[%arg2 ceildiv 4] : memref<64xf32>
// CHECK:     }
// CHECK:     return
// CHECK:   }
// CHECK-LABEL: func.func @divisors(%arg0: memref<64xf32>, %arg1: f32) {
// CHECK:     affine.for %arg2 = 0 to 32 step 4 {
// CHECK:       affine.for %arg3 = 0 to 4 {
// CHECK:         affine.store %arg1, %arg0[%arg2 floordiv 4] : memref<64xf32>
// CHECK:         affine.store %arg1, %arg0[%arg3] : memref<64xf32>
// CHECK:         affine.store %arg1, %arg0[0] : memref<64xf32>
// CHECK:         affine.store %arg1, %arg0[0] : memref<64xf32>
// CHECK:       }
// CHECK:     }
// CHECK:     return
// CHECK:   }


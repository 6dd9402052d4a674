// RUN: strata-opt %s --canonicalize | FileCheck %s

// A min (max) whose result is a min (max) of the same kind as a bare
// dimension or symbol absorbs the producer's results; a producer of the
// other kind stays. Loop bounds drop only repeated results that are
// adjacent. (Expected output: mlir-opt 22.)

// CHECK: #map = affine_map<()[s0, s1] -> (s1 + 16, s1 * 8, s0 + 4)>
// CHECK-NEXT: #map1 = affine_map<()[s0, s1] -> (1, 7, s1 * 3, s0 + 2)>
// CHECK-NEXT: #map2 = affine_map<()[s0] -> (7, s0 + 2)>
// CHECK-NEXT: #map3 = affine_map<()[s0, s1] -> (s1, s0)>
// CHECK-NEXT: #map4 = affine_map<(d0) -> (d0 * 4 + 2, d0 * 3 - 3, d0 * 4 + 2)>
// CHECK-NEXT: #map5 = affine_map<(d0) -> (d0 * 4 + 2, d0 * 3 - 3)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @min_of_min(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT:     %0 = affine.min #map()[%arg1, %arg0]
// CHECK-NEXT:     return %0 : index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @max_of_max_twice(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT:     %0 = affine.max #map1()[%arg0, %arg1]
// CHECK-NEXT:     return %0 : index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @min_of_max(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT:     %0 = affine.max #map2()[%arg0]
// CHECK-NEXT:     %1 = affine.min #map3()[%arg1, %0]
// CHECK-NEXT:     return %1 : index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @bound_repeats(%arg0: memref<64xf32>, %arg1: f32) {
// CHECK-NEXT:     affine.for %arg2 = 0 to 10 {
// CHECK-NEXT:       affine.for %arg3 = max #map4(%arg2) to 40 {
// CHECK-NEXT:         affine.store %arg1, %arg0[%arg3] : memref<64xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:       affine.for %arg3 = max #map5(%arg2) to 40 {
// CHECK-NEXT:         affine.store %arg1, %arg0[%arg3] : memref<64xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }


func.func @min_of_min(%a: index, %b: index) -> index {
  %0 = affine.min affine_map<()[s0] -> (s0 + 16, s0 * 8)>()[%a]
  %1 = affine.min affine_map<(d0)[s0] -> (s0 + 4, d0)>(%0)[%b]
  return %1 : index
}

func.func @max_of_max_twice(%a: index, %b: index) -> index {
  %0 = affine.max affine_map<()[s0] -> (s0 + 2, 7)>()[%a]
  %1 = affine.max affine_map<()[s0] -> (s0 * 3, 1)>()[%b]
  %2 = affine.max affine_map<(d0, d1) -> (d0, d1)>(%0, %1)
  return %2 : index
}

func.func @min_of_max(%a: index, %b: index) -> index {
  %0 = affine.max affine_map<()[s0] -> (s0 + 2, 7)>()[%a]
  %1 = affine.min affine_map<(d0)[s0] -> (d0, s0)>(%0)[%b]
  return %1 : index
}

func.func @bound_repeats(%m: memref<64xf32>, %f: f32) {
  affine.for %i = 0 to 10 {
    affine.for %j = max affine_map<(d0) -> (d0 * 4 + 2, d0 * 3 - 3, d0 * 4 + 2)>(%i) to 40 {
      affine.store %f, %m[%j] : memref<64xf32>
    }
    affine.for %j = max affine_map<(d0) -> (d0 * 4 + 2, d0 * 4 + 2, d0 * 3 - 3)>(%i) to 40 {
      affine.store %f, %m[%j] : memref<64xf32>
    }
  }
  return
}

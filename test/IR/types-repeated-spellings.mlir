// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic | strata-opt --allow-unregistered-dialect | FileCheck %s

// Builtin types written the same way many times, and nearly the same way:
// each spelling must keep its own meaning however often it repeats.

#map = affine_map<(d0) -> (d0 + 3)>

"t.a"() : () -> (memref<16xi16, affine_map<(d0) -> (d0 + 3)>, 1>, memref<16xi16, affine_map<(d0) -> (d0 + 3)>, 1>)
"t.b"() : () -> (memref<16xi16, #map, 1>, memref<16xi16, affine_map<(d0) -> (d0 + 3)>, 2>)
"t.c"() : () -> (tensor<4xf32>, tensor<4 x f32>, tensor<4xf32,"enc>">, tensor<4xf32, "enc>">)
"t.d"() : () -> (tuple<f32, tensor<2xf32>>, tuple<f32,tensor<2xf32>>, tuple<f32, tensor<2xf32>>)
"t.e"() : () -> (vector<[4]xf32>, vector<[4]xf32>, vector<4xf32>, complex<f32>, complex<f32>)
"t.f"() : () -> (tensor<4x
  f32>, tensor<4x // a comment
  f32>, tensor<4xf32>)
"t.g"() : () -> (memref<4x8xf32, strided<[8, 1], offset: ?>>, memref<4x8xf32, strided<[8, 1], offset: ?>>, memref<4x8xf32, strided<[8, 1], offset: 2>>)
"t.h"() {s = affine_set<(d0) : (d0 - 2 >= 0)>, t = tensor<2xi8>} : () -> (tensor<2xi8>, tensor<2xi8>)

// CHECK: #map = affine_map<(d0) -> (d0 + 3)>
// CHECK: #set = affine_set<(d0) : (d0 - 2 >= 0)>
// CHECK: module {
// CHECK-NEXT:   %0:2 = "t.a"() : () -> (memref<16xi16, #map, 1>, memref<16xi16, #map, 1>)
// CHECK-NEXT:   %1:2 = "t.b"() : () -> (memref<16xi16, #map, 1>, memref<16xi16, #map, 2>)
// CHECK-NEXT:   %2:4 = "t.c"() : () -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32, "enc>">, tensor<4xf32, "enc>">)
// CHECK-NEXT:   %3:3 = "t.d"() : () -> (tuple<f32, tensor<2xf32>>, tuple<f32, tensor<2xf32>>, tuple<f32, tensor<2xf32>>)
// CHECK-NEXT:   %4:5 = "t.e"() : () -> (vector<[4]xf32>, vector<[4]xf32>, vector<4xf32>, complex<f32>, complex<f32>)
// CHECK-NEXT:   %5:3 = "t.f"() : () -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>)
// CHECK-NEXT:   %6:3 = "t.g"() : () -> (memref<4x8xf32, strided<[8, 1], offset: ?>>, memref<4x8xf32, strided<[8, 1], offset: ?>>, memref<4x8xf32, strided<[8, 1], offset: 2>>)
// CHECK-NEXT:   %7:2 = "t.h"() {s = #set, t = tensor<2xi8>} : () -> (tensor<2xi8>, tensor<2xi8>)
// CHECK-NEXT: }

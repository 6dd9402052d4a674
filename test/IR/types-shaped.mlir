// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic | strata-opt --allow-unregistered-dialect | FileCheck %s

// Affine layout maps are printed through generated aliases.
// CHECK: #map = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: #map1 = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT: #map2 = affine_map<(d0) -> (d0 floordiv 2, d0 mod 2)>
// CHECK-NEXT: module {

// Vectors: 0-d, fixed, scalable dimensions.
// CHECK: %0:7 = "t.vector"() : () -> (vector<f32>, vector<4xf32>, vector<2x3x4xi8>, vector<[4]xf32>, vector<2x[4]xf32>, vector<[2]x[4]xi1>, vector<4xindex>)
"t.vector"() : () -> (vector<f32>, vector<4xf32>, vector<2x3x4xi8>, vector<[4]xf32>, vector<2x[4]xf32>, vector<[2]x[4]xi1>, vector<4xindex>)
// Ranked tensors, dynamic dimensions, zero sizes.
// CHECK: %1:6 = "t.tensor"() : () -> (tensor<f32>, tensor<4xf32>, tensor<?xf32>, tensor<?x?x4xi32>, tensor<0x3xf32>, tensor<4xvector<2xf32>>)
"t.tensor"() : () -> (tensor<f32>, tensor<4xf32>, tensor<?xf32>, tensor<?x?x4xi32>, tensor<0x3xf32>, tensor<4xvector<2xf32>>)
// Tensor encodings are arbitrary attributes.
// CHECK: %2:4 = "t.encoding"() : () -> (tensor<4xf32, "enc">, tensor<?x4xf32, #t.enc>, tensor<4xf32, 42 : i32>, tensor<2x2xf32, {a = 1 : i64}>)
"t.encoding"() : () -> (tensor<4xf32, "enc">, tensor<?x4xf32, #t.enc>, tensor<4xf32, 42 : i32>, tensor<2x2xf32, {a = 1 : i64}>)
// Unranked tensors.
// CHECK: %3:2 = "t.unranked_tensor"() : () -> (tensor<*xf32>, tensor<*xcomplex<f32>>)
"t.unranked_tensor"() : () -> (tensor<*xf32>, tensor<*xcomplex<f32>>)
// Memrefs with the identity layout, explicit or not (it is not printed).
// CHECK: %4:5 = "t.memref"() : () -> (memref<f32>, memref<4xf32>, memref<?x?xf32>, memref<4x4xvector<4xf32>>, memref<4x4xf32>)
"t.memref"() : () -> (memref<f32>, memref<4xf32>, memref<?x?xf32>, memref<4x4xvector<4xf32>>, memref<4x4xf32, affine_map<(d0, d1) -> (d0, d1)>>)
// Integer memory spaces: 0 is the default and disappears, i64 is the implied type.
// CHECK: %5:4 = "t.space"() : () -> (memref<4xf32, 1>, memref<4xf32>, memref<4xf32, 5 : i8>, memref<4xf32, 7>)
"t.space"() : () -> (memref<4xf32, 1>, memref<4xf32, 0>, memref<4xf32, 5 : i8>, memref<4xf32, 7 : i64>)
// Strided layouts, static and dynamic, with and without offset.
// CHECK: %6:5 = "t.strided"() : () -> (memref<4x4xf32, strided<[4, 1]>>, memref<4x4xf32, strided<[?, 1], offset: ?>>, memref<4x4xf32, strided<[8, 2], offset: 3>>, memref<f32, strided<[], offset: 5>>, memref<4xf32, strided<[1]>, 1>)
"t.strided"() : () -> (memref<4x4xf32, strided<[4, 1]>>, memref<4x4xf32, strided<[?, 1], offset: ?>>, memref<4x4xf32, strided<[8, 2], offset: 3>>, memref<f32, strided<[], offset: 5>>, memref<4xf32, strided<[1], offset: 0>, 1>)
// Affine map layouts, with a memory space.
// CHECK: %7:3 = "t.affine"() : () -> (memref<4x4xf32, #map>, memref<4xf32, #map1, 3>, memref<8xf32, #map2>)
"t.affine"() : () -> (memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>, memref<4xf32, affine_map<(d0)[s0] -> (d0 + s0)>, 3>, memref<8xf32, affine_map<(d0) -> (d0 floordiv 2, d0 mod 2)>>)
// Unranked memrefs, with and without memory space.
// CHECK: %8:2 = "t.unranked_memref"() : () -> (memref<*xf32>, memref<*xi8, 1>)
"t.unranked_memref"() : () -> (memref<*xf32>, memref<*xi8, 1>)

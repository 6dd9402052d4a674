// RUN: strata-opt --expand-strided-metadata %s | FileCheck %s

// A subview with dynamic source strides and offset: the new stride and
// offset are affine.apply of the source metadata.
func.func @subview_dynamic(%m: memref<?x?xf32, strided<[?, ?], offset: ?>>, %o: index, %s: index) -> memref<4x?xf32, strided<[?, ?], offset: ?>> {
  %0 = memref.subview %m[%o, 2] [4, %s] [1, 3] : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<4x?xf32, strided<[?, ?], offset: ?>>
  return %0 : memref<4x?xf32, strided<[?, ?], offset: ?>>
}

// A rank-reducing subview of a static buffer folds to constants.
func.func @subview_static_rank_reduced(%m: memref<8x16xf32>) -> memref<5xf32, strided<[1], offset: 35>> {
  %0 = memref.subview %m[2, 3] [1, 5] [1, 1] : memref<8x16xf32> to memref<5xf32, strided<[1], offset: 35>>
  return %0 : memref<5xf32, strided<[1], offset: 35>>
}

// expand_shape: a dynamic size is the source size over the static ones.
func.func @expand_dynamic(%m: memref<?xf32>, %n: index) -> memref<?x4xf32> {
  %0 = memref.expand_shape %m [[0, 1]] output_shape [%n, 4] : memref<?xf32> into memref<?x4xf32>
  return %0 : memref<?x4xf32>
}

// collapse_shape: a dynamic size is the product of the source sizes.
func.func @collapse_dynamic(%m: memref<?x4x?xf32>) -> memref<?xf32> {
  %0 = memref.collapse_shape %m [[0, 1, 2]] : memref<?x4x?xf32> into memref<?xf32>
  return %0 : memref<?xf32>
}

// Metadata of an allocation: its sizes and row-major strides.
func.func @of_alloc(%n: index) -> (memref<f32>, index, index, index, index) {
  %a = memref.alloc(%n) : memref<4x?x8xf32>
  %b, %o, %s:3, %t:3 = memref.extract_strided_metadata %a : memref<4x?x8xf32> -> memref<f32>, index, index, index, index, index, index, index
  return %b, %o, %s#1, %t#0, %t#1 : memref<f32>, index, index, index, index
}

// Metadata of a reinterpret_cast: its own operands.
func.func @of_reinterpret_cast(%m: memref<?x?xf32>, %x: index) -> (index, index, index) {
  %r = memref.reinterpret_cast %m to offset: [%x], sizes: [4, %x], strides: [%x, 1] : memref<?x?xf32> to memref<4x?xf32, strided<[?, 1], offset: ?>>
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %r : memref<4x?xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  return %o, %s#0, %t#0 : index, index, index
}

// Metadata of a cast: static parts of the cast's type, the rest from the source.
func.func @of_cast(%m: memref<4x?xf32>) -> (index, index) {
  %c = memref.cast %m : memref<4x?xf32> to memref<?x?xf32>
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %c : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
  return %s#0, %s#1 : index, index
}

// Metadata of a base buffer: offset 0.
func.func @of_base(%m: memref<?xf32>) -> (memref<f32>, index) {
  %b, %o, %s, %t = memref.extract_strided_metadata %m : memref<?xf32> -> memref<f32>, index, index, index
  %b2, %o2 = memref.extract_strided_metadata %b : memref<f32> -> memref<f32>, index
  return %b2, %o2 : memref<f32>, index
}

// The aligned pointer of a subview is its source's; not so for a view.
func.func @aligned_pointer(%m: memref<8xf32>, %buf: memref<64xi8>, %k: index) -> (index, index) {
  %0 = memref.subview %m[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  %p = memref.extract_aligned_pointer_as_index %0 : memref<4xf32, strided<[1], offset: 2>> -> index
  %v = memref.view %buf[%k][] : memref<64xi8> to memref<4xf32>
  %q = memref.extract_aligned_pointer_as_index %v : memref<4xf32> -> index
  return %p, %q : index, index
}

// CHECK-DAG: #map = affine_map<()[s0] -> (s0 * 3)>
// CHECK-DAG: #map1 = affine_map<()[s0, s1, s2, s3] -> (s0 + s1 * s2 + s3 * 2)>
// CHECK-DAG: #map2 = affine_map<()[s0] -> (s0 floordiv 4)>
// CHECK-DAG: #map3 = affine_map<()[s0, s1] -> ((s0 * s1) * 4)>
// CHECK-DAG: #map4 = affine_map<()[s0] -> (s0 * 8)>
// CHECK-LABEL: func.func @subview_dynamic(
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32, strided<[?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %0 = affine.apply #map()[%strides#1]
// CHECK-NEXT: %1 = affine.apply #map1()[%offset, %arg1, %strides#0, %strides#1]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%1], sizes: [4, %arg2], strides: [%strides#0, %0] : memref<f32> to memref<4x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %reinterpret_cast : memref<4x?xf32, strided<[?, ?], offset: ?>>
// CHECK-LABEL: func.func @subview_static_rank_reduced(
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<8x16xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [35], sizes: [5], strides: [1] : memref<f32> to memref<5xf32, strided<[1], offset: 35>>
// CHECK-NEXT: return %reinterpret_cast : memref<5xf32, strided<[1], offset: 35>>
// CHECK-LABEL: func.func @expand_dynamic(
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %0 = affine.apply #map2()[%sizes]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [0], sizes: [%0, 4], strides: [4, 1] : memref<f32> to memref<?x4xf32>
// CHECK-NEXT: return %reinterpret_cast : memref<?x4xf32>
// CHECK-LABEL: func.func @collapse_dynamic(
// CHECK-NEXT: %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<?x4x?xf32> -> memref<f32>, index, index, index, index, index, index, index
// CHECK-NEXT: %0 = affine.apply #map3()[%sizes#0, %sizes#2]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [0], sizes: [%0], strides: [1] : memref<f32> to memref<?xf32>
// CHECK-NEXT: return %reinterpret_cast : memref<?xf32>
// CHECK-LABEL: func.func @of_alloc(
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc(%arg0) : memref<4x?x8xf32>
// CHECK-NEXT: %0 = affine.apply #map4()[%arg0]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %alloc to offset: [0], sizes: [], strides: [] : memref<4x?x8xf32> to memref<f32>
// CHECK-NEXT: return %reinterpret_cast, %c0, %arg0, %0, %c8 : memref<f32>, index, index, index, index
// CHECK-LABEL: func.func @of_reinterpret_cast(
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: return %arg1, %c4, %arg1 : index, index, index
// CHECK-LABEL: func.func @of_cast(
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<4x?xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: return %c4, %sizes#1 : index, index
// CHECK-LABEL: func.func @of_base(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: return %base_buffer, %c0 : memref<f32>, index
// CHECK-LABEL: func.func @aligned_pointer(
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<8xf32> -> index
// CHECK-NEXT: %view = memref.view %arg1[%arg2][] : memref<64xi8> to memref<4xf32>
// CHECK-NEXT: %intptr_0 = memref.extract_aligned_pointer_as_index %view : memref<4xf32> -> index
// CHECK-NEXT: return %intptr, %intptr_0 : index, index

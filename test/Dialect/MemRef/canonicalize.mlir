// RUN: strata-opt --allow-unregistered-dialect --canonicalize %s | FileCheck %s

// The memref folders and canonicalization patterns, each with a case where
// it must not apply: dim and rank of known shapes, allocations with constant
// sizes and dead allocations, casts folded into their users (not from
// unranked memrefs), self and empty copies, views and subviews with
// constant operands (not out of bounds), subviews of casts and trivial
// subviews, reshape round trips and chains, reinterpret_cast folds, memory
// space cast chains, constant strided metadata, and alloca_scope inlining
// (kept when an alloca would outlive its scope). The expected output is
// mlir-opt's.

// CHECK-LABEL: func.func @dim_static(
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: return %c4 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dim_dynamic_stays(
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c1 : memref<4x?xf32>
// CHECK-NEXT: return %dim : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dim_out_of_bounds_stays(
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c3 : memref<4xf32>
// CHECK-NEXT: return %dim : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dim_of_alloc(
// CHECK-NEXT: %alloc = memref.alloc(%arg0) : memref<?xf32>
// CHECK-NEXT: "test.use"(%alloc) : (memref<?xf32>) -> ()
// CHECK-NEXT: return %arg0 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @rank_ranked(
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %0 = memref.rank %arg1 : memref<*xf32>
// CHECK-NEXT: return %c2, %0 : index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @alloc_constant_sizes(
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 32 : i64} : memref<4x8xf32>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<4x8xf32> to memref<?x?xf32>
// CHECK-NEXT: return %cast : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @alloc_negative_size_stays(
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: %alloca = memref.alloca(%c-1) : memref<?xf32>
// CHECK-NEXT: return %alloca : memref<?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dead_alloc(
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @stored_alloc_stays(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: memref.store %alloc, %arg0[%c0] : memref<1xmemref<4xf32>>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @load_through_cast(
// CHECK-NEXT: %0 = memref.load %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unranked_cast_stays(
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<*xf32> to memref<4xf32>
// CHECK-NEXT: %0 = memref.load %cast[%arg1] : memref<4xf32>
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @cast_chain(
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<4xf32> to memref<?xf32>
// CHECK-NEXT: return %cast : memref<?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @copies(
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @copy_through_cast(
// CHECK-NEXT: memref.copy %arg0, %arg1 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @view_constant_size(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %view = memref.view %arg0[%c0][] : memref<2048xi8> to memref<2x4xf32>
// CHECK-NEXT: %cast = memref.cast %view : memref<2x4xf32> to memref<?x4xf32>
// CHECK-NEXT: %view_0 = memref.view %arg0[%c0][%arg1] : memref<2048xi8> to memref<?x2xf32>
// CHECK-NEXT: %cast_1 = memref.cast %view_0 : memref<?x2xf32> to memref<?x?xf32>
// CHECK-NEXT: return %cast, %cast_1 : memref<?x4xf32>, memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @subview_constant_offset(
// CHECK-NEXT: %subview = memref.subview %arg0[1, 2] [2, 2] [1, 1] : memref<8x8xf32> to memref<2x2xf32, strided<[8, 1], offset: 10>>
// CHECK-NEXT: %cast = memref.cast %subview : memref<2x2xf32, strided<[8, 1], offset: 10>> to memref<2x2xf32, strided<[8, 1], offset: ?>>
// CHECK-NEXT: return %cast : memref<2x2xf32, strided<[8, 1], offset: ?>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @subview_identity(
// CHECK-NEXT: return %arg0 : memref<8x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @subview_out_of_bounds_stays(
// CHECK-NEXT: %c6 = arith.constant 6 : index
// CHECK-NEXT: %subview = memref.subview %arg0[%c6] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: ?>>
// CHECK-NEXT: return %subview : memref<4xf32, strided<[1], offset: ?>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @reshape_round_trip(
// CHECK-NEXT: return %arg0 : memref<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @collapse_twice(
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1, 2]] : memref<2x3x4xf32> into memref<24xf32>
// CHECK-NEXT: return %collapse_shape : memref<24xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @reinterpret_of_cast(
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [16], strides: [1] : memref<4x4xf32> to memref<16xf32>
// CHECK-NEXT: return %reinterpret_cast : memref<16xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @reinterpret_identity(
// CHECK-NEXT: return %arg0 : memref<4x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @space_cast_chain(
// CHECK-NEXT: %memspacecast = memref.memory_space_cast %arg0 : memref<4xf32, 1> to memref<4xf32, 2>
// CHECK-NEXT: return %memspacecast : memref<4xf32, 2>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @metadata_constants(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<4x?xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: return %c0, %c4, %sizes#1, %c1 : index, index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @alloca_scope_inlined(
// CHECK-NEXT: %0 = arith.addf %arg0, %arg0 : f32
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @alloca_scope_with_alloca_last(
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT: "test.use"(%alloca) : (memref<4xf32>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @alloca_scope_with_alloca_kept(
// CHECK-NEXT: memref.alloca_scope  {
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT: "test.use"(%alloca) : (memref<4xf32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: "test.after"() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @subview_of_cast(
// CHECK-NEXT: %subview = memref.subview %arg0[%arg1, 1] [2, 2] [1, 1] : memref<8x4xf32> to memref<2x2xf32, strided<[4, 1], offset: ?>>
// CHECK-NEXT: %cast = memref.cast %subview : memref<2x2xf32, strided<[4, 1], offset: ?>> to memref<2x2xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: return %cast : memref<2x2xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @trivial_subview(
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<4x8xf32> to memref<4x8xf32, strided<[8, 1]>>
// CHECK-NEXT: return %cast : memref<4x8xf32, strided<[8, 1]>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dynamic_subview_stays(
// CHECK-NEXT: %subview = memref.subview %arg0[0, 0] [%arg1, 8] [1, 1] : memref<?x8xf32> to memref<?x8xf32, strided<[8, 1]>>
// CHECK-NEXT: return %subview : memref<?x8xf32, strided<[8, 1]>>
// CHECK-NEXT: }

func.func @dim_static(%m: memref<4x?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %d = memref.dim %m, %c0 : memref<4x?xf32>
  return %d : index
}

func.func @dim_dynamic_stays(%m: memref<4x?xf32>) -> index {
  %c1 = arith.constant 1 : index
  %d = memref.dim %m, %c1 : memref<4x?xf32>
  return %d : index
}

func.func @dim_out_of_bounds_stays(%m: memref<4xf32>) -> index {
  %c3 = arith.constant 3 : index
  %d = memref.dim %m, %c3 : memref<4xf32>
  return %d : index
}

func.func @dim_of_alloc(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %a = memref.alloc(%n) : memref<?xf32>
  %d = memref.dim %a, %c0 : memref<?xf32>
  "test.use"(%a) : (memref<?xf32>) -> ()
  return %d : index
}

func.func @rank_ranked(%m: memref<4x?xf32>, %u: memref<*xf32>) -> (index, index) {
  %r = memref.rank %m : memref<4x?xf32>
  %s = memref.rank %u : memref<*xf32>
  return %r, %s : index, index
}

func.func @alloc_constant_sizes() -> memref<?x?xf32> {
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %a = memref.alloc(%c4, %c8) {alignment = 32 : i64} : memref<?x?xf32>
  return %a : memref<?x?xf32>
}

func.func @alloc_negative_size_stays() -> memref<?xf32> {
  %c = arith.constant -1 : index
  %a = memref.alloca(%c) : memref<?xf32>
  return %a : memref<?xf32>
}

func.func @dead_alloc(%v: f32) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xf32>
  memref.store %v, %a[%c0] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return
}

func.func @stored_alloc_stays(%m: memref<1xmemref<4xf32>>) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xf32>
  memref.store %a, %m[%c0] : memref<1xmemref<4xf32>>
  return
}

func.func @load_through_cast(%m: memref<4xf32>, %i: index) -> f32 {
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  %v = memref.load %c[%i] : memref<?xf32>
  return %v : f32
}

func.func @unranked_cast_stays(%u: memref<*xf32>, %i: index) -> f32 {
  %c = memref.cast %u : memref<*xf32> to memref<4xf32>
  %v = memref.load %c[%i] : memref<4xf32>
  return %v : f32
}

func.func @cast_chain(%m: memref<4xf32>) -> memref<?xf32> {
  %a = memref.cast %m : memref<4xf32> to memref<?xf32>
  %b = memref.cast %a : memref<?xf32> to memref<?xf32>
  return %b : memref<?xf32>
}

func.func @copies(%m: memref<4xf32>, %e: memref<0xf32>, %f: memref<0xf32>) {
  memref.copy %m, %m : memref<4xf32> to memref<4xf32>
  memref.copy %e, %f : memref<0xf32> to memref<0xf32>
  return
}

func.func @copy_through_cast(%m: memref<4xf32>, %n: memref<4xf32>) {
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  memref.copy %c, %n : memref<?xf32> to memref<4xf32>
  return
}

func.func @view_constant_size(%buf: memref<2048xi8>, %n: index) -> (memref<?x4xf32>, memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %a = memref.view %buf[%c0][%c2] : memref<2048xi8> to memref<?x4xf32>
  %b = memref.view %buf[%c0][%n, %c2] : memref<2048xi8> to memref<?x?xf32>
  return %a, %b : memref<?x4xf32>, memref<?x?xf32>
}

func.func @subview_constant_offset(%m: memref<8x8xf32>) -> memref<2x2xf32, strided<[8, 1], offset: ?>> {
  %c1 = arith.constant 1 : index
  %s = memref.subview %m[%c1, 2] [2, 2] [1, 1] : memref<8x8xf32> to memref<2x2xf32, strided<[8, 1], offset: ?>>
  return %s : memref<2x2xf32, strided<[8, 1], offset: ?>>
}

func.func @subview_identity(%m: memref<8x8xf32>) -> memref<8x8xf32> {
  %s = memref.subview %m[0, 0] [8, 8] [1, 1] : memref<8x8xf32> to memref<8x8xf32>
  return %s : memref<8x8xf32>
}

func.func @subview_out_of_bounds_stays(%m: memref<8xf32>) -> memref<4xf32, strided<[1], offset: ?>> {
  %c6 = arith.constant 6 : index
  %s = memref.subview %m[%c6] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: ?>>
  return %s : memref<4xf32, strided<[1], offset: ?>>
}

func.func @reshape_round_trip(%m: memref<2x3xf32>) -> memref<2x3xf32> {
  %c = memref.collapse_shape %m [[0, 1]] : memref<2x3xf32> into memref<6xf32>
  %e = memref.expand_shape %c [[0, 1]] output_shape [2, 3] : memref<6xf32> into memref<2x3xf32>
  return %e : memref<2x3xf32>
}

func.func @collapse_twice(%m: memref<2x3x4xf32>) -> memref<24xf32> {
  %a = memref.collapse_shape %m [[0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
  %b = memref.collapse_shape %a [[0, 1]] : memref<6x4xf32> into memref<24xf32>
  return %b : memref<24xf32>
}

func.func @reinterpret_of_cast(%m: memref<4x4xf32>) -> memref<16xf32> {
  %c = memref.cast %m : memref<4x4xf32> to memref<*xf32>
  %r = memref.reinterpret_cast %c to offset: [0], sizes: [16], strides: [1] : memref<*xf32> to memref<16xf32>
  return %r : memref<16xf32>
}

func.func @reinterpret_identity(%m: memref<4x4xf32>) -> memref<4x4xf32> {
  %r = memref.reinterpret_cast %m to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<4x4xf32> to memref<4x4xf32>
  return %r : memref<4x4xf32>
}

func.func @space_cast_chain(%m: memref<4xf32, 1>) -> memref<4xf32, 2> {
  %a = memref.memory_space_cast %m : memref<4xf32, 1> to memref<4xf32>
  %b = memref.memory_space_cast %a : memref<4xf32> to memref<4xf32, 2>
  return %b : memref<4xf32, 2>
}

func.func @metadata_constants(%m: memref<4x?xf32>) -> (index, index, index, index) {
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %m : memref<4x?xf32> -> memref<f32>, index, index, index, index, index
  return %off, %sz#0, %sz#1, %st#1 : index, index, index, index
}

func.func @alloca_scope_inlined(%v: f32) -> f32 {
  %r = memref.alloca_scope -> (f32) {
    %x = arith.addf %v, %v : f32
    memref.alloca_scope.return %x : f32
  }
  return %r : f32
}

func.func @alloca_scope_with_alloca_last(%v: f32) {
  memref.alloca_scope {
    %a = memref.alloca() : memref<4xf32>
    "test.use"(%a) : (memref<4xf32>) -> ()
  }
  return
}

func.func @alloca_scope_with_alloca_kept(%v: f32) {
  memref.alloca_scope {
    %a = memref.alloca() : memref<4xf32>
    "test.use"(%a) : (memref<4xf32>) -> ()
  }
  "test.after"() : () -> ()
  return
}

func.func @subview_of_cast(%m: memref<8x4xf32>, %i: index) -> memref<2x2xf32, strided<[?, 1], offset: ?>> {
  %c = memref.cast %m : memref<8x4xf32> to memref<?x?xf32>
  %s = memref.subview %c[%i, 1] [2, 2] [1, 1] : memref<?x?xf32> to memref<2x2xf32, strided<[?, 1], offset: ?>>
  return %s : memref<2x2xf32, strided<[?, 1], offset: ?>>
}

func.func @trivial_subview(%m: memref<4x8xf32>) -> memref<4x8xf32, strided<[8, 1]>> {
  %s = memref.subview %m[0, 0] [4, 8] [1, 1] : memref<4x8xf32> to memref<4x8xf32, strided<[8, 1]>>
  return %s : memref<4x8xf32, strided<[8, 1]>>
}

func.func @dynamic_subview_stays(%m: memref<?x8xf32>, %n: index) -> memref<?x8xf32, strided<[8, 1]>> {
  %s = memref.subview %m[0, 0] [%n, 8] [1, 1] : memref<?x8xf32> to memref<?x8xf32, strided<[8, 1]>>
  return %s : memref<?x8xf32, strided<[8, 1]>>
}

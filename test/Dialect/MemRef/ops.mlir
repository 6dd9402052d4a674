// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// Every memref op in its custom form, printed as mlir-opt prints it; the
// second run goes through the generic form and back, the third pins the
// generic form's properties (segment sizes, static lists, enum storage).

// CHECK: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK: memref.global "private" constant @cst : memref<2xf32> = dense<[1.000000e+00, 2.000000e+00]> {alignment = 64 : i64}
// CHECK: memref.global @zeros : memref<4xi32> = uninitialized
// CHECK: memref.global "public" @external : memref<4xi32>
// CHECK-LABEL: func.func @allocation(
// CHECK-NEXT: %alloc = memref.alloc(%arg0) {alignment = 16 : i64} : memref<?x4xf32>
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc(%arg0)[%arg1] : memref<?xf32, #map>
// CHECK-NEXT: memref.alloca_scope  {
// CHECK-NEXT: %alloca_1 = memref.alloca() : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %0 = memref.alloca_scope  -> (f32) {
// CHECK-NEXT: memref.alloca_scope.return %arg2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %alloc : memref<?x4xf32>
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<?xf32, #map>
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @access(
// CHECK-NEXT: %0 = memref.load %arg0[%arg1, %arg2] {nontemporal = true} : memref<?x4xf32>
// CHECK-NEXT: memref.store %0, %arg0[%arg1, %arg2] : memref<?x4xf32>
// CHECK-NEXT: %1 = memref.atomic_rmw addf %arg3, %arg0[%arg1, %arg2] : (f32, memref<?x4xf32>) -> f32
// CHECK-NEXT: %2 = memref.generic_atomic_rmw %arg0[%arg1, %arg2] : memref<?x4xf32> {
// CHECK-NEXT: ^bb0(%arg4: f32):
// CHECK-NEXT: %3 = arith.addf %arg4, %arg3 : f32
// CHECK-NEXT: memref.atomic_yield %3 : f32
// CHECK-NEXT: }
// CHECK-NEXT: memref.prefetch %arg0[%arg1, %arg2], read, locality<3>, data : memref<?x4xf32>
// CHECK-NEXT: memref.prefetch %arg0[%arg1, %arg2], write, locality<0>, instr : memref<?x4xf32>
// CHECK-NEXT: return %0, %1, %2 : f32, f32, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @metadata(
// CHECK-NEXT: %dim = memref.dim %arg0, %arg2 : memref<?x4xf32>
// CHECK-NEXT: %0 = memref.rank %arg1 : memref<*xf32>
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x4xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?x4xf32> -> index
// CHECK-NEXT: %assume_align = memref.assume_alignment %arg0, 16 : memref<?x4xf32>
// CHECK-NEXT: return %dim, %0, %intptr : index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @casts(
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<?x4xf32> to memref<?x?xf32>
// CHECK-NEXT: %cast_0 = memref.cast %arg1 : memref<*xf32> to memref<4xf32>
// CHECK-NEXT: memref.copy %arg0, %cast : memref<?x4xf32> to memref<?x?xf32>
// CHECK-NEXT: %memspacecast = memref.memory_space_cast %arg2 : memref<8xf32, 1> to memref<8xf32>
// CHECK-NEXT: %0 = memref.get_global @cst : memref<2xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @views(
// CHECK-NEXT: %subview = memref.subview %arg0[%arg2, 0] [2, 2] [1, 1] : memref<?x4xf32> to memref<2x2xf32, strided<[4, 1], offset: ?>>
// CHECK-NEXT: %subview_0 = memref.subview %arg0[%arg2, 1] [1, 3] [1, 1] : memref<?x4xf32> to memref<3xf32, strided<[1], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc() : memref<2048xi8>
// CHECK-NEXT: %view = memref.view %alloc[%arg2][%arg3] : memref<2048xi8> to memref<?x4xf32>
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg1 to offset: [0], sizes: [%arg2, 4], strides: [4, 1] : memref<*xf32> to memref<?x4xf32>
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1]] : memref<?x4xf32> into memref<?xf32>
// CHECK-NEXT: %expand_shape = memref.expand_shape %collapse_shape {{\[\[}}0, 1]] output_shape [%arg2, 4] : memref<?xf32> into memref<?x4xf32>
// CHECK-NEXT: %transpose = memref.transpose %arg0 (d0, d1) -> (d1, d0) : memref<?x4xf32> to memref<4x?xf32, strided<[1, 4]>>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dma(
// CHECK-NEXT: %alloc = memref.alloc() : memref<1xi32>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<40x128xf32>
// CHECK-NEXT: %alloc_1 = memref.alloc() : memref<2x1024xf32, 1>
// CHECK-NEXT: memref.dma_start %alloc_0[%arg0, %arg1], %alloc_1[%arg0, %arg1], %arg0, %alloc[%arg0] : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32>
// CHECK-NEXT: memref.dma_start %alloc_0[%arg0, %arg1], %alloc_1[%arg0, %arg1], %arg0, %alloc[%arg0], %arg1, %arg0 : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32>
// CHECK-NEXT: memref.dma_wait %alloc[%arg0], %arg0 : memref<1xi32>
// CHECK-NEXT: return

// GENERIC: "memref.global"() <{alignment = 64 : i64, constant, initial_value = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>, sym_name = "cst", sym_visibility = "private", type = memref<2xf32>}> : () -> ()
// GENERIC: "memref.global"() <{initial_value, sym_name = "zeros", type = memref<4xi32>}> : () -> ()
// GENERIC: "memref.global"() <{sym_name = "external", sym_visibility = "public", type = memref<4xi32>}> : () -> ()
// GENERIC: %24 = "memref.alloc"(%arg17) <{alignment = 16 : i64, operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?x4xf32>
// GENERIC: %25 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
// GENERIC: %26 = "memref.alloc"(%arg17, %arg18) <{operandSegmentSizes = array<i32: 1, 1>}> : (index, index) -> memref<?xf32, #map>
// GENERIC: "memref.alloca_scope"() ({
// GENERIC: %28 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
// GENERIC: "memref.alloca_scope.return"() : () -> ()
// GENERIC: %27 = "memref.alloca_scope"() ({
// GENERIC: "memref.alloca_scope.return"(%arg19) : (f32) -> ()
// GENERIC: "memref.dealloc"(%24) : (memref<?x4xf32>) -> ()
// GENERIC: "memref.dealloc"(%26) : (memref<?xf32, #map>) -> ()
// GENERIC: %20 = "memref.load"(%arg12, %arg13, %arg14) <{nontemporal = true}> : (memref<?x4xf32>, index, index) -> f32
// GENERIC: "memref.store"(%20, %arg12, %arg13, %arg14) : (f32, memref<?x4xf32>, index, index) -> ()
// GENERIC: %21 = "memref.atomic_rmw"(%arg15, %arg12, %arg13, %arg14) <{kind = 0 : i64}> : (f32, memref<?x4xf32>, index, index) -> f32
// GENERIC: %22 = "memref.generic_atomic_rmw"(%arg12, %arg13, %arg14) ({
// GENERIC: "memref.atomic_yield"(%23) : (f32) -> ()
// GENERIC: "memref.prefetch"(%arg12, %arg13, %arg14) <{isDataCache = true, isWrite = false, localityHint = 3 : i32}> : (memref<?x4xf32>, index, index) -> ()
// GENERIC: "memref.prefetch"(%arg12, %arg13, %arg14) <{isDataCache = false, isWrite = true, localityHint = 0 : i32}> : (memref<?x4xf32>, index, index) -> ()
// GENERIC: %15 = "memref.dim"(%arg9, %arg11) : (memref<?x4xf32>, index) -> index
// GENERIC: %16 = "memref.rank"(%arg10) : (memref<*xf32>) -> index
// GENERIC: %17:6 = "memref.extract_strided_metadata"(%arg9) : (memref<?x4xf32>) -> (memref<f32>, index, index, index, index, index)
// GENERIC: %18 = "memref.extract_aligned_pointer_as_index"(%arg9) : (memref<?x4xf32>) -> index
// GENERIC: %19 = "memref.assume_alignment"(%arg9) <{alignment = 16 : i32}> : (memref<?x4xf32>) -> memref<?x4xf32>
// GENERIC: %11 = "memref.cast"(%arg6) : (memref<?x4xf32>) -> memref<?x?xf32>
// GENERIC: %12 = "memref.cast"(%arg7) : (memref<*xf32>) -> memref<4xf32>
// GENERIC: "memref.copy"(%arg6, %11) : (memref<?x4xf32>, memref<?x?xf32>) -> ()
// GENERIC: %13 = "memref.memory_space_cast"(%arg8) : (memref<8xf32, 1>) -> memref<8xf32>
// GENERIC: %14 = "memref.get_global"() <{name = @cst}> : () -> memref<2xf32>
// GENERIC: %3 = "memref.subview"(%arg2, %arg4) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 1, 1>}> : (memref<?x4xf32>, index) -> memref<2x2xf32, strided<[4, 1], offset: ?>>
// GENERIC: %4 = "memref.subview"(%arg2, %arg4) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 1>, static_sizes = array<i64: 1, 3>, static_strides = array<i64: 1, 1>}> : (memref<?x4xf32>, index) -> memref<3xf32, strided<[1], offset: ?>>
// GENERIC: %5 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2048xi8>
// GENERIC: %6 = "memref.view"(%5, %arg4, %arg5) : (memref<2048xi8>, index, index) -> memref<?x4xf32>
// GENERIC: %7 = "memref.reinterpret_cast"(%arg3, %arg4) <{operandSegmentSizes = array<i32: 1, 0, 1, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: -9223372036854775808, 4>, static_strides = array<i64: 4, 1>}> : (memref<*xf32>, index) -> memref<?x4xf32>
// GENERIC: %8 = "memref.collapse_shape"(%arg2) <{reassociation = {{\[\[}}0, 1]]}> : (memref<?x4xf32>) -> memref<?xf32>
// GENERIC: %9 = "memref.expand_shape"(%8, %arg4) <{reassociation = {{\[\[}}0, 1]], static_output_shape = array<i64: -9223372036854775808, 4>}> : (memref<?xf32>, index) -> memref<?x4xf32>
// GENERIC: %10 = "memref.transpose"(%arg2) <{permutation = #map1}> : (memref<?x4xf32>) -> memref<4x?xf32, strided<[1, 4]>>
// GENERIC: %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1xi32>
// GENERIC: %1 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<40x128xf32>
// GENERIC: %2 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x1024xf32, 1>
// GENERIC: "memref.dma_start"(%1, %arg0, %arg1, %2, %arg0, %arg1, %arg0, %0, %arg0) : (memref<40x128xf32>, index, index, memref<2x1024xf32, 1>, index, index, index, memref<1xi32>, index) -> ()
// GENERIC: "memref.dma_start"(%1, %arg0, %arg1, %2, %arg0, %arg1, %arg0, %0, %arg0, %arg1, %arg0) : (memref<40x128xf32>, index, index, memref<2x1024xf32, 1>, index, index, index, memref<1xi32>, index, index, index) -> ()
// GENERIC: "memref.dma_wait"(%0, %arg0, %arg0) : (memref<1xi32>, index, index) -> ()

memref.global "private" constant @cst : memref<2xf32> = dense<[1.0, 2.0]> {alignment = 64 : i64}
memref.global @zeros : memref<4xi32> = uninitialized
memref.global "public" @external : memref<4xi32>

func.func @allocation(%n: index, %s: index, %v: f32) -> f32 {
  %a = memref.alloc(%n) {alignment = 16 : i64} : memref<?x4xf32>
  %b = memref.alloca() : memref<4xf32>
  %c = memref.alloc(%n)[%s] : memref<?xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  memref.alloca_scope {
    %d = memref.alloca() : memref<4xf32>
  }
  %r = memref.alloca_scope -> (f32) {
    memref.alloca_scope.return %v : f32
  }
  memref.dealloc %a : memref<?x4xf32>
  memref.dealloc %c : memref<?xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  return %r : f32
}

func.func @access(%m: memref<?x4xf32>, %i: index, %j: index, %v: f32) -> (f32, f32, f32) {
  %l = memref.load %m[%i, %j] {nontemporal = true} : memref<?x4xf32>
  memref.store %l, %m[%i, %j] : memref<?x4xf32>
  %at = memref.atomic_rmw addf %v, %m[%i, %j] : (f32, memref<?x4xf32>) -> f32
  %ga = memref.generic_atomic_rmw %m[%i, %j] : memref<?x4xf32> {
  ^bb0(%cur: f32):
    %x = arith.addf %cur, %v : f32
    memref.atomic_yield %x : f32
  }
  memref.prefetch %m[%i, %j], read, locality<3>, data : memref<?x4xf32>
  memref.prefetch %m[%i, %j], write, locality<0>, instr : memref<?x4xf32>
  return %l, %at, %ga : f32, f32, f32
}

func.func @metadata(%m: memref<?x4xf32>, %u: memref<*xf32>, %i: index) -> (index, index, index) {
  %d = memref.dim %m, %i : memref<?x4xf32>
  %rk = memref.rank %u : memref<*xf32>
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %m : memref<?x4xf32> -> memref<f32>, index, index, index, index, index
  %p = memref.extract_aligned_pointer_as_index %m : memref<?x4xf32> -> index
  %aa = memref.assume_alignment %m, 16 : memref<?x4xf32>
  return %d, %rk, %p : index, index, index
}

func.func @casts(%m: memref<?x4xf32>, %u: memref<*xf32>, %s: memref<8xf32, 1>) {
  %c = memref.cast %m : memref<?x4xf32> to memref<?x?xf32>
  %r = memref.cast %u : memref<*xf32> to memref<4xf32>
  memref.copy %m, %c : memref<?x4xf32> to memref<?x?xf32>
  %g = memref.memory_space_cast %s : memref<8xf32, 1> to memref<8xf32>
  %gg = memref.get_global @cst : memref<2xf32>
  return
}

func.func @views(%m: memref<?x4xf32>, %u: memref<*xf32>, %i: index, %j: index) {
  %sv = memref.subview %m[%i, 0][2, 2][1, 1] : memref<?x4xf32> to memref<2x2xf32, strided<[4, 1], offset: ?>>
  %rr = memref.subview %m[%i, 1][1, 3][1, 1] : memref<?x4xf32> to memref<3xf32, strided<[1], offset: ?>>
  %buf = memref.alloc() : memref<2048xi8>
  %vw = memref.view %buf[%i][%j] : memref<2048xi8> to memref<?x4xf32>
  %rc = memref.reinterpret_cast %u to offset: [0], sizes: [%i, 4], strides: [4, 1] : memref<*xf32> to memref<?x4xf32>
  %cs = memref.collapse_shape %m [[0, 1]] : memref<?x4xf32> into memref<?xf32>
  %es = memref.expand_shape %cs [[0, 1]] output_shape [%i, 4] : memref<?xf32> into memref<?x4xf32>
  %t = memref.transpose %m (i, j) -> (j, i) : memref<?x4xf32> to memref<4x?xf32, strided<[1, 4]>>
  return
}

func.func @dma(%i: index, %j: index) {
  %tag = memref.alloc() : memref<1xi32>
  %src = memref.alloc() : memref<40x128xf32>
  %dst = memref.alloc() : memref<2x1024xf32, 1>
  memref.dma_start %src[%i, %j], %dst[%i, %j], %i, %tag[%i] : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32>
  memref.dma_start %src[%i, %j], %dst[%i, %j], %i, %tag[%i], %j, %i : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32>
  memref.dma_wait %tag[%i], %i : memref<1xi32>
  return
}

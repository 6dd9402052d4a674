// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// Every tensor op (and linalg.pack/unpack, under both spellings) in its
// custom form, with static and dynamic sizes, encodings, rank-reduced
// slices and 0-d tensors; the second run round-trips through the generic
// form, the third pins the generic form's properties. The expected text is
// what mlir-opt 22 prints for the same input (tensor.pack/unpack aside,
// which mlir-opt 22 only knows as linalg.pack/unpack).

// CHECK-LABEL: func.func @casts(%arg0: tensor<4x8xf32>, %arg1: tensor<*xf32>) -> (tensor<4x8xi32>, tensor<?x8xf32>, tensor<4x8xf32>) {
// CHECK-NEXT: %0 = tensor.bitcast %arg0 : tensor<4x8xf32> to tensor<4x8xi32>
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<4x8xf32> to tensor<?x8xf32>
// CHECK-NEXT: %cast_0 = tensor.cast %arg1 : tensor<*xf32> to tensor<4x8xf32>
// CHECK-NEXT: return %0, %cast, %cast_0 : tensor<4x8xi32>, tensor<?x8xf32>, tensor<4x8xf32>
// CHECK-NEXT: }
func.func @casts(%t: tensor<4x8xf32>, %u: tensor<*xf32>) -> (tensor<4x8xi32>, tensor<?x8xf32>, tensor<4x8xf32>) {
  %0 = tensor.bitcast %t : tensor<4x8xf32> to tensor<4x8xi32>
  %1 = tensor.cast %t : tensor<4x8xf32> to tensor<?x8xf32>
  %2 = tensor.cast %u : tensor<*xf32> to tensor<4x8xf32>
  return %0, %1, %2 : tensor<4x8xi32>, tensor<?x8xf32>, tensor<4x8xf32>
}

// CHECK-LABEL: func.func @shapes(%arg0: tensor<4x8xf32>, %arg1: tensor<?x?xf32>, %arg2: tensor<*xf32>, %arg3: index) -> (index, index, tensor<?x4xf32>, tensor<4x?xf32>) {
// CHECK-NEXT: %dim = tensor.dim %arg1, %arg3 : tensor<?x?xf32>
// CHECK-NEXT: %rank = tensor.rank %arg2 : tensor<*xf32>
// CHECK-NEXT: %0 = tensor.empty(%arg3) : tensor<?x4xf32>
// CHECK-NEXT: %1 = tensor.empty(%arg3) : tensor<4x?xf32, "enc">
// CHECK-NEXT: %cast = tensor.cast %1 : tensor<4x?xf32, "enc"> to tensor<4x?xf32>
// CHECK-NEXT: return %dim, %rank, %0, %cast : index, index, tensor<?x4xf32>, tensor<4x?xf32>
// CHECK-NEXT: }
func.func @shapes(%t: tensor<4x8xf32>, %d: tensor<?x?xf32>, %u: tensor<*xf32>, %i: index) -> (index, index, tensor<?x4xf32>, tensor<4x?xf32>) {
  %0 = tensor.dim %d, %i : tensor<?x?xf32>
  %1 = tensor.rank %u : tensor<*xf32>
  %2 = tensor.empty(%i) : tensor<?x4xf32>
  %3 = tensor.empty(%i) : tensor<4x?xf32, "enc">
  %4 = tensor.cast %3 : tensor<4x?xf32, "enc"> to tensor<4x?xf32>
  return %0, %1, %2, %4 : index, index, tensor<?x4xf32>, tensor<4x?xf32>
}

// CHECK-LABEL: func.func @reshapes(%arg0: tensor<4x8xf32>, %arg1: tensor<2xi64>, %arg2: index) -> (tensor<32xf32>, tensor<2x2x8xf32>, tensor<?x?xf32>, tensor<?x2x8xf32>) {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1]] : tensor<4x8xf32> into tensor<32xf32>
// CHECK-NEXT: %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1], [2]] output_shape [2, 2, 8] : tensor<4x8xf32> into tensor<2x2x8xf32>
// CHECK-NEXT: %reshape = tensor.reshape %arg0(%arg1) : (tensor<4x8xf32>, tensor<2xi64>) -> tensor<?x?xf32>
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<4x8xf32> to tensor<?x8xf32>
// CHECK-NEXT: %expanded_0 = tensor.expand_shape %cast {{\[\[}}0, 1], [2]] output_shape [%arg2, 2, 8] : tensor<?x8xf32> into tensor<?x2x8xf32>
// CHECK-NEXT: return %collapsed, %expanded, %reshape, %expanded_0 : tensor<32xf32>, tensor<2x2x8xf32>, tensor<?x?xf32>, tensor<?x2x8xf32>
// CHECK-NEXT: }
func.func @reshapes(%t: tensor<4x8xf32>, %s: tensor<2xi64>, %n: index) -> (tensor<32xf32>, tensor<2x2x8xf32>, tensor<?x?xf32>, tensor<?x2x8xf32>) {
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<4x8xf32> into tensor<32xf32>
  %1 = tensor.expand_shape %t [[0, 1], [2]] output_shape [2, 2, 8] : tensor<4x8xf32> into tensor<2x2x8xf32>
  %2 = tensor.reshape %t(%s) : (tensor<4x8xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  %3 = tensor.cast %t : tensor<4x8xf32> to tensor<?x8xf32>
  %4 = tensor.expand_shape %3 [[0, 1], [2]] output_shape [%n, 2, 8] : tensor<?x8xf32> into tensor<?x2x8xf32>
  return %0, %1, %2, %4 : tensor<32xf32>, tensor<2x2x8xf32>, tensor<?x?xf32>, tensor<?x2x8xf32>
}

// CHECK-LABEL: func.func @elements(%arg0: tensor<4x8xf32>, %arg1: f32, %arg2: index, %arg3: index) -> (f32, tensor<2xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<?x8xf32>, tensor<8x8xf32>) {
// CHECK-NEXT: %extracted = tensor.extract %arg0[%arg2, %arg3] : tensor<4x8xf32>
// CHECK-NEXT: %from_elements = tensor.from_elements %arg1, %extracted : tensor<2xf32>
// CHECK-NEXT: %inserted = tensor.insert %arg1 into %arg0[%arg2, %arg3] : tensor<4x8xf32>
// CHECK-NEXT: %splat = tensor.splat %arg1 : tensor<4x8xf32>
// CHECK-NEXT: %splat_0 = tensor.splat %arg1[%arg2] : tensor<?x8xf32>
// CHECK-NEXT: %concat = tensor.concat dim(0) %arg0, %inserted : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<8x8xf32>
// CHECK-NEXT: return %extracted, %from_elements, %inserted, %splat, %splat_0, %concat : f32, tensor<2xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<?x8xf32>, tensor<8x8xf32>
// CHECK-NEXT: }
func.func @elements(%t: tensor<4x8xf32>, %f: f32, %i: index, %j: index) -> (f32, tensor<2xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<?x8xf32>, tensor<8x8xf32>) {
  %0 = tensor.extract %t[%i, %j] : tensor<4x8xf32>
  %1 = tensor.from_elements %f, %0 : tensor<2xf32>
  %2 = tensor.insert %f into %t[%i, %j] : tensor<4x8xf32>
  %3 = tensor.splat %f : tensor<4x8xf32>
  %4 = tensor.splat %f[%i] : tensor<?x8xf32>
  %5 = tensor.concat dim(0) %t, %2 : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<8x8xf32>
  return %0, %1, %2, %3, %4, %5 : f32, tensor<2xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<?x8xf32>, tensor<8x8xf32>
}

// CHECK-LABEL: func.func @scalar_tensor(%arg0: tensor<i32>) -> (i32, tensor<i32>) {
// CHECK-NEXT: %extracted = tensor.extract %arg0[] : tensor<i32>
// CHECK-NEXT: %from_elements = tensor.from_elements %extracted : tensor<i32>
// CHECK-NEXT: return %extracted, %from_elements : i32, tensor<i32>
// CHECK-NEXT: }
func.func @scalar_tensor(%t: tensor<i32>) -> (i32, tensor<i32>) {
  %0 = tensor.extract %t[] : tensor<i32>
  %1 = tensor.from_elements %0 : tensor<i32>
  return %0, %1 : i32, tensor<i32>
}

// CHECK-LABEL: func.func @slices(%arg0: tensor<8x16x4xf32>, %arg1: index, %arg2: index) -> (tensor<4x?xf32>, tensor<8x16x4xf32>) {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[0, %arg1, 1] [4, %arg2, 1] [1, 2, 1] : tensor<8x16x4xf32> to tensor<4x?xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %extracted_slice into %arg0[0, %arg1, 1] [4, %arg2, 1] [1, 2, 1] : tensor<4x?xf32> into tensor<8x16x4xf32>
// CHECK-NEXT: return %extracted_slice, %inserted_slice : tensor<4x?xf32>, tensor<8x16x4xf32>
// CHECK-NEXT: }
func.func @slices(%t: tensor<8x16x4xf32>, %i: index, %j: index) -> (tensor<4x?xf32>, tensor<8x16x4xf32>) {
  %0 = tensor.extract_slice %t[0, %i, 1] [4, %j, 1] [1, 2, 1] : tensor<8x16x4xf32> to tensor<4x?xf32>
  %1 = tensor.insert_slice %0 into %t[0, %i, 1] [4, %j, 1] [1, 2, 1] : tensor<4x?xf32> into tensor<8x16x4xf32>
  return %0, %1 : tensor<4x?xf32>, tensor<8x16x4xf32>
}

// CHECK-LABEL: func.func @regions(%arg0: tensor<4x?xf32>, %arg1: f32, %arg2: index) -> (tensor<?x3xf32>, tensor<7x?xf32>, tensor<4x?xf32>) {
// CHECK-NEXT: %generated = tensor.generate %arg2 {
// CHECK-NEXT: ^bb0(%arg3: index, %arg4: index):
// CHECK-NEXT: %0 = arith.addi %arg3, %arg4 : index
// CHECK-NEXT: %1 = arith.index_cast %0 : index to i32
// CHECK-NEXT: %2 = arith.sitofp %1 : i32 to f32
// CHECK-NEXT: tensor.yield %2 : f32
// CHECK-NEXT: } : tensor<?x3xf32>
// CHECK-NEXT: %padded = tensor.pad %arg0 low[1, %arg2] high[2, 0] {
// CHECK-NEXT: ^bb0(%arg3: index, %arg4: index):
// CHECK-NEXT: tensor.yield %arg1 : f32
// CHECK-NEXT: } : tensor<4x?xf32> to tensor<7x?xf32>
// CHECK-NEXT: %padded_0 = tensor.pad %arg0 nofold low[0, 0] high[0, 0] {
// CHECK-NEXT: ^bb0(%arg3: index, %arg4: index):
// CHECK-NEXT: tensor.yield %arg1 : f32
// CHECK-NEXT: } : tensor<4x?xf32> to tensor<4x?xf32>
// CHECK-NEXT: return %generated, %padded, %padded_0 : tensor<?x3xf32>, tensor<7x?xf32>, tensor<4x?xf32>
// CHECK-NEXT: }
func.func @regions(%t: tensor<4x?xf32>, %f: f32, %i: index) -> (tensor<?x3xf32>, tensor<7x?xf32>, tensor<4x?xf32>) {
  %0 = tensor.generate %i {
  ^bb0(%a: index, %b: index):
    %s = arith.addi %a, %b : index
    %c = arith.index_cast %s : index to i32
    %v = arith.sitofp %c : i32 to f32
    tensor.yield %v : f32
  } : tensor<?x3xf32>
  %1 = tensor.pad %t low[1, %i] high[2, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %f : f32
  } : tensor<4x?xf32> to tensor<7x?xf32>
  %2 = tensor.pad %t nofold low[0, 0] high[0, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %f : f32
  } : tensor<4x?xf32> to tensor<4x?xf32>
  return %0, %1, %2 : tensor<?x3xf32>, tensor<7x?xf32>, tensor<4x?xf32>
}

// CHECK-LABEL: func.func @gather_scatter(%arg0: tensor<4x8x2xf32>, %arg1: tensor<3x2xindex>) -> (tensor<3x1x8x1xf32>, tensor<3x8xf32>, tensor<4x8x2xf32>) {
// CHECK-NEXT: %gather = tensor.gather %arg0[%arg1] gather_dims([0, 2]) : (tensor<4x8x2xf32>, tensor<3x2xindex>) -> tensor<3x1x8x1xf32>
// CHECK-NEXT: %gather_0 = tensor.gather %arg0[%arg1] gather_dims([0, 2]) unique : (tensor<4x8x2xf32>, tensor<3x2xindex>) -> tensor<3x8xf32>
// CHECK-NEXT: %scatter = tensor.scatter %gather_0 into %arg0[%arg1] scatter_dims([0, 2]) unique : (tensor<3x8xf32>, tensor<4x8x2xf32>, tensor<3x2xindex>) -> tensor<4x8x2xf32>
// CHECK-NEXT: return %gather, %gather_0, %scatter : tensor<3x1x8x1xf32>, tensor<3x8xf32>, tensor<4x8x2xf32>
// CHECK-NEXT: }
func.func @gather_scatter(%t: tensor<4x8x2xf32>, %idx: tensor<3x2xindex>) -> (tensor<3x1x8x1xf32>, tensor<3x8xf32>, tensor<4x8x2xf32>) {
  %0 = tensor.gather %t[%idx] gather_dims([0, 2]) : (tensor<4x8x2xf32>, tensor<3x2xindex>) -> tensor<3x1x8x1xf32>
  %1 = tensor.gather %t[%idx] gather_dims([0, 2]) unique : (tensor<4x8x2xf32>, tensor<3x2xindex>) -> tensor<3x8xf32>
  %2 = tensor.scatter %1 into %t[%idx] scatter_dims([0, 2]) unique : (tensor<3x8xf32>, tensor<4x8x2xf32>, tensor<3x2xindex>) -> tensor<4x8x2xf32>
  return %0, %1, %2 : tensor<3x1x8x1xf32>, tensor<3x8xf32>, tensor<4x8x2xf32>
}

// CHECK-LABEL: func.func @packing(%arg0: tensor<5x8xf32>, %arg1: f32, %arg2: index) -> (tensor<4x3x2x2xf32>, tensor<5x8xf32>, tensor<?x4x2x?xf32>, tensor<8x5xf32>) {
// CHECK-NEXT: %0 = tensor.empty() : tensor<4x3x2x2xf32>
// CHECK-NEXT: %pack = linalg.pack %arg0 padding_value(%arg1 : f32) outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [2, 2] into %0 : tensor<5x8xf32> -> tensor<4x3x2x2xf32>
// CHECK-NEXT: %1 = tensor.empty() : tensor<5x8xf32>
// CHECK-NEXT: %unpack = linalg.unpack %pack outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [2, 2] into %1 : tensor<4x3x2x2xf32> -> tensor<5x8xf32>
// CHECK-NEXT: %2 = tensor.empty(%arg2, %arg2) : tensor<?x4x2x?xf32>
// CHECK-NEXT: %pack_0 = tensor.pack %arg0 padding_value(%arg1 : f32) inner_dims_pos = [0, 1] inner_tiles = [2, %arg2] into %2 : tensor<5x8xf32> -> tensor<?x4x2x?xf32>
// CHECK-NEXT: %3 = tensor.empty() : tensor<8x5xf32>
// CHECK-NEXT: %unpack_1 = tensor.unpack %pack inner_dims_pos = [0, 1] inner_tiles = [2, 2] into %3 : tensor<4x3x2x2xf32> -> tensor<8x5xf32>
// CHECK-NEXT: return %pack, %unpack, %pack_0, %unpack_1 : tensor<4x3x2x2xf32>, tensor<5x8xf32>, tensor<?x4x2x?xf32>, tensor<8x5xf32>
// CHECK-NEXT: }
func.func @packing(%t: tensor<5x8xf32>, %f: f32, %n: index) -> (tensor<4x3x2x2xf32>, tensor<5x8xf32>, tensor<?x4x2x?xf32>, tensor<8x5xf32>) {
  %e = tensor.empty() : tensor<4x3x2x2xf32>
  %0 = linalg.pack %t padding_value(%f : f32) outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [2, 2] into %e : tensor<5x8xf32> -> tensor<4x3x2x2xf32>
  %d = tensor.empty() : tensor<5x8xf32>
  %1 = linalg.unpack %0 outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [2, 2] into %d : tensor<4x3x2x2xf32> -> tensor<5x8xf32>
  %e2 = tensor.empty(%n, %n) : tensor<?x4x2x?xf32>
  %2 = tensor.pack %t padding_value(%f : f32) inner_dims_pos = [0, 1] inner_tiles = [2, %n] into %e2 : tensor<5x8xf32> -> tensor<?x4x2x?xf32>
  %d2 = tensor.empty() : tensor<8x5xf32>
  %3 = tensor.unpack %0 inner_dims_pos = [0, 1] inner_tiles = [2, 2] into %d2 : tensor<4x3x2x2xf32> -> tensor<8x5xf32>
  return %0, %1, %2, %3 : tensor<4x3x2x2xf32>, tensor<5x8xf32>, tensor<?x4x2x?xf32>, tensor<8x5xf32>
}

// CHECK-LABEL: func.func @parallel(%arg0: tensor<4x8xf32>, %arg1: index) -> tensor<4x8xf32> {
// CHECK-NEXT: %0 = scf.forall (%arg2) in (4) shared_outs(%arg3 = %arg0) -> (tensor<4x8xf32>) {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg3[%arg2, 0] [1, 8] [1, 1] : tensor<4x8xf32> to tensor<8xf32>
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %extracted_slice into %arg3[%arg2, 0] [1, 8] [1, 1] : tensor<8xf32> into tensor<4x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.forall (%arg2, %arg3) = (0, %arg1) to (%arg1, 8) step (2, 1) {
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<4x8xf32>
// CHECK-NEXT: }
func.func @parallel(%t: tensor<4x8xf32>, %n: index) -> tensor<4x8xf32> {
  %0 = scf.forall (%k) in (4) shared_outs(%o = %t) -> (tensor<4x8xf32>) {
    %s = tensor.extract_slice %o[%k, 0] [1, 8] [1, 1] : tensor<4x8xf32> to tensor<8xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%k, 0] [1, 8] [1, 1] : tensor<8xf32> into tensor<4x8xf32>
    }
  }
  scf.forall (%i, %j) = (0, %n) to (%n, 8) step (2, 1) {
  }
  return %0 : tensor<4x8xf32>
}

// GENERIC: %29 = "tensor.collapse_shape"(%arg28) <{reassociation = {{\[\[}}0, 1]]}> : (tensor<4x8xf32>) -> tensor<32xf32>
// GENERIC: %30 = "tensor.expand_shape"(%arg28) <{reassociation = {{\[\[}}0, 1], [2]], static_output_shape = array<i64: 2, 2, 8>}> : (tensor<4x8xf32>) -> tensor<2x2x8xf32>
// GENERIC: %33 = "tensor.expand_shape"(%32, %arg30) <{reassociation = {{\[\[}}0, 1], [2]], static_output_shape = array<i64: -9223372036854775808, 2, 8>}> : (tensor<?x8xf32>, index) -> tensor<?x2x8xf32>
// GENERIC: %28 = "tensor.concat"(%arg24, %25) <{dim = 0 : i64}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<8x8xf32>
// GENERIC: %19 = "tensor.extract_slice"(%arg20, %arg21, %arg22) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: 0, -9223372036854775808, 1>, static_sizes = array<i64: 4, -9223372036854775808, 1>, static_strides = array<i64: 1, 2, 1>}> : (tensor<8x16x4xf32>, index, index) -> tensor<4x?xf32>
// GENERIC: %20 = "tensor.insert_slice"(%19, %arg20, %arg21, %arg22) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 0>, static_offsets = array<i64: 0, -9223372036854775808, 1>, static_sizes = array<i64: 4, -9223372036854775808, 1>, static_strides = array<i64: 1, 2, 1>}> : (tensor<4x?xf32>, tensor<8x16x4xf32>, index, index) -> tensor<8x16x4xf32>
// GENERIC: %14 = "tensor.pad"(%arg11, %arg13) <{operandSegmentSizes = array<i32: 1, 1, 0>, static_high = array<i64: 2, 0>, static_low = array<i64: 1, -9223372036854775808>}> 
// GENERIC: %15 = "tensor.pad"(%arg11) <{nofold, operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0>, static_low = array<i64: 0, 0>}> 
// GENERIC: %10 = "tensor.gather"(%arg9, %arg10) <{gather_dims = array<i64: 0, 2>}> : (tensor<4x8x2xf32>, tensor<3x2xindex>) -> tensor<3x1x8x1xf32>
// GENERIC: %11 = "tensor.gather"(%arg9, %arg10) <{gather_dims = array<i64: 0, 2>, unique}> : (tensor<4x8x2xf32>, tensor<3x2xindex>) -> tensor<3x8xf32>
// GENERIC: %3 = "linalg.pack"(%arg6, %2, %arg7) <{inner_dims_pos = array<i64: 0, 1>, operandSegmentSizes = array<i32: 1, 1, 1, 0>, outer_dims_perm = array<i64: 1, 0>, static_inner_tiles = array<i64: 2, 2>}> : (tensor<5x8xf32>, tensor<4x3x2x2xf32>, f32) -> tensor<4x3x2x2xf32>
// GENERIC: %7 = "tensor.pack"(%arg6, %6, %arg7, %arg8) <{inner_dims_pos = array<i64: 0, 1>, operandSegmentSizes = array<i32: 1, 1, 1, 1>, static_inner_tiles = array<i64: 2, -9223372036854775808>}> : (tensor<5x8xf32>, tensor<?x4x2x?xf32>, f32, index) -> tensor<?x4x2x?xf32>
// GENERIC: %0 = "scf.forall"(%arg0) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> 
// GENERIC: %1 = "tensor.extract_slice"(%arg5, %arg4) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 1, 8>, static_strides = array<i64: 1, 1>}> : (tensor<4x8xf32>, index) -> tensor<8xf32>
// GENERIC: "tensor.parallel_insert_slice"(%1, %arg5, %arg4) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 1, 8>, static_strides = array<i64: 1, 1>}> : (tensor<8xf32>, tensor<4x8xf32>, index) -> ()
// GENERIC: "scf.forall"(%arg1, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, staticLowerBound = array<i64: 0, -9223372036854775808>, staticStep = array<i64: 2, 1>, staticUpperBound = array<i64: -9223372036854775808, 8>}> 

// RUN: strata-opt %s --split-input-file --verify-diagnostics

// One case per verifier rule of the tensor ops, with mlir-opt 22's
// messages and locations.

func.func @bitcast_width(%t: tensor<2xi32>) {
  // expected-error @+1 {{'tensor.bitcast' op operand type 'tensor<2xi32>' and result type 'tensor<2xi64>' are cast incompatible}}
  %0 = tensor.bitcast %t : tensor<2xi32> to tensor<2xi64>
  return
}

// -----

func.func @bitcast_index(%t: tensor<2xindex>) {
  // expected-error @+1 {{'tensor.bitcast' op operand #0 must be tensor of signless integer or unsigned integer or signed integer or floating-point values, but got 'tensor<2xindex>'}}
  %0 = tensor.bitcast %t : tensor<2xindex> to tensor<2xi64>
  return
}

// -----

func.func @cast_shape(%t: tensor<2xi32>) {
  // expected-error @+1 {{'tensor.cast' op operand type 'tensor<2xi32>' and result type 'tensor<3xi32>' are cast incompatible}}
  %0 = tensor.cast %t : tensor<2xi32> to tensor<3xi32>
  return
}

// -----

func.func @cast_element(%t: tensor<2xi32>) {
  // expected-error @+1 {{'tensor.cast' op operand type 'tensor<2xi32>' and result type 'tensor<?xi64>' are cast incompatible}}
  %0 = tensor.cast %t : tensor<2xi32> to tensor<?xi64>
  return
}

// -----

func.func @collapse_rank(%t: tensor<2x3x4xf32>) {
  // expected-error @+1 {{'tensor.collapse_shape' op expected collapsed rank (2) to equal the number of reassociation maps (1).}}
  %0 = tensor.collapse_shape %t [[0, 1, 2]] : tensor<2x3x4xf32> into tensor<24x1xf32>
  return
}

// -----

func.func @collapse_contiguous(%t: tensor<2x3x4xf32>) {
  // expected-error @+1 {{'tensor.collapse_shape' op expected reassociation map #0 to be valid and contiguous.}}
  %0 = tensor.collapse_shape %t [[0, 2], [1]] : tensor<2x3x4xf32> into tensor<8x3xf32>
  return
}

// -----

func.func @collapse_size(%t: tensor<2x3x4xf32>) {
  // expected-error @+1 {{'tensor.collapse_shape' op expected reassociation map #0 to have size equal to the expanded rank (3), but it is  4.}}
  %0 = tensor.collapse_shape %t [[0, 1], [2, 3]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  return
}

// -----

func.func @collapse_static(%t: tensor<2x3x4xf32>) {
  // expected-error @+1 {{'tensor.collapse_shape' op expected dimension 0 of collapsed type to be static value of 6}}
  %0 = tensor.collapse_shape %t [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<7x4xf32>
  return
}

// -----

func.func @collapse_dynamic(%t: tensor<2x?x4xf32>) {
  // expected-error @+1 {{'tensor.collapse_shape' op expected dimension 0 of collapsed type to be dynamic since one or more of the corresponding dimensions in the expanded type is dynamic}}
  %0 = tensor.collapse_shape %t [[0, 1], [2]] : tensor<2x?x4xf32> into tensor<6x4xf32>
  return
}

// -----

func.func @collapse_attr(%t: tensor<2xf32>) {
  // expected-error @+1 {{'tensor.collapse_shape' op attribute 'reassociation' failed to satisfy constraint: Array of 64-bit integer array attributes}}
  %0 = "tensor.collapse_shape"(%t) <{reassociation = [0]}> : (tensor<2xf32>) -> tensor<2xf32>
  return
}

// -----

func.func @expand_count(%t: tensor<6x4xf32>) {
  // expected-error @+1 {{'tensor.expand_shape' op expected number of static shape dims to be equal to the output rank (3) but found 2 inputs instead}}
  %0 = tensor.expand_shape %t [[0, 1], [2]] output_shape [2, 3] : tensor<6x4xf32> into tensor<2x3x4xf32>
  return
}

// -----

func.func @expand_static(%t: tensor<6x4xf32>) {
  // expected-error @+1 {{'tensor.expand_shape' op expected dimension 0 of collapsed type to be static value of 8}}
  %0 = tensor.expand_shape %t [[0, 1], [2]] output_shape [2, 4, 4] : tensor<6x4xf32> into tensor<2x4x4xf32>
  return
}

// -----

func.func @concat_dim(%t: tensor<2xi32>) {
  // expected-error @+1 {{'tensor.concat' op concatenation dim must be less than the tensor rank}}
  %0 = tensor.concat dim(1) %t : (tensor<2xi32>) -> tensor<2xi32>
  return
}

// -----

func.func @concat_mismatch(%a: tensor<2x3xi32>, %b: tensor<2x4xi32>) {
  // expected-error @+1 {{'tensor.concat' op static concatenation size mismatch along non-concatenated dimension 1}}
  %0 = tensor.concat dim(0) %a, %b : (tensor<2x3xi32>, tensor<2x4xi32>) -> tensor<4x3xi32>
  return
}

// -----

func.func @concat_result(%a: tensor<2x3xi32>) {
  // expected-error @+1 {{'tensor.concat' op result type 'tensor<5x3xi32>'does not match inferred shape 'tensor<4x3xi32>' static sizes}}
  %0 = tensor.concat dim(0) %a, %a : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<5x3xi32>
  return
}

// -----

func.func @concat_rank(%a: tensor<2x3xi32>, %b: tensor<2xi32>) {
  // expected-error @+1 {{'tensor.concat' op rank of concatenated inputs must match result rank}}
  %0 = tensor.concat dim(0) %a, %b : (tensor<2x3xi32>, tensor<2xi32>) -> tensor<4x3xi32>
  return
}

// -----

func.func @concat_element(%a: tensor<2x3xi32>, %b: tensor<2x3xi64>) {
  // expected-error @+1 {{'tensor.concat' op inputs and result element type must match}}
  %0 = tensor.concat dim(0) %a, %b : (tensor<2x3xi32>, tensor<2x3xi64>) -> tensor<4x3xi32>
  return
}

// -----

func.func @dim_rank0(%t: tensor<f32>, %i: index) {
  // expected-error @+1 {{'tensor.dim' op operand #0 must be non-0-ranked or unranked tensor, but got 'tensor<f32>'}}
  %0 = tensor.dim %t, %i : tensor<f32>
  return
}

// -----

func.func @empty_sizes(%i: index) {
  // expected-error @+1 {{'tensor.empty' op incorrect number of dynamic sizes, has 1, expected 0}}
  %0 = tensor.empty(%i) : tensor<4x4xf32>
  return
}

// -----

func.func @extract_indices(%t: tensor<4x4xf32>, %i: index) {
  // expected-error @+1 {{'tensor.extract' op incorrect number of indices for extract_element}}
  %0 = tensor.extract %t[%i] : tensor<4x4xf32>
  return
}

// -----

func.func @extract_type(%t: tensor<4xf32>, %i: index) {
  // expected-error @+1 {{'tensor.extract' op failed to verify that result type matches element type of tensor}}
  %0 = "tensor.extract"(%t, %i) : (tensor<4xf32>, index) -> f64
  return
}

// -----

func.func @from_elements_count(%f: f32) {
  // expected-error @+1 {{'tensor.from_elements' op failed to verify that operand types match result element type}}
  %0 = "tensor.from_elements"(%f, %f) : (f32, f32) -> tensor<3xf32>
  return
}

// -----

func.func @from_elements_dynamic(%f: f32) {
  // expected-error @+1 {{'tensor.from_elements' op result #0 must be statically shaped tensor of any type values, but got 'tensor<?xf32>'}}
  %0 = "tensor.from_elements"(%f) : (f32) -> tensor<?xf32>
  return
}

// -----

func.func @insert_indices(%t: tensor<4x4xf32>, %f: f32, %i: index) {
  // expected-error @+1 {{'tensor.insert' op incorrect number of indices}}
  %0 = tensor.insert %f into %t[%i] : tensor<4x4xf32>
  return
}

// -----

func.func @insert_scalar(%t: tensor<4xf32>, %f: f64, %i: index) {
  // expected-error @+1 {{'tensor.insert' op failed to verify that scalar type matches element type of dest}}
  %0 = "tensor.insert"(%f, %t, %i) : (f64, tensor<4xf32>, index) -> tensor<4xf32>
  return
}

// -----

func.func @slice_size_mismatch(%t: tensor<8x8xf32>) {
  // expected-error @+1 {{expected type to be 'tensor<4x4xf32>' or a rank-reduced version. (size mismatch)}}
  %0 = tensor.extract_slice %t[0, 0] [4, 4] [1, 1] : tensor<8x8xf32> to tensor<4x5xf32>
  return
}

// -----

func.func @slice_element(%t: tensor<8x8xf32>) {
  // expected-error @+1 {{expected element type to be 'f32'}}
  %0 = tensor.extract_slice %t[0, 0] [4, 1] [1, 1] : tensor<8x8xf32> to tensor<4xi32>
  return
}

// -----

func.func @slice_rank(%t: tensor<8x8xf32>) {
  // expected-error @+1 {{expected rank to be smaller or equal to the other rank.}}
  %0 = tensor.extract_slice %t[0, 0] [4, 1] [1, 1] : tensor<8x8xf32> to tensor<4x1x1xf32>
  return
}

// -----

func.func @slice_count(%t: tensor<8x8xf32>) {
  // expected-error @+1 {{expected 2 offset values, got 1}}
  %0 = tensor.extract_slice %t[0] [4] [1] : tensor<8x8xf32> to tensor<4xf32>
  return
}

// -----

func.func @slice_out_of_bounds(%t: tensor<8x8xf32>) {
  // expected-error @+1 {{slice along dimension 0 runs out-of-bounds: 9 >= 8}}
  %0 = tensor.extract_slice %t[6, 0] [4, 4] [1, 1] : tensor<8x8xf32> to tensor<4x4xf32>
  return
}

// -----

func.func @slice_offset_out_of_bounds(%t: tensor<8x8xf32>) {
  // expected-error @+1 {{offset 0 is out-of-bounds: 8 >= 8}}
  %0 = tensor.extract_slice %t[8, 0] [0, 4] [1, 1] : tensor<8x8xf32> to tensor<0x4xf32>
  return
}

// -----

func.func @slice_negative_size(%t: tensor<8x8xf32>) {
  // expected-error @+1 {{expected sizes to be non-negative, but got -3}}
  %0 = "tensor.extract_slice"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: -3, 4>, static_strides = array<i64: 1, 1>}> : (tensor<8x8xf32>) -> tensor<?x4xf32>
  return
}

// -----

func.func @slice_mixed_ranks(%t: tensor<8x8xf32>, %i: index) {
  // expected-error @+1 {{expected mixed offsets rank to match mixed sizes rank (2 vs 1) so the rank of the result type is well-formed.}}
  %0 = "tensor.extract_slice"(%t, %i) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1, 1>}> : (tensor<8x8xf32>, index) -> tensor<?x4xf32>
  return
}

// -----

func.func @insert_slice_result(%t: tensor<2xf32>, %u: tensor<1xf32>) {
  // expected-error @+1 {{'tensor.insert_slice' op failed to verify that expected result type to match dest type}}
  %0 = "tensor.insert_slice"(%u, %t) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (tensor<1xf32>, tensor<2xf32>) -> tensor<1xf32>
  return
}

// -----

func.func @insert_slice_bounds(%t: tensor<8xf32>, %u: tensor<4xf32>) {
  // expected-error @+1 {{slice along dimension 0 runs out-of-bounds: 9 >= 8}}
  %0 = tensor.insert_slice %u into %t[6] [4] [1] : tensor<4xf32> into tensor<8xf32>
  return
}

// -----

func.func @parallel_insert_parent(%t: tensor<8xf32>) {
  // expected-error @+1 {{expected InParallelOpInterface parent, got:}}
  tensor.parallel_insert_slice %t into %t[0] [8] [1] : tensor<8xf32> into tensor<8xf32>
  return
}

// -----

func.func @gather_empty(%t: tensor<2x3xf32>, %i: tensor<1x1xindex>) {
  // expected-error @+1 {{'tensor.gather' op gather_dims must be non-empty}}
  %0 = tensor.gather %t[%i] gather_dims([]) : (tensor<2x3xf32>, tensor<1x1xindex>) -> tensor<1x3xf32>
  return
}

// -----

func.func @gather_overflow(%t: tensor<2x3xf32>, %i: tensor<1x3xindex>) {
  // expected-error @+1 {{'tensor.gather' op gather_dims overflow source rank}}
  %0 = tensor.gather %t[%i] gather_dims([0, 1, 2]) : (tensor<2x3xf32>, tensor<1x3xindex>) -> tensor<1x3xf32>
  return
}

// -----

func.func @gather_length(%t: tensor<2x3xf32>, %i: tensor<1x3xindex>) {
  // expected-error @+1 {{'tensor.gather' op gather_dims length must match the size of last dimension of indices}}
  %0 = tensor.gather %t[%i] gather_dims([0, 1]) : (tensor<2x3xf32>, tensor<1x3xindex>) -> tensor<1x1x1xf32>
  return
}

// -----

func.func @gather_negative(%t: tensor<2x3xf32>, %i: tensor<1x1xindex>) {
  // expected-error @+1 {{'tensor.gather' op gather_dims value must be non-negative}}
  %0 = tensor.gather %t[%i] gather_dims([-1]) : (tensor<2x3xf32>, tensor<1x1xindex>) -> tensor<1x3xf32>
  return
}

// -----

func.func @gather_range(%t: tensor<2x3xf32>, %i: tensor<1x1xindex>) {
  // expected-error @+1 {{'tensor.gather' op gather_dims value must be smaller than source rank}}
  %0 = tensor.gather %t[%i] gather_dims([2]) : (tensor<2x3xf32>, tensor<1x1xindex>) -> tensor<1x3xf32>
  return
}

// -----

func.func @gather_order(%t: tensor<2x3xf32>, %i: tensor<1x2xindex>) {
  // expected-error @+1 {{'tensor.gather' op gather_dims values must be strictly increasing}}
  %0 = tensor.gather %t[%i] gather_dims([1, 0]) : (tensor<2x3xf32>, tensor<1x2xindex>) -> tensor<1x1x1xf32>
  return
}

// -----

func.func @gather_result(%t: tensor<2x3xf32>, %i: tensor<1x1xindex>) {
  // expected-error @+1 {{'tensor.gather' op result type mismatch: expected 'tensor<1x1x3xf32>' or its rank-reduced variant 'tensor<1x3xf32>' (got: 'tensor<1x1x4xf32>')}}
  %0 = tensor.gather %t[%i] gather_dims([0]) : (tensor<2x3xf32>, tensor<1x1xindex>) -> tensor<1x1x4xf32>
  return
}

// -----

func.func @gather_indices(%t: tensor<2x3xf32>, %i: tensor<1x1xf32>) {
  // expected-error @+1 {{'tensor.gather' op operand #1 must be ranked tensor of signless integer or index values, but got 'tensor<1x1xf32>'}}
  %0 = tensor.gather %t[%i] gather_dims([0]) : (tensor<2x3xf32>, tensor<1x1xf32>) -> tensor<1x3xf32>
  return
}

// -----

func.func @scatter_unique(%s: tensor<1x3xf32>, %t: tensor<2x3xf32>, %i: tensor<1x1xindex>) {
  // expected-error @+1 {{'tensor.scatter' op requires 'unique' attribute to be set}}
  %0 = tensor.scatter %s into %t[%i] scatter_dims([0]) : (tensor<1x3xf32>, tensor<2x3xf32>, tensor<1x1xindex>) -> tensor<2x3xf32>
  return
}

// -----

func.func @scatter_source(%s: tensor<1x4xf32>, %t: tensor<2x3xf32>, %i: tensor<1x1xindex>) {
  // expected-error @+1 {{'tensor.scatter' op source type mismatch: expected 'tensor<1x1x3xf32>' or its rank-reduced variant 'tensor<1x3xf32>' (got: 'tensor<1x4xf32>')}}
  %0 = tensor.scatter %s into %t[%i] scatter_dims([0]) unique : (tensor<1x4xf32>, tensor<2x3xf32>, tensor<1x1xindex>) -> tensor<2x3xf32>
  return
}

// -----

func.func @generate_extents(%i: index, %f: f32) {
  // expected-error @+1 {{'tensor.generate' op incorrect number of dynamic sizes, has 1, expected 0}}
  %0 = tensor.generate %i {
  ^bb0(%a: index):
    tensor.yield %f : f32
  } : tensor<3xf32>
  return
}

// -----

func.func @generate_args(%f: f32) {
  // expected-error @+1 {{must have one body argument per input dimension}}
  %0 = tensor.generate {
  ^bb0(%a: index, %b: index):
    tensor.yield %f : f32
  } : tensor<3xf32>
  return
}

// -----

func.func @generate_arg_type(%f: f32) {
  // expected-error @+1 {{all body arguments must be index}}
  %0 = tensor.generate {
  ^bb0(%a: i32):
    tensor.yield %f : f32
  } : tensor<3xf32>
  return
}

// -----

func.func @generate_yield(%i: index) {
  // expected-error @+1 {{'tensor.generate' op body must be terminated with a `yield` operation of the tensor element type}}
  %0 = tensor.generate {
  ^bb0(%a: index):
    tensor.yield %i : index
  } : tensor<3xf32>
  return
}

// -----

func.func @pad_type(%t: tensor<2x3xf32>, %f: f32) {
  // expected-error @+1 {{specified type 'tensor<3x5xf32>' does not match the inferred type 'tensor<3x4xf32>'}}
  %0 = tensor.pad %t low[0, 0] high[1, 1] {
  ^bb0(%a: index, %b: index):
    tensor.yield %f : f32
  } : tensor<2x3xf32> to tensor<3x5xf32>
  return
}

// -----

func.func @pad_rank(%t: tensor<2x3xf32>, %f: f32) {
  // expected-error @+1 {{failed to infer expectedType from sourceType 'tensor<2x3xf32>', specified resultType is 'tensor<3xf32>'}}
  %0 = "tensor.pad"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_low = array<i64: 0>, static_high = array<i64: 1>}> ({
  ^bb0(%a: index):
    "tensor.yield"(%f) : (f32) -> ()
  }) : (tensor<2x3xf32>) -> tensor<3xf32>
  return
}

// -----

func.func @pad_block(%t: tensor<2x3xf32>, %f: f32) {
  // expected-error @+1 {{expected the block to have 2 arguments}}
  %0 = tensor.pad %t low[0, 0] high[1, 1] {
  ^bb0(%a: index):
    tensor.yield %f : f32
  } : tensor<2x3xf32> to tensor<3x4xf32>
  return
}

// -----

func.func @pad_arg(%t: tensor<2x3xf32>, %f: f32) {
  // expected-error @+1 {{'tensor.pad' op expected block argument 2 to be an index}}
  %0 = tensor.pad %t low[0, 0] high[1, 1] {
  ^bb0(%a: index, %b: i32):
    tensor.yield %f : f32
  } : tensor<2x3xf32> to tensor<3x4xf32>
  return
}

// -----

func.func @pad_yield(%t: tensor<2x3xf32>, %i: index) {
  // expected-error @+1 {{'tensor.pad' op expected yield type to match shape element type}}
  %0 = tensor.pad %t low[0, 0] high[1, 1] {
  ^bb0(%a: index, %b: index):
    tensor.yield %i : index
  } : tensor<2x3xf32> to tensor<3x4xf32>
  return
}

// -----

func.func @yield_parent(%f: f32) {
  // expected-error @+1 {{'tensor.yield' op expects parent op to be one of 'tensor.generate, tensor.pad'}}
  "tensor.yield"(%f) : (f32) -> ()
}

// -----

func.func @reshape_rank(%t: tensor<2x3xi32>, %s: tensor<2xindex>) {
  // expected-error @+1 {{'tensor.reshape' op length of shape operand differs from the result's tensor rank}}
  %0 = tensor.reshape %t(%s) : (tensor<2x3xi32>, tensor<2xindex>) -> tensor<6xi32>
  return
}

// -----

func.func @reshape_element(%t: tensor<2x3xi32>, %s: tensor<1xindex>) {
  // expected-error @+1 {{'tensor.reshape' op element types of source and destination tensor types should be the same}}
  %0 = tensor.reshape %t(%s) : (tensor<2x3xi32>, tensor<1xindex>) -> tensor<6xi64>
  return
}

// -----

func.func @reshape_dynamic(%t: tensor<2x3xi32>, %s: tensor<?xindex>) {
  // expected-error @+1 {{'tensor.reshape' op cannot use shape operand with dynamic length to reshape to statically-ranked tensor type}}
  %0 = tensor.reshape %t(%s) : (tensor<2x3xi32>, tensor<?xindex>) -> tensor<6xi32>
  return
}

// -----

func.func @reshape_count(%t: tensor<2x3xi32>, %s: tensor<1xindex>) {
  // expected-error @+1 {{'tensor.reshape' op source and destination tensor should have the same number of elements}}
  %0 = tensor.reshape %t(%s) : (tensor<2x3xi32>, tensor<1xindex>) -> tensor<7xi32>
  return
}

// -----

func.func @reshape_shape(%t: tensor<2x3xi32>, %s: tensor<1x2xindex>) {
  // expected-error @+1 {{'tensor.reshape' op operand #1 must be 1D tensor of signless integer or index values, but got 'tensor<1x2xindex>'}}
  %0 = tensor.reshape %t(%s) : (tensor<2x3xi32>, tensor<1x2xindex>) -> tensor<6xi32>
  return
}

// -----

func.func @splat_sizes(%f: f32, %i: index) {
  // expected-error @+1 {{'tensor.splat' op incorrect number of dynamic sizes, has 1, expected 0}}
  %0 = tensor.splat %f[%i] : tensor<4xf32>
  return
}

// -----

func.func @splat_type(%f: f64) {
  // expected-error @+1 {{'tensor.splat' op failed to verify that operand type matches element type of result}}
  %0 = "tensor.splat"(%f) : (f64) -> tensor<4xf32>
  return
}

// -----

func.func @pack_zero_tile(%t: tensor<4xf32>, %d: tensor<1x2xf32>) {
  // expected-error @+1 {{invalid zero tile factor}}
  %0 = linalg.pack %t inner_dims_pos = [0] inner_tiles = [0] into %d : tensor<4xf32> -> tensor<1x2xf32>
  return
}

// -----

func.func @pack_inner_pos(%t: tensor<4xf32>, %d: tensor<2x2xf32>) {
  // expected-error @+1 {{invalid inner_dims_pos vector}}
  %0 = linalg.pack %t inner_dims_pos = [1] inner_tiles = [2] into %d : tensor<4xf32> -> tensor<2x2xf32>
  return
}

// -----

func.func @pack_outer_perm(%t: tensor<4xf32>, %d: tensor<2x2xf32>) {
  // expected-error @+1 {{invalid outer_dims_perm vector}}
  %0 = linalg.pack %t outer_dims_perm = [0, 0] inner_dims_pos = [0] inner_tiles = [2] into %d : tensor<4xf32> -> tensor<2x2xf32>
  return
}

// -----

func.func @pack_perm_size(%t: tensor<4x4xf32>, %d: tensor<2x4x2xf32>) {
  // expected-error @+1 {{outer_dims_perm must be a permutation or empty}}
  %0 = linalg.pack %t outer_dims_perm = [0] inner_dims_pos = [0] inner_tiles = [2] into %d : tensor<4x4xf32> -> tensor<2x4x2xf32>
  return
}

// -----

func.func @pack_tile_count(%t: tensor<4x4xf32>, %d: tensor<2x2x2x2xf32>) {
  // expected-error @+1 {{tiling factors must equal the number of dimensions to tile}}
  %0 = "linalg.pack"(%t, %d) <{inner_dims_pos = array<i64: 0>, operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_inner_tiles = array<i64: 2, 2>}> : (tensor<4x4xf32>, tensor<2x2x2x2xf32>) -> tensor<2x2x2x2xf32>
  return
}

// -----

func.func @pack_rank(%t: tensor<4xf32>, %d: tensor<2x2x2xf32>) {
  // expected-error @+1 {{packed rank != (unpacked rank + num tiling factors), got 3 != 2}}
  %0 = linalg.pack %t inner_dims_pos = [0] inner_tiles = [2] into %d : tensor<4xf32> -> tensor<2x2x2xf32>
  return
}

// -----

func.func @pack_tile_shape(%t: tensor<4xf32>, %d: tensor<2x3xf32>) {
  // expected-error @+1 {{mismatch in inner tile sizes specified and shaped of tiled dimension in the packed type}}
  %0 = linalg.pack %t inner_dims_pos = [0] inner_tiles = [2] into %d : tensor<4xf32> -> tensor<2x3xf32>
  return
}

// -----

func.func @pack_domain(%t: tensor<4xf32>, %d: tensor<3x2xf32>) {
  // expected-error @+1 {{expected 'tensor<2x2xf32>' for the packed domain value, got 'tensor<3x2xf32>'}}
  %0 = linalg.pack %t inner_dims_pos = [0] inner_tiles = [2] into %d : tensor<4xf32> -> tensor<3x2xf32>
  return
}

// -----

func.func @pack_padding(%t: tensor<5xf32>, %d: tensor<3x2xf32>) {
  // expected-error @+1 {{'linalg.pack' op invalid tile factor or output size provided. Only full tiles are supported when padding_value is not set}}
  %0 = linalg.pack %t inner_dims_pos = [0] inner_tiles = [2] into %d : tensor<5xf32> -> tensor<3x2xf32>
  return
}

// -----

func.func @pack_padding_type(%t: tensor<5xf32>, %d: tensor<3x2xf32>, %v: f64) {
  // expected-error @+1 {{'tensor.pack' op expected padding_value has 'f32' but got: 'f64'}}
  %0 = tensor.pack %t padding_value(%v : f64) inner_dims_pos = [0] inner_tiles = [2] into %d : tensor<5xf32> -> tensor<3x2xf32>
  return
}

// -----

func.func @unpack_domain(%t: tensor<2x2xf32>, %d: tensor<5xf32>) {
  // expected-error @+1 {{expected 'tensor<3x2xf32>' for the packed domain value, got 'tensor<2x2xf32>'}}
  %0 = linalg.unpack %t inner_dims_pos = [0] inner_tiles = [2] into %d : tensor<2x2xf32> -> tensor<5xf32>
  return
}

// -----

func.func @unpack_result(%t: tensor<2x2xf32>, %d: tensor<4xf32>) {
  // expected-error @+1 {{'linalg.unpack' op failed to verify that result type matches type of dest}}
  %0 = "linalg.unpack"(%t, %d) <{inner_dims_pos = array<i64: 0>, static_inner_tiles = array<i64: 2>}> : (tensor<2x2xf32>, tensor<4xf32>) -> tensor<5xf32>
  return
}

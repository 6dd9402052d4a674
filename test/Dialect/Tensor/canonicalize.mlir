// RUN: strata-opt --allow-unregistered-dialect %s --canonicalize | FileCheck %s

// The folders and canonicalization patterns of the tensor ops (and of
// linalg.pack/unpack, scf.forall's parallel inserts): casts, static shapes
// from constants, extraction from constants/from_elements/generate,
// slices, reshapes, concat, pad, pack/unpack cancellation, and cases that
// must not fold. The expected output is mlir-opt 22's for the same input.

// CHECK-LABEL: func.func @bitcast(%arg0: tensor<4x5xi32>) -> tensor<4x5xi32> {
// CHECK-NEXT: return %arg0 : tensor<4x5xi32>
// CHECK-NEXT: }
func.func @bitcast(%t: tensor<4x5xi32>) -> tensor<4x5xi32> {
  %0 = tensor.bitcast %t : tensor<4x5xi32> to tensor<4x5xf32>
  %1 = tensor.bitcast %0 : tensor<4x5xf32> to tensor<4x5xui32>
  %2 = tensor.bitcast %1 : tensor<4x5xui32> to tensor<4x5xi32>
  return %2 : tensor<4x5xi32>
}

// CHECK-LABEL: func.func @cast(%arg0: tensor<5xf32>) -> tensor<5xf32> {
// CHECK-NEXT: return %arg0 : tensor<5xf32>
// CHECK-NEXT: }
func.func @cast(%t: tensor<5xf32>) -> tensor<5xf32> {
  %0 = tensor.cast %t : tensor<5xf32> to tensor<?xf32>
  %1 = tensor.cast %0 : tensor<?xf32> to tensor<5xf32>
  return %1 : tensor<5xf32>
}

// CHECK-LABEL: func.func @cast_of_empty(%arg0: index) -> tensor<4x?xf32> {
// CHECK-NEXT: %0 = tensor.empty(%arg0) : tensor<4x?xf32>
// CHECK-NEXT: return %0 : tensor<4x?xf32>
// CHECK-NEXT: }
func.func @cast_of_empty(%n: index) -> tensor<4x?xf32> {
  %e = tensor.empty(%n, %n) : tensor<?x?xf32>
  %c = tensor.cast %e : tensor<?x?xf32> to tensor<4x?xf32>
  return %c : tensor<4x?xf32>
}

// CHECK-LABEL: func.func @cast_unranked(%arg0: tensor<3xf32>) -> tensor<3xf32> {
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<3xf32> to tensor<*xf32>
// CHECK-NEXT: %rank = tensor.rank %cast : tensor<*xf32>
// CHECK-NEXT: "test.use"(%rank) : (index) -> ()
// CHECK-NEXT: return %arg0 : tensor<3xf32>
// CHECK-NEXT: }
func.func @cast_unranked(%t: tensor<3xf32>) -> tensor<3xf32> {
  %0 = tensor.cast %t : tensor<3xf32> to tensor<*xf32>
  %1 = tensor.cast %0 : tensor<*xf32> to tensor<3xf32>
  %r = tensor.rank %0 : tensor<*xf32>
  "test.use"(%r) : (index) -> ()
  return %1 : tensor<3xf32>
}

// CHECK-LABEL: func.func @collapse_collapse(%arg0: tensor<1x4x2xf32>) -> tensor<8xf32> {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1, 2]] : tensor<1x4x2xf32> into tensor<8xf32>
// CHECK-NEXT: return %collapsed : tensor<8xf32>
// CHECK-NEXT: }
func.func @collapse_collapse(%t: tensor<1x4x2xf32>) -> tensor<8xf32> {
  %0 = tensor.collapse_shape %t [[0], [1], [2]] : tensor<1x4x2xf32> into tensor<1x4x2xf32>
  %1 = tensor.collapse_shape %0 [[0, 1, 2]] : tensor<1x4x2xf32> into tensor<8xf32>
  return %1 : tensor<8xf32>
}

// CHECK-LABEL: func.func @collapse_const() -> tensor<4x2xi32> {
// CHECK-NEXT: %cst = arith.constant dense<4> : tensor<4x2xi32>
// CHECK-NEXT: return %cst : tensor<4x2xi32>
// CHECK-NEXT: }
func.func @collapse_const() -> tensor<4x2xi32> {
  %t = arith.constant dense<4> : tensor<4x2xi32>
  %0 = tensor.collapse_shape %t [[0], [1]] : tensor<4x2xi32> into tensor<4x2xi32>
  return %0 : tensor<4x2xi32>
}

// CHECK-LABEL: func.func @collapse_dynamic(%arg0: tensor<?x4x?xf32>) -> tensor<?xf32> {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1, 2]] : tensor<?x4x?xf32> into tensor<?xf32>
// CHECK-NEXT: return %collapsed : tensor<?xf32>
// CHECK-NEXT: }
func.func @collapse_dynamic(%t: tensor<?x4x?xf32>) -> tensor<?xf32> {
  %0 = tensor.collapse_shape %t [[0, 1], [2]] : tensor<?x4x?xf32> into tensor<?x?xf32>
  %1 = tensor.collapse_shape %0 [[0, 1]] : tensor<?x?xf32> into tensor<?xf32>
  return %1 : tensor<?xf32>
}

// CHECK-LABEL: func.func @collapse_expand(%arg0: tensor<?x?x4xf32>, %arg1: index, %arg2: index) -> tensor<?x?x4xf32> {
// CHECK-NEXT: return %arg0 : tensor<?x?x4xf32>
// CHECK-NEXT: }
func.func @collapse_expand(%t: tensor<?x?x4xf32>, %d0: index, %d1: index) -> tensor<?x?x4xf32> {
  %0 = tensor.collapse_shape %t [[0], [1], [2]] : tensor<?x?x4xf32> into tensor<?x?x4xf32>
  %1 = tensor.expand_shape %0 [[0], [1], [2]] output_shape [%d0, %d1, 4] : tensor<?x?x4xf32> into tensor<?x?x4xf32>
  return %1 : tensor<?x?x4xf32>
}

// CHECK-LABEL: func.func @concat(%arg0: tensor<3xf32>, %arg1: tensor<1xf32>, %arg2: tensor<1xf32>) -> tensor<5xf32> {
// CHECK-NEXT: %concat = tensor.concat dim(0) %arg0, %arg1, %arg2 : (tensor<3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<5xf32>
// CHECK-NEXT: return %concat : tensor<5xf32>
// CHECK-NEXT: }
func.func @concat(%a0: tensor<3xf32>, %a1: tensor<1xf32>, %a2: tensor<1xf32>) -> tensor<5xf32> {
  %0 = tensor.concat dim(0) %a0, %a1, %a2 : (tensor<3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}

// CHECK-LABEL: func.func @concat_cast(%arg0: tensor<2x3xf32>, %arg1: tensor<?x3xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<2x3xf32> to tensor<?x?xf32>
// CHECK-NEXT: %concat = tensor.concat dim(0) %cast, %cast : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
// CHECK-NEXT: return %concat : tensor<?x?xf32>
// CHECK-NEXT: }
func.func @concat_cast(%a: tensor<2x3xf32>, %b: tensor<?x3xf32>) -> tensor<?x?xf32> {
  %c = tensor.cast %a : tensor<2x3xf32> to tensor<?x?xf32>
  %0 = tensor.concat dim(0) %c, %c : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// CHECK-LABEL: func.func @concat_dynamic(%arg0: tensor<?x3xf32>, %arg1: tensor<2x?xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<?x3xf32> to tensor<2x3xf32>
// CHECK-NEXT: %concat = tensor.concat dim(1) %cast, %arg1 : (tensor<2x3xf32>, tensor<2x?xf32>) -> tensor<2x?xf32>
// CHECK-NEXT: %cast_0 = tensor.cast %concat : tensor<2x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %cast_0 : tensor<?x?xf32>
// CHECK-NEXT: }
func.func @concat_dynamic(%a: tensor<?x3xf32>, %b: tensor<2x?xf32>) -> tensor<?x?xf32> {
  %0 = tensor.concat dim(1) %a, %b : (tensor<?x3xf32>, tensor<2x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// CHECK-LABEL: func.func @dim(%arg0: tensor<4xf32>) -> index {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: return %c4 : index
// CHECK-NEXT: }
func.func @dim(%t: tensor<4xf32>) -> index {
  %c = arith.constant 0 : index
  %d = tensor.dim %t, %c : tensor<4xf32>
  return %d : index
}

// CHECK-LABEL: func.func @dim_empty() -> index {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: return %c1 : index
// CHECK-NEXT: }
func.func @dim_empty() -> index {
  %c = arith.constant 0 : index
  %e = tensor.empty() : tensor<1xf32>
  %d = tensor.dim %e, %c : tensor<1xf32>
  return %d : index
}

// CHECK-LABEL: func.func @dim_of_ops(%arg0: tensor<?x?xf32>, %arg1: index, %arg2: f32) -> (index, index, index, index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?x?xf32>
// CHECK-NEXT: return %arg1, %c3, %dim, %c3 : index, index, index, index
// CHECK-NEXT: }
func.func @dim_of_ops(%t: tensor<?x?xf32>, %n: index, %v: f32) -> (index, index, index, index) {
  %c = arith.constant 0 : index
  %s = tensor.extract_slice %t[0, 0] [%n, 4] [1, 1] : tensor<?x?xf32> to tensor<?x4xf32>
  %d0 = tensor.dim %s, %c : tensor<?x4xf32>
  %g = tensor.generate %n {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<3x?xf32>
  %d1 = tensor.dim %g, %c : tensor<3x?xf32>
  %u = tensor.cast %t : tensor<?x?xf32> to tensor<*xf32>
  %d2 = tensor.dim %u, %c : tensor<*xf32>
  %k = tensor.cast %g : tensor<3x?xf32> to tensor<?x?xf32>
  %d3 = tensor.dim %k, %c : tensor<?x?xf32>
  return %d0, %d1, %d2, %d3 : index, index, index, index
}

// CHECK-LABEL: func.func @empty_const() -> tensor<?xf32> {
// CHECK-NEXT: %0 = tensor.empty() : tensor<7xf32>
// CHECK-NEXT: %cast = tensor.cast %0 : tensor<7xf32> to tensor<?xf32>
// CHECK-NEXT: return %cast : tensor<?xf32>
// CHECK-NEXT: }
func.func @empty_const() -> tensor<?xf32> {
  %k0 = arith.constant 7 : index
  %e = tensor.empty(%k0) : tensor<?xf32>
  return %e : tensor<?xf32>
}

// CHECK-LABEL: func.func @empty_negative() -> tensor<?x?xf32> {
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: %0 = tensor.empty(%c-1) : tensor<?x3xf32>
// CHECK-NEXT: %cast = tensor.cast %0 : tensor<?x3xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %cast : tensor<?x?xf32>
// CHECK-NEXT: }
func.func @empty_negative() -> tensor<?x?xf32> {
  %a = arith.constant -1 : index
  %b = arith.constant 3 : index
  %e = tensor.empty(%a, %b) : tensor<?x?xf32>
  return %e : tensor<?x?xf32>
}

// CHECK-LABEL: func.func @expand_collapse(%arg0: tensor<6xf32>) -> tensor<6xf32> {
// CHECK-NEXT: return %arg0 : tensor<6xf32>
// CHECK-NEXT: }
func.func @expand_collapse(%t: tensor<6xf32>) -> tensor<6xf32> {
  %0 = tensor.expand_shape %t [[0, 1]] output_shape [2, 3] : tensor<6xf32> into tensor<2x3xf32>
  %1 = tensor.collapse_shape %0 [[0, 1]] : tensor<2x3xf32> into tensor<6xf32>
  return %1 : tensor<6xf32>
}

// CHECK-LABEL: func.func @expand_dynamic_const(%arg0: tensor<?x4xf32>) -> tensor<?x2x4xf32> {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1], [2]] output_shape [%c3, 2, 4] : tensor<?x4xf32> into tensor<?x2x4xf32>
// CHECK-NEXT: return %expanded : tensor<?x2x4xf32>
// CHECK-NEXT: }
func.func @expand_dynamic_const(%t: tensor<?x4xf32>) -> tensor<?x2x4xf32> {
  %c = arith.constant 3 : index
  %0 = tensor.expand_shape %t [[0, 1], [2]] output_shape [%c, 2, 4] : tensor<?x4xf32> into tensor<?x2x4xf32>
  return %0 : tensor<?x2x4xf32>
}

// CHECK-LABEL: func.func @expand_expand(%arg0: tensor<24xf32>) -> tensor<2x3x2x2xf32> {
// CHECK-NEXT: %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1, 2, 3]] output_shape [2, 3, 2, 2] : tensor<24xf32> into tensor<2x3x2x2xf32>
// CHECK-NEXT: return %expanded : tensor<2x3x2x2xf32>
// CHECK-NEXT: }
func.func @expand_expand(%t: tensor<24xf32>) -> tensor<2x3x2x2xf32> {
  %0 = tensor.expand_shape %t [[0, 1]] output_shape [6, 4] : tensor<24xf32> into tensor<6x4xf32>
  %1 = tensor.expand_shape %0 [[0, 1], [2, 3]] output_shape [2, 3, 2, 2] : tensor<6x4xf32> into tensor<2x3x2x2xf32>
  return %1 : tensor<2x3x2x2xf32>
}

// CHECK-LABEL: func.func @extract_const() -> i32 {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: return %c0_i32 : i32
// CHECK-NEXT: }
func.func @extract_const() -> i32 {
  %c = arith.constant 1 : index
  %t = arith.constant dense<0> : tensor<4xi32>
  %e = tensor.extract %t[%c] : tensor<4xi32>
  return %e : i32
}

// CHECK-LABEL: func.func @extract_dense_2d() -> i16 {
// CHECK-NEXT: %c-8_i16 = arith.constant -8 : i16
// CHECK-NEXT: return %c-8_i16 : i16
// CHECK-NEXT: }
func.func @extract_dense_2d() -> i16 {
  %ci = arith.constant 1 : index
  %cj = arith.constant 0 : index
  %t = arith.constant dense<[[-8]]> : tensor<1x1xi16>
  %e = tensor.extract %t[%ci, %cj] : tensor<1x1xi16>
  return %e : i16
}

// CHECK-LABEL: func.func @extract_from_elements(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: i32, %arg4: i32, %arg5: i32) -> i32 {
// CHECK-NEXT: return %arg1 : i32
// CHECK-NEXT: }
func.func @extract_from_elements(%a0: i32, %a1: i32, %a2: i32, %a3: i32, %a4: i32, %a5: i32) -> i32 {
  %ci = arith.constant 0 : index
  %cj = arith.constant 1 : index
  %t = tensor.from_elements %a0, %a1, %a2, %a3, %a4, %a5 : tensor<2x3xi32>
  %e = tensor.extract %t[%ci, %cj] : tensor<2x3xi32>
  return %e : i32
}

// CHECK-LABEL: func.func @extract_oob(%arg0: f32, %arg1: f32) -> f32 {
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: %from_elements = tensor.from_elements %arg0, %arg1 : tensor<2xf32>
// CHECK-NEXT: %extracted = tensor.extract %from_elements[%c-1] : tensor<2xf32>
// CHECK-NEXT: return %extracted : f32
// CHECK-NEXT: }
func.func @extract_oob(%a: f32, %b: f32) -> f32 {
  %c = arith.constant -1 : index
  %t = tensor.from_elements %a, %b : tensor<2xf32>
  %e = tensor.extract %t[%c] : tensor<2xf32>
  return %e : f32
}

// CHECK-LABEL: func.func @extract_slice(%arg0: tensor<8xf32>) -> tensor<3xf32> {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[3] [3] [1] : tensor<8xf32> to tensor<3xf32>
// CHECK-NEXT: return %extracted_slice : tensor<3xf32>
// CHECK-NEXT: }
func.func @extract_slice(%t: tensor<8xf32>) -> tensor<3xf32> {
  %o0 = arith.constant 3 : index
  %0 = tensor.extract_slice %t[%o0] [3] [1] : tensor<8xf32> to tensor<3xf32>
  return %0 : tensor<3xf32>
}

// CHECK-LABEL: func.func @extract_splat(%arg0: f32, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index) -> f32 {
// CHECK-NEXT: %splat = tensor.splat %arg0[%arg4, %arg5] : tensor<?x2x?xf32>
// CHECK-NEXT: %extracted = tensor.extract %splat[%arg1, %arg2, %arg3] : tensor<?x2x?xf32>
// CHECK-NEXT: return %extracted : f32
// CHECK-NEXT: }
func.func @extract_splat(%v: f32, %i0: index, %i1: index, %i2: index, %d0: index, %d2: index) -> f32 {
  %t = tensor.splat %v[%d0, %d2] : tensor<?x2x?xf32>
  %e = tensor.extract %t[%i0, %i1, %i2] : tensor<?x2x?xf32>
  return %e : f32
}

// CHECK-LABEL: func.func @forall(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
// CHECK-NEXT: %0 = scf.forall (%arg1) in (8) shared_outs(%arg2 = %arg0) -> (tensor<8x8xf32>) {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg2[%arg1, 0] [1, 8] [1, 1] : tensor<8x8xf32> to tensor<1x8xf32>
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %extracted_slice into %arg2[%arg1, 0] [1, 8] [1, 1] : tensor<1x8xf32> into tensor<8x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<8x8xf32>
// CHECK-NEXT: }
func.func @forall(%t: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %c8 = arith.constant 8 : index
  %0 = scf.forall (%k) in (8) shared_outs(%o = %t) -> (tensor<8x8xf32>) {
    %s = tensor.extract_slice %o[%k, 0] [1, %c8] [1, 1] : tensor<8x8xf32> to tensor<1x?xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%k, 0] [1, %c8] [1, 1] : tensor<1x?xf32> into tensor<8x8xf32>
    }
  }
  return %0 : tensor<8x8xf32>
}

// CHECK-LABEL: func.func @from_elements_const() -> tensor<1xi32> {
// CHECK-NEXT: %cst = arith.constant dense<-3> : tensor<1xi32>
// CHECK-NEXT: return %cst : tensor<1xi32>
// CHECK-NEXT: }
func.func @from_elements_const() -> tensor<1xi32> {
  %c0 = arith.constant -3 : i32
  %t = tensor.from_elements %c0 : tensor<1xi32>
  return %t : tensor<1xi32>
}

// CHECK-LABEL: func.func @from_elements_types() -> tensor<2xi1> {
// CHECK-NEXT: %cst = arith.constant dense<[true, false]> : tensor<2xi1>
// CHECK-NEXT: return %cst : tensor<2xi1>
// CHECK-NEXT: }
func.func @from_elements_types() -> tensor<2xi1> {
  %a = arith.constant true
  %b = arith.constant false
  %t = tensor.from_elements %a, %b : tensor<2xi1>
  return %t : tensor<2xi1>
}

// CHECK-LABEL: func.func @generate(%arg0: f32, %arg1: index) -> tensor<?xf32> {
// CHECK-NEXT: %generated = tensor.generate %arg1 {
// CHECK-NEXT: ^bb0(%arg2: index):
// CHECK-NEXT: tensor.yield %arg0 : f32
// CHECK-NEXT: } : tensor<?xf32>
// CHECK-NEXT: return %generated : tensor<?xf32>
// CHECK-NEXT: }
func.func @generate(%v: f32, %d0: index) -> tensor<?xf32> {
  %0 = tensor.generate %d0 {
  ^bb0(%i0: index):
    tensor.yield %v : f32
  } : tensor<?xf32>
  return %0 : tensor<?xf32>
}

// CHECK-LABEL: func.func @generate_const(%arg0: f32) -> (tensor<?x3xf32>, f32) {
// CHECK-NEXT: %generated = tensor.generate  {
// CHECK-NEXT: ^bb0(%arg1: index, %arg2: index):
// CHECK-NEXT: tensor.yield %arg0 : f32
// CHECK-NEXT: } : tensor<3x3xf32>
// CHECK-NEXT: %cast = tensor.cast %generated : tensor<3x3xf32> to tensor<?x3xf32>
// CHECK-NEXT: return %cast, %arg0 : tensor<?x3xf32>, f32
// CHECK-NEXT: }
func.func @generate_const(%v: f32) -> (tensor<?x3xf32>, f32) {
  %c = arith.constant 3 : index
  %c0 = arith.constant 0 : index
  %0 = tensor.generate %c {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<?x3xf32>
  %e = tensor.extract %0[%c0, %c0] : tensor<?x3xf32>
  return %0, %e : tensor<?x3xf32>, f32
}

// CHECK-LABEL: func.func @extract_after_insert(%arg0: tensor<4xf32>, %arg1: f32, %arg2: index, %arg3: index) -> (f32, f32) {
// CHECK-NEXT: %inserted = tensor.insert %arg1 into %arg0[%arg2] : tensor<4xf32>
// CHECK-NEXT: %extracted = tensor.extract %inserted[%arg2] : tensor<4xf32>
// CHECK-NEXT: %extracted_0 = tensor.extract %inserted[%arg3] : tensor<4xf32>
// CHECK-NEXT: return %extracted, %extracted_0 : f32, f32
// CHECK-NEXT: }
func.func @extract_after_insert(%t: tensor<4xf32>, %v: f32, %i: index, %j: index) -> (f32, f32) {
  %0 = tensor.insert %v into %t[%i] : tensor<4xf32>
  %a = tensor.extract %0[%i] : tensor<4xf32>
  %b = tensor.extract %0[%j] : tensor<4xf32>
  return %a, %b : f32, f32
}

// CHECK-LABEL: func.func @insert_dynamic_source(%arg0: tensor<8x8xf32>, %arg1: tensor<?x4xf32>, %arg2: index) -> tensor<8x8xf32> {
// CHECK-NEXT: %cast = tensor.cast %arg1 : tensor<?x4xf32> to tensor<3x4xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %cast into %arg0[%arg2, 0] [3, 4] [1, 1] : tensor<3x4xf32> into tensor<8x8xf32>
// CHECK-NEXT: return %inserted_slice : tensor<8x8xf32>
// CHECK-NEXT: }
func.func @insert_dynamic_source(%t: tensor<8x8xf32>, %u: tensor<?x4xf32>, %o: index) -> tensor<8x8xf32> {
  %ck = arith.constant 3 : index
  %0 = tensor.insert_slice %u into %t[%o, 0] [%ck, 4] [1, 1] : tensor<?x4xf32> into tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// CHECK-LABEL: func.func @insert_extract(%arg0: tensor<5x5x4xf32>, %arg1: f32) -> (tensor<5x5x4xf32>, f32) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %inserted = tensor.insert %arg1 into %arg0[%c1, %c1, %c2] : tensor<5x5x4xf32>
// CHECK-NEXT: return %inserted, %arg1 : tensor<5x5x4xf32>, f32
// CHECK-NEXT: }
func.func @insert_extract(%t: tensor<5x5x4xf32>, %v: f32) -> (tensor<5x5x4xf32>, f32) {
  %c0 = arith.constant 1 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %i = tensor.insert %v into %t[%c0, %c1, %c2] : tensor<5x5x4xf32>
  %e = tensor.extract %i[%c0, %c1, %c2] : tensor<5x5x4xf32>
  return %i, %e : tensor<5x5x4xf32>, f32
}

// CHECK-LABEL: func.func @insert_of_extract(%arg0: tensor<3xf32>) -> tensor<3xf32> {
// CHECK-NEXT: return %arg0 : tensor<3xf32>
// CHECK-NEXT: }
func.func @insert_of_extract(%t: tensor<3xf32>) -> tensor<3xf32> {
  %0 = tensor.extract_slice %t[0] [3] [1] : tensor<3xf32> to tensor<3xf32>
  %1 = tensor.insert_slice %0 into %t[0] [3] [1] : tensor<3xf32> into tensor<3xf32>
  return %1 : tensor<3xf32>
}

// CHECK-LABEL: func.func @insert_slice(%arg0: tensor<6xf32>, %arg1: tensor<2xf32>) -> tensor<6xf32> {
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %arg1 into %arg0[3] [2] [1] : tensor<2xf32> into tensor<6xf32>
// CHECK-NEXT: return %inserted_slice : tensor<6xf32>
// CHECK-NEXT: }
func.func @insert_slice(%t: tensor<6xf32>, %u: tensor<2xf32>) -> tensor<6xf32> {
  %o0 = arith.constant 3 : index
  %0 = tensor.insert_slice %u into %t[3] [2] [1] : tensor<2xf32> into tensor<6xf32>
  return %0 : tensor<6xf32>
}

// CHECK-LABEL: func.func @insert_splat_const(%arg0: index) -> tensor<4xi32> {
// CHECK-NEXT: %cst = arith.constant dense<2> : tensor<4xi32>
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %inserted = tensor.insert %c1_i32 into %cst[%arg0] : tensor<4xi32>
// CHECK-NEXT: return %inserted : tensor<4xi32>
// CHECK-NEXT: }
func.func @insert_splat_const(%i: index) -> tensor<4xi32> {
  %t = arith.constant dense<2> : tensor<4xi32>
  %v = arith.constant 1 : i32
  %0 = tensor.insert %v into %t[%i] : tensor<4xi32>
  return %0 : tensor<4xi32>
}

// CHECK-LABEL: func.func @pack_dynamic(%arg0: tensor<?x8xf32>, %arg1: index, %arg2: index) -> tensor<?x?x?x2xf32> {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %0 = tensor.empty(%arg1, %arg2, %arg1) : tensor<?x?x?x2xf32>
// CHECK-NEXT: %pack = linalg.pack %arg0 inner_dims_pos = [0, 1] inner_tiles = [%c4, 2] into %0 : tensor<?x8xf32> -> tensor<?x?x?x2xf32>
// CHECK-NEXT: return %pack : tensor<?x?x?x2xf32>
// CHECK-NEXT: }
func.func @pack_dynamic(%t: tensor<?x8xf32>, %n: index, %m: index) -> tensor<?x?x?x2xf32> {
  %e = tensor.empty(%n, %m, %n) : tensor<?x?x?x2xf32>
  %c = arith.constant 4 : index
  %p = linalg.pack %t inner_dims_pos = [0, 1] inner_tiles = [%c, 2] into %e : tensor<?x8xf32> -> tensor<?x?x?x2xf32>
  return %p : tensor<?x?x?x2xf32>
}

// CHECK-LABEL: func.func @pack_pad(%arg0: tensor<8xf32>, %arg1: f32, %arg2: index) -> tensor<?x4xf32> {
// CHECK-NEXT: %0 = tensor.empty(%arg2) : tensor<?x4xf32>
// CHECK-NEXT: %pack = linalg.pack %arg0 inner_dims_pos = [0] inner_tiles = [4] into %0 : tensor<8xf32> -> tensor<?x4xf32>
// CHECK-NEXT: return %pack : tensor<?x4xf32>
// CHECK-NEXT: }
func.func @pack_pad(%t: tensor<8xf32>, %v: f32, %n: index) -> tensor<?x4xf32> {
  %e = tensor.empty(%n) : tensor<?x4xf32>
  %p = linalg.pack %t padding_value(%v : f32) inner_dims_pos = [0] inner_tiles = [4] into %e : tensor<8xf32> -> tensor<?x4xf32>
  return %p : tensor<?x4xf32>
}

// CHECK-LABEL: func.func @pack_unpack(%arg0: tensor<2x4xf32>) -> tensor<2x4xf32> {
// CHECK-NEXT: return %arg0 : tensor<2x4xf32>
// CHECK-NEXT: }
func.func @pack_unpack(%t: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %e = tensor.empty() : tensor<2x1x2x2xf32>
  %p = linalg.pack %t outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [2, 2] into %e : tensor<2x4xf32> -> tensor<2x1x2x2xf32>
  %d = tensor.empty() : tensor<2x4xf32>
  %u = linalg.unpack %p outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [2, 2] into %d : tensor<2x1x2x2xf32> -> tensor<2x4xf32>
  return %u : tensor<2x4xf32>
}

// CHECK-LABEL: func.func @pad(%arg0: tensor<5x3x?xf32>, %arg1: f32) -> tensor<8x4x?xf32> {
// CHECK-NEXT: %padded = tensor.pad %arg0 nofold low[2, 0, 0] high[1, 1, 1] {
// CHECK-NEXT: ^bb0(%arg2: index, %arg3: index, %arg4: index):
// CHECK-NEXT: tensor.yield %arg1 : f32
// CHECK-NEXT: } : tensor<5x3x?xf32> to tensor<8x4x?xf32>
// CHECK-NEXT: return %padded : tensor<8x4x?xf32>
// CHECK-NEXT: }
func.func @pad(%t: tensor<5x3x?xf32>, %v: f32) -> tensor<8x4x?xf32> {
  %0 = tensor.pad %t nofold low[2, 0, 0] high[1, 1, 1] {
  ^bb0(%i0: index, %i1: index, %i2: index):
    tensor.yield %v : f32
  } : tensor<5x3x?xf32> to tensor<8x4x?xf32>
  return %0 : tensor<8x4x?xf32>
}

// CHECK-LABEL: func.func @pad_const(%arg0: tensor<4x4xf32>, %arg1: f32) -> tensor<?x?xf32> {
// CHECK-NEXT: %padded = tensor.pad %arg0 low[0, 1] high[2, 0] {
// CHECK-NEXT: ^bb0(%arg2: index, %arg3: index):
// CHECK-NEXT: tensor.yield %arg1 : f32
// CHECK-NEXT: } : tensor<4x4xf32> to tensor<6x5xf32>
// CHECK-NEXT: %cast = tensor.cast %padded : tensor<6x5xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %cast : tensor<?x?xf32>
// CHECK-NEXT: }
func.func @pad_const(%t: tensor<4x4xf32>, %v: f32) -> tensor<?x?xf32> {
  %c = arith.constant 0 : index
  %0 = tensor.pad %t low[%c, 1] high[2, %c] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<4x4xf32> to tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// CHECK-LABEL: func.func @pad_nofold_zero(%arg0: tensor<4x?xf32>, %arg1: f32) -> tensor<4x?xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %padded = tensor.pad %arg0 nofold low[0, %c0] high[%c0, 0] {
// CHECK-NEXT: ^bb0(%arg2: index, %arg3: index):
// CHECK-NEXT: tensor.yield %arg1 : f32
// CHECK-NEXT: } : tensor<4x?xf32> to tensor<4x?xf32>
// CHECK-NEXT: return %padded : tensor<4x?xf32>
// CHECK-NEXT: }
func.func @pad_nofold_zero(%t: tensor<4x?xf32>, %v: f32) -> tensor<4x?xf32> {
  %c0 = arith.constant 0 : index
  %0 = tensor.pad %t nofold low[0, %c0] high[%c0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<4x?xf32> to tensor<4x?xf32>
  return %0 : tensor<4x?xf32>
}

// CHECK-LABEL: func.func @parallel_insert_cast(%arg0: tensor<4x8xf32>, %arg1: tensor<1x8xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT: %0 = scf.forall (%arg2) in (4) shared_outs(%arg3 = %arg0) -> (tensor<4x8xf32>) {
// CHECK-NEXT: %cast = tensor.cast %arg1 : tensor<1x8xf32> to tensor<1x?xf32>
// CHECK-NEXT: %cast_0 = tensor.cast %cast : tensor<1x?xf32> to tensor<1x4xf32>
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %cast_0 into %arg3[%arg2, 0] [1, 4] [1, 1] : tensor<1x4xf32> into tensor<4x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<4x8xf32>
// CHECK-NEXT: }
func.func @parallel_insert_cast(%t: tensor<4x8xf32>, %u: tensor<1x8xf32>) -> tensor<4x8xf32> {
  %0 = scf.forall (%k) in (4) shared_outs(%o = %t) -> (tensor<4x8xf32>) {
    %c = tensor.cast %u : tensor<1x8xf32> to tensor<1x?xf32>
    %n = arith.constant 4 : index
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %c into %o[%k, 0] [1, %n] [1, 1] : tensor<1x?xf32> into tensor<4x8xf32>
    }
  }
  return %0 : tensor<4x8xf32>
}

// CHECK-LABEL: func.func @rank(%arg0: tensor<2x?xf32>) -> index {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: return %c2 : index
// CHECK-NEXT: }
func.func @rank(%t: tensor<2x?xf32>) -> index {
  %0 = tensor.rank %t : tensor<2x?xf32>
  return %0 : index
}

// CHECK-LABEL: func.func @rank_reduced(%arg0: tensor<4x6xf32>) -> tensor<6xf32> {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[0, 0] [1, 6] [1, 1] : tensor<4x6xf32> to tensor<6xf32>
// CHECK-NEXT: return %extracted_slice : tensor<6xf32>
// CHECK-NEXT: }
func.func @rank_reduced(%t: tensor<4x6xf32>) -> tensor<6xf32> {
  %0 = tensor.extract_slice %t[0, 0] [1, 6] [1, 1] : tensor<4x6xf32> to tensor<6xf32>
  return %0 : tensor<6xf32>
}

// CHECK-LABEL: func.func @reshape(%arg0: tensor<1x3x1xf32>, %arg1: tensor<1xindex>) -> tensor<?xf32> {
// CHECK-NEXT: %cst = arith.constant dense<3> : tensor<1xi32>
// CHECK-NEXT: %reshape = tensor.reshape %arg0(%arg1) : (tensor<1x3x1xf32>, tensor<1xindex>) -> tensor<?xf32>
// CHECK-NEXT: %reshape_0 = tensor.reshape %arg0(%cst) : (tensor<1x3x1xf32>, tensor<1xi32>) -> tensor<3xf32>
// CHECK-NEXT: "test.use"(%reshape_0) : (tensor<3xf32>) -> ()
// CHECK-NEXT: return %reshape : tensor<?xf32>
// CHECK-NEXT: }
func.func @reshape(%t: tensor<1x3x1xf32>, %shape: tensor<1xindex>) -> tensor<?xf32> {
  %0 = tensor.reshape %t(%shape) : (tensor<1x3x1xf32>, tensor<1xindex>) -> tensor<?xf32>
  %c = arith.constant dense<[3]> : tensor<1xi32>
  %1 = tensor.reshape %t(%c) : (tensor<1x3x1xf32>, tensor<1xi32>) -> tensor<3xf32>
  "test.use"(%1) : (tensor<3xf32>) -> ()
  return %0 : tensor<?xf32>
}

// CHECK-LABEL: func.func @reshape_chain(%arg0: tensor<2x3xf32>, %arg1: tensor<1xindex>, %arg2: tensor<2xindex>) -> tensor<?x?xf32> {
// CHECK-NEXT: %reshape = tensor.reshape %arg0(%arg2) : (tensor<2x3xf32>, tensor<2xindex>) -> tensor<?x?xf32>
// CHECK-NEXT: return %reshape : tensor<?x?xf32>
// CHECK-NEXT: }
func.func @reshape_chain(%t: tensor<2x3xf32>, %a: tensor<1xindex>, %b: tensor<2xindex>) -> tensor<?x?xf32> {
  %0 = tensor.reshape %t(%a) : (tensor<2x3xf32>, tensor<1xindex>) -> tensor<?xf32>
  %1 = tensor.reshape %0(%b) : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}

// CHECK-LABEL: func.func @reshape_const() -> tensor<2x2xi32> {
// CHECK-NEXT: %cst = arith.constant dense<[1, 2, 3, 0]> : tensor<4xi32>
// CHECK-NEXT: %cst_0 = arith.constant dense<2> : tensor<2xindex>
// CHECK-NEXT: %reshape = tensor.reshape %cst(%cst_0) : (tensor<4xi32>, tensor<2xindex>) -> tensor<2x2xi32>
// CHECK-NEXT: return %reshape : tensor<2x2xi32>
// CHECK-NEXT: }
func.func @reshape_const() -> tensor<2x2xi32> {
  %t = arith.constant dense<[1, 2, 3, 0]> : tensor<4xi32>
  %s = arith.constant dense<[2, 2]> : tensor<2xindex>
  %0 = tensor.reshape %t(%s) : (tensor<4xi32>, tensor<2xindex>) -> tensor<2x2xi32>
  return %0 : tensor<2x2xi32>
}

// CHECK-LABEL: func.func @slice_const_rank_reduced(%arg0: tensor<8x8xf32>) -> tensor<?xf32> {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[1, 0] [1, 3] [1, 1] : tensor<8x8xf32> to tensor<3xf32>
// CHECK-NEXT: %cast = tensor.cast %extracted_slice : tensor<3xf32> to tensor<?xf32>
// CHECK-NEXT: return %cast : tensor<?xf32>
// CHECK-NEXT: }
func.func @slice_const_rank_reduced(%t: tensor<8x8xf32>) -> tensor<?xf32> {
  %c1 = arith.constant 1 : index
  %ck = arith.constant 3 : index
  %0 = tensor.extract_slice %t[%c1, 0] [1, %ck] [1, 1] : tensor<8x8xf32> to tensor<?xf32>
  return %0 : tensor<?xf32>
}

// CHECK-LABEL: func.func @slice_negative_const(%arg0: tensor<?xf32>) -> tensor<?xf32> {
// CHECK-NEXT: %c-2 = arith.constant -2 : index
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[0] [%c-2] [1] : tensor<?xf32> to tensor<?xf32>
// CHECK-NEXT: return %extracted_slice : tensor<?xf32>
// CHECK-NEXT: }
func.func @slice_negative_const(%t: tensor<?xf32>) -> tensor<?xf32> {
  %c = arith.constant 0 : index
  %z = arith.constant -2 : index
  %0 = tensor.extract_slice %t[%c] [%z] [1] : tensor<?xf32> to tensor<?xf32>
  return %0 : tensor<?xf32>
}

// CHECK-LABEL: func.func @slice_of_slice(%arg0: tensor<6x4xf32>) -> tensor<1x2xf32> {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[3, 0] [1, 3] [1, 1] : tensor<6x4xf32> to tensor<1x3xf32>
// CHECK-NEXT: %extracted_slice_0 = tensor.extract_slice %extracted_slice[0, 0] [1, 2] [1, 1] : tensor<1x3xf32> to tensor<1x2xf32>
// CHECK-NEXT: return %extracted_slice_0 : tensor<1x2xf32>
// CHECK-NEXT: }
func.func @slice_of_slice(%t: tensor<6x4xf32>) -> tensor<1x2xf32> {
  %0 = tensor.extract_slice %t[3, 0] [1, 3] [1, 1] : tensor<6x4xf32> to tensor<1x3xf32>
  %1 = tensor.extract_slice %0[0, 0] [1, 2] [1, 1] : tensor<1x3xf32> to tensor<1x2xf32>
  return %1 : tensor<1x2xf32>
}

// CHECK-LABEL: func.func @splat_const() -> tensor<1x4x1xf32> {
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : tensor<1x4x1xf32>
// CHECK-NEXT: return %cst : tensor<1x4x1xf32>
// CHECK-NEXT: }
func.func @splat_const() -> tensor<1x4x1xf32> {
  %c = arith.constant 0.0 : f32
  %t = tensor.splat %c : tensor<1x4x1xf32>
  return %t : tensor<1x4x1xf32>
}

// CHECK-LABEL: func.func @splat_dynamic_const(%arg0: f32) -> tensor<?x4xf32> {
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %splat = tensor.splat %arg0[%c5] : tensor<?x4xf32>
// CHECK-NEXT: return %splat : tensor<?x4xf32>
// CHECK-NEXT: }
func.func @splat_dynamic_const(%v: f32) -> tensor<?x4xf32> {
  %c = arith.constant 5 : index
  %t = tensor.splat %v[%c] : tensor<?x4xf32>
  return %t : tensor<?x4xf32>
}

// CHECK-LABEL: func.func @unpack_pack(%arg0: tensor<1x4x2x4xf32>) -> tensor<1x4x2x4xf32> {
// CHECK-NEXT: return %arg0 : tensor<1x4x2x4xf32>
// CHECK-NEXT: }
func.func @unpack_pack(%t: tensor<1x4x2x4xf32>) -> tensor<1x4x2x4xf32> {
  %d = tensor.empty() : tensor<2x16xf32>
  %u = linalg.unpack %t inner_dims_pos = [0, 1] inner_tiles = [2, 4] into %d : tensor<1x4x2x4xf32> -> tensor<2x16xf32>
  %e = tensor.empty() : tensor<1x4x2x4xf32>
  %p = linalg.pack %u inner_dims_pos = [0, 1] inner_tiles = [2, 4] into %e : tensor<2x16xf32> -> tensor<1x4x2x4xf32>
  return %p : tensor<1x4x2x4xf32>
}

// CHECK-LABEL: func.func @unpack_pack_padded(%arg0: tensor<7xf32>, %arg1: f32) -> tensor<7xf32> {
// CHECK-NEXT: %0 = tensor.empty() : tensor<2x4xf32>
// CHECK-NEXT: %pack = linalg.pack %arg0 padding_value(%arg1 : f32) inner_dims_pos = [0] inner_tiles = [4] into %0 : tensor<7xf32> -> tensor<2x4xf32>
// CHECK-NEXT: %1 = tensor.empty() : tensor<7xf32>
// CHECK-NEXT: %unpack = linalg.unpack %pack inner_dims_pos = [0] inner_tiles = [4] into %1 : tensor<2x4xf32> -> tensor<7xf32>
// CHECK-NEXT: return %unpack : tensor<7xf32>
// CHECK-NEXT: }
func.func @unpack_pack_padded(%t: tensor<7xf32>, %v: f32) -> tensor<7xf32> {
  %e = tensor.empty() : tensor<2x4xf32>
  %p = linalg.pack %t padding_value(%v : f32) inner_dims_pos = [0] inner_tiles = [4] into %e : tensor<7xf32> -> tensor<2x4xf32>
  %d = tensor.empty() : tensor<7xf32>
  %u = linalg.unpack %p inner_dims_pos = [0] inner_tiles = [4] into %d : tensor<2x4xf32> -> tensor<7xf32>
  return %u : tensor<7xf32>
}

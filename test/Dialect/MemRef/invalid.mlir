// RUN: strata-opt %s --split-input-file --verify-diagnostics

// Verifier and parser errors of the memref ops, worded and located as
// mlir-opt reports them.

// expected-error @+1 {{'memref.alloc' op incorrect number of dynamic sizes, has 0, expected 1}}
func.func @a(%i: index) { %0 = memref.alloc() : memref<?xf32>  return }

// -----

// expected-error @+1 {{'memref.alloc' op symbol operand count does not equal memref symbol count: expected 0, got 1}}
func.func @a(%i: index) { %0 = memref.alloc(%i)[%i] : memref<?xf32>  return }

// -----

// expected-error @+1 {{'memref.alloca' op requires an ancestor op with AutomaticAllocationScope trait}}
%0 = memref.alloca() : memref<4xf32>

// -----

// expected-error @+1 {{'memref.load' op incorrect number of indices for load, expected 2 but got 1}}
func.func @a(%m: memref<4x4xf32>, %i: index) { %0 = memref.load %m[%i] : memref<4x4xf32>  return }

// -----

// expected-error @+1 {{'memref.store' op store index operand count not equal to memref rank}}
func.func @a(%m: memref<4x4xf32>, %i: index, %v: f32) { memref.store %v, %m[%i] : memref<4x4xf32>  return }

// -----

// expected-error @+1 {{'memref.store' op failed to verify that type of 'value' matches element type of 'memref'}}
func.func @a(%m: memref<4x4xf32>, %i: index, %v: f32) { "memref.store"(%i, %m, %i, %i) : (index, memref<4x4xf32>, index, index) -> () return }

// -----

// expected-error @+1 {{'memref.load' op failed to verify that result type matches element type of 'memref'}}
func.func @a(%m: memref<4x4xf32>, %i: index, %v: f32) { %0 = "memref.load"(%m, %i, %i) : (memref<4x4xf32>, index, index) -> i32 return }

// -----

// expected-error @+1 {{'memref.cast' op operand type 'memref<4x4xf32>' and result type 'memref<4x5xf32>' are cast incompatible}}
func.func @a(%m: memref<4x4xf32>) { %0 = memref.cast %m : memref<4x4xf32> to memref<4x5xf32> return }

// -----

// expected-error @+1 {{'memref.cast' op operand type 'memref<4x4xf32>' and result type 'memref<4x4xi32>' are cast incompatible}}
func.func @a(%m: memref<4x4xf32>) { %0 = memref.cast %m : memref<4x4xf32> to memref<4x4xi32> return }

// -----

// expected-error @+1 {{'memref.copy' op requires the same element type for all operands}}
func.func @a(%m: memref<4x4xf32>, %n: memref<4x4xi32>) { memref.copy %m, %n : memref<4x4xf32> to memref<4x4xi32> return }

// -----

// expected-error @+1 {{'memref.copy' op requires the same shape for all operands}}
func.func @a(%m: memref<4x4xf32>, %n: memref<4x5xf32>) { memref.copy %m, %n : memref<4x4xf32> to memref<4x5xf32> return }

// -----

// expected-error @+1 {{'memref.dim' op operand #0 must be unranked.memref of any type values or non-0-ranked.memref of any type values, but got 'memref<f32>'}}
func.func @a(%m: memref<f32>, %i: index) { %0 = memref.dim %m, %i : memref<f32> return }

// -----

// expected-error @+1 {{'memref.memory_space_cast' op operand type 'memref<4x4xf32, 1>' and result type 'memref<4x5xf32>' are cast incompatible}}
func.func @a(%m: memref<4x4xf32, 1>) { %0 = memref.memory_space_cast %m : memref<4x4xf32, 1> to memref<4x5xf32> return }

// -----

// expected-error @+1 {{'memref.assume_alignment' op alignment must be power of 2}}
func.func @a(%m: memref<4x4xf32>) { %0 = memref.assume_alignment %m, 3 : memref<4x4xf32> return }

// -----

// expected-error @+1 {{'memref.assume_alignment' op attribute 'alignment' failed to satisfy constraint: 32-bit signless integer attribute whose value is positive}}
func.func @a(%m: memref<4x4xf32>) { %0 = memref.assume_alignment %m, 0 : memref<4x4xf32> return }

// -----

// expected-error @+1 {{'memref.extract_strided_metadata' op inferred type(s) 'memref<f32>', 'index', 'index', 'index', 'index', 'index' are incompatible with return type(s) of operation 'memref<f32>', 'index', 'index'}}
func.func @a(%m: memref<4x4xf32>) { %0:3 = memref.extract_strided_metadata %m : memref<4x4xf32> -> memref<f32>, index, index return }

// -----

// expected-error @+1 {{'memref.extract_strided_metadata' op inferred type(s) 'memref<f32>', 'index', 'index', 'index', 'index', 'index' are incompatible with return type(s) of operation 'memref<i32>', 'index', 'index', 'index', 'index', 'index'}}
func.func @a(%m: memref<4x4xf32>) { %0:6 = memref.extract_strided_metadata %m : memref<4x4xf32> -> memref<i32>, index, index, index, index, index return }

// -----

// expected-error @+1 {{'memref.atomic_rmw' op failed to verify that value type matches element type of memref}}
func.func @a(%m: memref<4x4xf32>, %v: i32, %i: index) { %0 = memref.atomic_rmw addi %v, %m[%i, %i] : (i32, memref<4x4xf32>) -> i32 return }

// -----

// expected-error @+1 {{'memref.atomic_rmw' op with kind 'addi' expects an integer type}}
func.func @a(%m: memref<4x4xf32>, %v: f32, %i: index) { %0 = memref.atomic_rmw addi %v, %m[%i, %i] : (f32, memref<4x4xf32>) -> f32 return }

// -----

// expected-error @+1 {{'memref.atomic_rmw' op expects the number of subscripts to be equal to memref rank}}
func.func @a(%m: memref<4x4xf32>, %v: f32, %i: index) { %0 = memref.atomic_rmw addf %v, %m[%i] : (f32, memref<4x4xf32>) -> f32 return }

// -----

// expected-error @+1 {{'memref.generic_atomic_rmw' op expected block argument of the same type result type}}
func.func @a(%m: memref<4x4xf32>, %v: f32, %i: index) { %0 = memref.generic_atomic_rmw %m[%i, %i] : memref<4x4xf32> {
 ^bb0(%c: i32): memref.atomic_yield %c : i32 }
 return }

// -----

func.func @a(%m: memref<4x4xf32>, %v: f32, %i: index) { %0 = memref.generic_atomic_rmw %m[%i, %i] : memref<4x4xf32> {
// expected-error @+1 {{body of 'memref.generic_atomic_rmw' should contain only operations with no side effects}}
 ^bb0(%c: f32): %x = memref.load %m[%i, %i] : memref<4x4xf32>
 memref.atomic_yield %c : f32 }
 return }

// -----

func.func @a(%m: memref<4x4xf32>, %v: f32, %i: index) { %0 = memref.generic_atomic_rmw %m[%i, %i] : memref<4x4xf32> {
 ^bb0(%c: f32): %x = arith.constant 1 : i32
// expected-error @+1 {{'memref.atomic_yield' op types mismatch between yield op: 'i32' and its parent: 'f32'}}
 memref.atomic_yield %x : i32 }
 return }

// -----

// expected-error @+1 {{'memref.prefetch' op too few indices}}
func.func @a(%m: memref<4x4xf32>, %i: index) { memref.prefetch %m[%i], read, locality<3>, data : memref<4x4xf32> return }

// -----

// expected-error @+1 {{'memref.prefetch' op attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3}}
func.func @a(%m: memref<4x4xf32>, %i: index) { memref.prefetch %m[%i, %i], read, locality<5>, data : memref<4x4xf32> return }

// -----

// expected-error @+1 {{custom op 'memref.prefetch' rw specifier has to be 'read' or 'write'}}
func.func @a(%m: memref<4x4xf32>, %i: index) { memref.prefetch %m[%i, %i], rd, locality<3>, data : memref<4x4xf32> return }

// -----

// expected-error @+1 {{custom op 'memref.prefetch' cache type has to be 'data' or 'instr'}}
func.func @a(%m: memref<4x4xf32>, %i: index) { memref.prefetch %m[%i, %i], read, locality<3>, dat : memref<4x4xf32> return }

// -----

// expected-error @+1 {{'memref.dma_wait' op expected tagIndices to have the same number of elements as the tagMemRef rank, expected 2, but got 1}}
func.func @a(%m: memref<4x4xf32>, %i: index) { memref.dma_wait %m[%i], %i : memref<4x4xf32> return }

// -----

// expected-error @+1 {{'memref.dma_start' op expected source indices to be of index type}}
func.func @a(%m: memref<4x4xf32>, %t: memref<1xi32>, %i: index) { memref.dma_start %m[%i], %m[%i, %i], %i, %t[%i] : memref<4x4xf32>, memref<4x4xf32>, memref<1xi32> return }

// -----

// expected-error @+1 {{custom op 'memref.dma_start' expected two stride related operands}}
func.func @a(%m: memref<4x4xf32>, %t: memref<1xi32>, %i: index) { memref.dma_start %m[%i, %i], %m[%i, %i], %i, %t[%i], %i : memref<4x4xf32>, memref<4x4xf32>, memref<1xi32> return }

// -----

// expected-error @+1 {{'memref.dma_start' op incorrect number of operands}}
func.func @a(%m: memref<4x4xf32>, %t: memref<1xi32>, %i: index) { memref.dma_start %m[%i, %i], %m[%i, %i], %i, %t[%i, %i] : memref<4x4xf32>, memref<4x4xf32>, memref<1xi32> return }

// -----

// expected-error @+1 {{custom op 'memref.global' type should be static shaped memref, but got 'memref<?xf32>'}}
memref.global @x : memref<?xf32>

// -----

// expected-error @+1 {{inferred shape of elements literal ([2]) does not match type ([4])}}
memref.global @x : memref<4xf32> = dense<[1.0, 2.0]>

// -----

// expected-error @+1 {{integer literal not valid for specified type}}
memref.global @x : memref<4xf32> = 3

// -----

// expected-error @+1 {{custom op 'memref.global' type should be static shaped memref, but got 'f32'}}
memref.global @x : f32

// -----

// expected-error @+1 {{'memref.get_global' op 'nope' does not reference a valid global memref}}
func.func @a() { %0 = memref.get_global @nope : memref<4xf32> return }

// -----

memref.global @x : memref<4xf32>
// expected-error @+1 {{'memref.get_global' op result type 'memref<5xf32>' does not match type 'memref<4xf32>' of the global memref @x}}
func.func @a() { %0 = memref.get_global @x : memref<5xf32> return }

// -----

// expected-error @+1 {{'memref.transpose' op expected a permutation map}}
func.func @a(%m: memref<4x4xf32>) { %0 = memref.transpose %m (d0, d1) -> (d0, d0) : memref<4x4xf32> to memref<4x4xf32> return }

// -----

// expected-error @+1 {{'memref.transpose' op expected a permutation map of same rank as the input}}
func.func @a(%m: memref<4x4xf32>) { %0 = memref.transpose %m (d0) -> (d0) : memref<4x4xf32> to memref<4x4xf32> return }

// -----

// expected-error @+1 {{'memref.transpose' op result type 'memref<4x4xf32>' is not equivalent to the canonical transposed input type 'memref<4x4xf32, affine_map<(d0, d1) -> (d0 + d1 * 4)>>'}}
func.func @a(%m: memref<4x4xf32>) { %0 = memref.transpose %m (d0, d1) -> (d1, d0) : memref<4x4xf32> to memref<4x4xf32> return }

// -----

// expected-error @+1 {{expected result type to be 'memref<4x4xf32, strided<[8, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4x4xf32>'}}
func.func @a(%m: memref<8x8xf32>) { %0 = memref.subview %m[0, 0][4, 4][1, 1] : memref<8x8xf32> to memref<4x4xf32> return }

// -----

// expected-error @+1 {{expected mixed offsets rank to match mixed sizes rank (1 vs 2) so the rank of the result type is well-formed.}}
func.func @a(%m: memref<8x8xf32>) { %0 = memref.subview %m[0][4, 4][1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1]>> return }

// -----

// expected-error @+1 {{expected 2 offset values, got 3}}
func.func @a(%m: memref<8x8xf32>) { %0 = memref.subview %m[0, 0, 0][4, 4, 1][1, 1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1]>> return }

// -----

// expected-error @+1 {{expected result element type to be 'f32', but got 'memref<4x4xi32, strided<[8, 1]>>'}}
func.func @a(%m: memref<8x8xf32>) { %0 = memref.subview %m[0, 0][4, 4][1, 1] : memref<8x8xf32> to memref<4x4xi32, strided<[8, 1]>> return }

// -----

// expected-error @+1 {{different memory spaces specified for base memref type 'memref<8x8xf32>' and subview memref type 'memref<4x4xf32, strided<[8, 1]>, 1>'}}
func.func @a(%m: memref<8x8xf32>) { %0 = memref.subview %m[0, 0][4, 4][1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1]>, 1> return }

// -----

// expected-error @+1 {{expected result type to be 'memref<4x4xf32, strided<[8, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4x4xf32, strided<[8, 2]>>'}}
func.func @a(%m: memref<8x8xf32>) { %0 = memref.subview %m[0, 0][4, 4][1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 2]>> return }

// -----

// expected-error @+1 {{expected result type to be 'memref<4x4xf32, strided<[8, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4x4xf32, strided<[8, 1], offset: 3>>'}}
func.func @a(%m: memref<8x8xf32>) { %0 = memref.subview %m[0, 0][4, 4][1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: 3>> return }

// -----

// expected-error @+1 {{expected result type to be 'memref<4x1xf32, strided<[8, 1]>>' or a rank-reduced version. (mismatch of result sizes), but got 'memref<5xf32, strided<[8]>>'}}
func.func @a(%m: memref<8x8xf32>) { %0 = memref.subview %m[0, 0][4, 1][1, 1] : memref<8x8xf32> to memref<5xf32, strided<[8]>> return }

// -----

// expected-error @+1 {{slice along dimension 0 runs out-of-bounds: 9 >= 8}}
func.func @a(%m: memref<8x8xf32>) { %0 = memref.subview %m[6, 0][4, 4][1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: 48>> return }

// -----

// expected-error @+1 {{expected result rank to be smaller or equal to the source rank, but got 'memref<4x4x1xf32>'}}
func.func @a(%m: memref<8x8xf32>) { %0 = memref.subview %m[0, 0][4, 4][1, 1] : memref<8x8xf32> to memref<4x4x1xf32> return }

// -----

// expected-error @+1 {{base type 'memref<8x8xf32, affine_map<(d0, d1) -> (d0 floordiv 2, d1)>>' is not strided}}
func.func @a(%m: memref<8x8xf32, affine_map<(d0, d1) -> (d0 floordiv 2, d1)>>) { %0 = memref.subview %m[0, 0][4, 1][1, 1] : memref<8x8xf32, affine_map<(d0, d1) -> (d0 floordiv 2, d1)>> to memref<4xf32, strided<[8]>> return }

// -----

// expected-error @+1 {{'memref.view' op incorrect number of dynamic sizes, has 0, expected 1}}
func.func @a(%m: memref<2048xi8>, %i: index) { %0 = memref.view %m[%i][] : memref<2048xi8> to memref<?x4xf32> return }

// -----

// expected-error @+1 {{unsupported map for result memref type 'memref<?x4xf32, strided<[4, 1]>>'}}
func.func @a(%m: memref<2048xi8>, %i: index) { %0 = memref.view %m[%i][%i] : memref<2048xi8> to memref<?x4xf32, strided<[4, 1]>> return }

// -----

// expected-error @+1 {{different memory spaces specified for base memref type 'memref<2048xi8>' and view memref type 'memref<?x4xf32, 1>'}}
func.func @a(%m: memref<2048xi8>, %i: index) { %0 = memref.view %m[%i][%i] : memref<2048xi8> to memref<?x4xf32, 1> return }

// -----

// expected-error @+1 {{unsupported map for base memref type 'memref<2048xi8, strided<[2]>>'}}
func.func @a(%m: memref<2048xi8, strided<[2]>>, %i: index) { %0 = memref.view %m[%i][%i] : memref<2048xi8, strided<[2]>> to memref<?x4xf32> return }

// -----

// expected-error @+1 {{different element types specified for source type 'memref<*xf32>' and result memref type 'memref<?x4xi32>'}}
func.func @a(%m: memref<*xf32>, %i: index) { %0 = memref.reinterpret_cast %m to offset: [0], sizes: [%i, 4], strides: [4, 1] : memref<*xf32> to memref<?x4xi32> return }

// -----

// expected-error @+1 {{different memory spaces specified for source type 'memref<*xf32>' and result memref type 'memref<?x4xf32, 1>'}}
func.func @a(%m: memref<*xf32>, %i: index) { %0 = memref.reinterpret_cast %m to offset: [0], sizes: [%i, 4], strides: [4, 1] : memref<*xf32> to memref<?x4xf32, 1> return }

// -----

// expected-error @+1 {{expected result type with size = 4 instead of 5 in dim = 1}}
func.func @a(%m: memref<*xf32>, %i: index) { %0 = memref.reinterpret_cast %m to offset: [0], sizes: [%i, 4], strides: [4, 1] : memref<*xf32> to memref<?x5xf32> return }

// -----

// expected-error @+1 {{expected result type with offset = 2 instead of 0}}
func.func @a(%m: memref<*xf32>, %i: index) { %0 = memref.reinterpret_cast %m to offset: [2], sizes: [%i, 4], strides: [4, 1] : memref<*xf32> to memref<?x4xf32> return }

// -----

// expected-error @+1 {{expected result type with stride = 5 instead of 4 in dim = 0}}
func.func @a(%m: memref<*xf32>, %i: index) { %0 = memref.reinterpret_cast %m to offset: [0], sizes: [%i, 4], strides: [5, 1] : memref<*xf32> to memref<?x4xf32> return }

// -----

// expected-error @+1 {{expected mixed sizes rank to match mixed strides rank (1 vs 2) so the rank of the result type is well-formed.}}
func.func @a(%m: memref<*xf32>, %i: index) { %0 = memref.reinterpret_cast %m to offset: [0], sizes: [%i], strides: [4, 1] : memref<*xf32> to memref<?x4xf32> return }

// -----

// expected-error @+1 {{expected 1 size values, got 2}}
func.func @a(%m: memref<*xf32>, %i: index) { %0 = memref.reinterpret_cast %m to offset: [0], sizes: [%i, 4], strides: [4, 1] : memref<*xf32> to memref<?xf32> return }

// -----

// expected-error @+1 {{expected 1 offset values, got 2}}
func.func @a(%m: memref<*xf32>, %i: index) { %0 = memref.reinterpret_cast %m to offset: [0, 1], sizes: [%i, 4], strides: [4, 1] : memref<*xf32> to memref<?x4xf32> return }

// -----

// expected-error @+1 {{'memref.collapse_shape' op collapsed dim size (21) must equal reassociation group size (20)}}
func.func @a(%m: memref<4x5xf32>) { %0 = memref.collapse_shape %m [[0, 1]] : memref<4x5xf32> into memref<21xf32> return }

// -----

// expected-error @+1 {{'memref.collapse_shape' op expected collapsed type to be 'memref<20xf32, strided<[2]>>' but found 'memref<20xf32>'}}
func.func @a(%m: memref<4x5xf32, strided<[10, 2]>>) { %0 = memref.collapse_shape %m [[0, 1]] : memref<4x5xf32, strided<[10, 2]>> into memref<20xf32> return }

// -----

// expected-error @+1 {{'memref.collapse_shape' op expected collapsed type to be 'memref<20xf32, strided<[1]>>' but found 'memref<20xf32, strided<[2]>>'}}
func.func @a(%m: memref<4x5xf32, strided<[5, 1]>>) { %0 = memref.collapse_shape %m [[0, 1]] : memref<4x5xf32, strided<[5, 1]>> into memref<20xf32, strided<[2]>> return }

// -----

// expected-error @+1 {{'memref.expand_shape' op collapsed dim size (20) must equal reassociation group size (24)}}
func.func @a(%m: memref<20xf32>) { %0 = memref.expand_shape %m [[0, 1]] output_shape [4, 5] : memref<20xf32> into memref<4x6xf32> return }

// -----

// expected-error @+1 {{'memref.expand_shape' op invalid output shape provided at pos 1}}
func.func @a(%m: memref<20xf32>) { %0 = memref.expand_shape %m [[0, 1]] output_shape [4, 6] : memref<20xf32> into memref<4x5xf32> return }

// -----

// expected-error @+1 {{'memref.expand_shape' op expected expanded type to be 'memref<4x5xf32>' but found 'memref<4x5xf32, strided<[4, 1]>>'}}
func.func @a(%m: memref<20xf32>) { %0 = memref.expand_shape %m [[0, 1]] output_shape [4, 5] : memref<20xf32> into memref<4x5xf32, strided<[4, 1]>> return }

// -----

// expected-error @+1 {{'memref.expand_shape' op invalid output shape provided at pos 0}}
func.func @a(%m: memref<20xf32>, %i: index) { %0 = memref.expand_shape %m [[0, 1]] output_shape [%i, 5] : memref<20xf32> into memref<4x5xf32> return }

// -----

// expected-error @+1 {{'memref.expand_shape' op reassociation index 1 is out of bounds}}
func.func @a(%m: memref<20xf32>) { %0 = memref.expand_shape %m [[0, 1]] output_shape [4, 5] : memref<20xf32> into memref<20xf32> return }

// -----

// expected-error @+1 {{'memref.collapse_shape' op expected collapsed type to be 'memref<4x5xf32>' but found 'memref<4x5xi32>'}}
func.func @a(%m: memref<4x5xf32>) { %0 = memref.collapse_shape %m [[0], [1]] : memref<4x5xf32> into memref<4x5xi32> return }

// -----

// expected-error @+1 {{'memref.dma_start' op expected at least 4 operands}}
func.func @a() { "memref.dma_start"() : () -> () return }

// -----

// expected-error @+1 {{'memref.dma_start' op expected at least 4 operands}}
func.func @a(%m: memref<4xf32>) { "memref.dma_start"(%m) : (memref<4xf32>) -> () return }

// -----

// expected-error @+1 {{'memref.dma_start' op expected at least 7 operands}}
func.func @a(%m: memref<4xf32>, %i: index) { "memref.dma_start"(%m, %i, %m, %i, %i, %m) : (memref<4xf32>, index, memref<4xf32>, index, index, memref<4xf32>) -> () return }

// -----

// expected-error @+1 {{'memref.load' op expected 1 or more operands, but found 0}}
func.func @a() { %0 = "memref.load"() : () -> f32 return }

// -----

// expected-error @+1 {{expected 1 offset values, got 0}}
func.func @a(%m: memref<4xf32>) { %0 = "memref.subview"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64>, static_sizes = array<i64>, static_strides = array<i64>}> : (memref<4xf32>) -> memref<4xf32> return }

// -----

// expected-error @+1 {{'memref.transpose' op expected a permutation map}}
func.func @a(%m: memref<4xf32>) { %0 = "memref.transpose"(%m) <{permutation = affine_map<(d0) -> (d0 + 1)>}> : (memref<4xf32>) -> memref<4xf32> return }

// -----

// expected-error @+1 {{'memref.generic_atomic_rmw' op expected single number of entry block arguments}}
func.func @a(%m: memref<4xf32>) { %0 = "memref.generic_atomic_rmw"(%m) ({}) : (memref<4xf32>) -> f32 return }

// -----

// expected-error @+1 {{'memref.alloca_scope' op region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks}}
func.func @a() { "memref.alloca_scope"() ({}) : () -> () return }

// -----

// expected-error @+1 {{'memref.collapse_shape' op reassociation indices must be contiguous}}
func.func @a(%m: memref<4xf32>) { %0 = "memref.collapse_shape"(%m) <{reassociation = [[5]]}> : (memref<4xf32>) -> memref<4xf32> return }

// -----

// expected-error @+1 {{'memref.collapse_shape' op reassociation indices must be contiguous}}
func.func @a(%m: memref<4xf32>) { %0 = "memref.collapse_shape"(%m) <{reassociation = [[-1]]}> : (memref<4xf32>) -> memref<4xf32> return }

// -----

// expected-error @+1 {{'memref.expand_shape' op expected number of static shape bounds to be equal to the output rank (2) but found 1 inputs instead}}
func.func @a(%m: memref<4xf32>) { %0 = "memref.expand_shape"(%m) <{reassociation = [[0, 1]], static_output_shape = array<i64: 2>}> : (memref<4xf32>) -> memref<2x2xf32> return }

// -----

// expected-error @+1 {{'memref.collapse_shape' op collapsed dim size (4) must equal reassociation group size (-4)}}
func.func @a(%m: memref<9223372036854775807x4xf32>) { %0 = memref.collapse_shape %m [[0, 1]] : memref<9223372036854775807x4xf32> into memref<4xf32> return }

// -----

// expected-error @+1 {{expected mixed offsets rank to match mixed sizes rank (0 vs 1) so the rank of the result type is well-formed.}}
func.func @a(%m: memref<4xf32>) { %0 = "memref.reinterpret_cast"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (memref<4xf32>) -> memref<4xf32> return }

// -----

// expected-error @+1 {{'memref.prefetch' op attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3}}
func.func @a(%m: memref<4xf32>, %i: index) { "memref.prefetch"(%m, %i) <{isDataCache = true, isWrite = false, localityHint = 9 : i32}> : (memref<4xf32>, index) -> () return }

// -----

// expected-error @+1 {{custom op 'memref.global' initial value should be a unit or elements attribute}}
memref.global @x : memref<4xf32> = "str"

// -----

// A rank-0 `strided<[]>` layout is not the identity (its map is
// `() -> (0)`): expanding it gives a strided result.
func.func @expand_rank0_strided(%m: memref<f32, strided<[]>>) {
  // expected-error @+1 {{expected expanded type to be 'memref<1xf32, strided<[1]>>' but found 'memref<1xf32>'}}
  %r = memref.expand_shape %m [] output_shape [1] : memref<f32, strided<[]>> into memref<1xf32>
  return
}

// -----

// The result of generic_atomic_rmw is an integer or a float...
func.func @rmw_result_kind(%m: memref<2xf32>, %i: index) {
  // expected-error @+1 {{'memref.generic_atomic_rmw' op result #0 must be signless integer or floating-point, but got 'index'}}
  %0 = "memref.generic_atomic_rmw"(%m, %i) ({
  ^bb0(%old: index):
    "memref.atomic_yield"(%old) : (index) -> ()
  }) : (memref<2xf32>, index) -> index
  return
}

// -----

// ...the memref's element type...
func.func @rmw_result_element(%m: memref<2xf32>, %i: index, %v: f64) {
  // expected-error @+1 {{'memref.generic_atomic_rmw' op failed to verify that result type matches element type of memref}}
  %0 = "memref.generic_atomic_rmw"(%m, %i) ({
  ^bb0(%old: f64):
    "memref.atomic_yield"(%v) : (f64) -> ()
  }) : (memref<2xf32>, index) -> f64
  return
}

// -----

// ...and its body ends with memref.atomic_yield.
func.func @rmw_terminator(%m: memref<2xf32>, %i: index, %v: f32) {
  // expected-error @+2 {{'memref.generic_atomic_rmw' op expects regions to end with 'memref.atomic_yield', found 'llvm.return'}}
  // expected-note @+1 {{in custom textual format, the absence of terminator implies 'memref.atomic_yield'}}
  %0 = "memref.generic_atomic_rmw"(%m, %i) ({
  ^bb0(%old: f32):
    "llvm.return"(%v) : (f32) -> ()
  }) : (memref<2xf32>, index) -> f32
  return
}

// -----

func.func @rmw_empty_block(%m: memref<2xf32>, %i: index) {
  // expected-error @+1 {{'memref.generic_atomic_rmw' op expects a non-empty block}}
  %0 = "memref.generic_atomic_rmw"(%m, %i) ({
  ^bb0(%old: f32):
  }) : (memref<2xf32>, index) -> f32
  return
}

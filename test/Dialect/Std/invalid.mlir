// RUN: strata-opt %s --split-input-file --verify-diagnostics

// The verifier rules of seed 000, one case each.

func.func @dim_out_of_range(%t: tensor<4x?xf32>) {
  // expected-error @+1 {{'std.dim' op index is out of range}}
  %0 = std.dim %t, 2 : tensor<4x?xf32>
  return
}

// -----

func.func @alloc_missing_size() {
  // expected-error @+1 {{'std.alloc' op dimension operand count does not equal memref dynamic dimension count}}
  %0 = std.alloc() : memref<4x?xf32>
  return
}

// -----

func.func @alloc_missing_symbol(%n: index) {
  // expected-error @+1 {{'std.alloc' op symbol operand count does not equal memref symbol count: expected 1, got 0}}
  %0 = std.alloc() : memref<4xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  return
}

// -----

func.func @alloc_static_dynamic() {
  // expected-error @+1 {{'std.alloc_static' op requires a statically shaped memref}}
  %0 = std.alloc_static(16) : memref<?xf32>
  return
}

// -----

func.func @load_rank(%m: memref<4x4xf32>, %i: index) {
  // expected-error @+1 {{'std.load' op incorrect number of indices for load}}
  %0 = std.load %m[%i] : memref<4x4xf32>
  return
}

// -----

func.func @store_rank(%m: memref<4x4xf32>, %i: index, %v: f32) {
  // expected-error @+1 {{'std.store' op incorrect number of indices for store}}
  std.store %v, %m[%i] : memref<4x4xf32>
  return
}

// -----

func.func @extract_rank(%t: tensor<4x4xf32>, %i: index) {
  // expected-error @+1 {{'std.extract_element' op incorrect number of indices for extract_element}}
  %0 = std.extract_element %t[%i] : tensor<4x4xf32>
  return
}

// -----

func.func @splat_dynamic(%s: f32) {
  // expected-error @+1 {{'std.splat' op result must be statically shaped}}
  %0 = std.splat %s : tensor<?xf32>
  return
}

// -----

func.func @addi_float(%a: f32) {
  // expected-error @+1 {{'std.addi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = std.addi %a, %a : f32
  return
}

// -----

func.func @addf_int(%a: i32) {
  // expected-error @+1 {{'std.addf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = std.addf %a, %a : i32
  return
}

// -----

func.func @cmpi_predicate(%a: i32) {
  // expected-error @+1 {{unknown comparison predicate "lt"}}
  %0 = std.cmpi "lt", %a, %a : i32
  return
}

// -----

func.func @constant_type() {
  // expected-error @+1 {{'std.constant' op requires attribute's type ('i64') to match op's return type ('i32')}}
  %0 = "std.constant"() {value = 42 : i64} : () -> i32
  return
}

// -----

func.func @constant_undefined() {
  // expected-error @+1 {{'std.constant' op reference to undefined function 'nope'}}
  %0 = std.constant @nope : () -> ()
  return
}

// -----

func.func private @g(i32) -> i32
func.func @constant_mismatch() {
  // expected-error @+1 {{'std.constant' op reference to function with mismatched type}}
  %0 = std.constant @g : (i64) -> i32
  return
}

// -----

func.func @call_undefined() {
  // expected-error @+1 {{'std.call' op 'nope' does not reference a valid function}}
  std.call @nope() : () -> ()
  return
}

// -----

func.func @memref_cast_static(%m: memref<4xf32>) {
  // expected-error @+1 {{'std.memref_cast' op operand type 'memref<4xf32>' and result type 'memref<5xf32>' are cast incompatible}}
  %0 = std.memref_cast %m : memref<4xf32> to memref<5xf32>
  return
}

// -----

func.func @memref_cast_unranked(%m: memref<*xf32>) {
  // expected-error @+1 {{'std.memref_cast' op operand type 'memref<*xf32>' and result type 'memref<*xf32>' are cast incompatible}}
  %0 = std.memref_cast %m : memref<*xf32> to memref<*xf32>
  return
}

// -----

func.func @tensor_cast_element(%t: tensor<4xf32>) {
  // expected-error @+1 {{'std.tensor_cast' op operand type 'tensor<4xf32>' and result type 'tensor<4xi32>' are cast incompatible}}
  %0 = std.tensor_cast %t : tensor<4xf32> to tensor<4xi32>
  return
}

// -----

func.func @return_count(%a: i32) -> i32 {
  // expected-error @+1 {{'std.return' op has 0 operands, but enclosing function (@return_count) returns 1}}
  std.return
}

// -----

func.func @br_args(%a: i32) {
  // expected-error @+1 {{branch has 1 operands for successor #0, but target block has 0}}
  std.br ^bb1(%a : i32)
^bb1:
  return
}

// -----

func.func @cond_br_i1(%c: i32) {
  // expected-note @-1 {{prior use here}}
  // expected-error @+1 {{use of value '%c' expects different type than prior uses: 'i1' vs 'i32'}}
  std.cond_br %c, ^bb1, ^bb1
^bb1:
  return
}

// RUN: strata-opt %s --split-input-file --verify-diagnostics

func.func @realloc_rank(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.realloc' op result #0 must be 1D memref of any type values, but got 'memref<2x2xf32>'}}
  %0 = memref.realloc %m : memref<4xf32> to memref<2x2xf32>
  return
}

// -----

func.func @realloc_element(%m: memref<4xf32>) {
  // expected-error @+1 {{different element types specified for source memref type 'memref<4xf32>' and result memref type 'memref<8xi32>'}}
  %0 = memref.realloc %m : memref<4xf32> to memref<8xi32>
  return
}

// -----

func.func @realloc_space(%m: memref<4xf32>) {
  // expected-error @+1 {{different memory spaces specified for source memref type 'memref<4xf32>' and result memref type 'memref<8xf32, 1>'}}
  %0 = memref.realloc %m : memref<4xf32> to memref<8xf32, 1>
  return
}

// -----

func.func @realloc_missing_size(%m: memref<4xf32>) {
  // expected-error @+1 {{missing dimension operand for result type 'memref<?xf32>'}}
  %0 = memref.realloc %m : memref<4xf32> to memref<?xf32>
  return
}

// -----

func.func @realloc_extra_size(%m: memref<4xf32>, %n: index) {
  // expected-error @+1 {{unnecessary dimension operand for result type 'memref<8xf32>'}}
  %0 = memref.realloc %m(%n) : memref<4xf32> to memref<8xf32>
  return
}

// -----

func.func @realloc_layout(%m: memref<4xf32, strided<[2]>>) {
  // expected-error @+1 {{unsupported layout for source memref type 'memref<4xf32, strided<[2]>>'}}
  %0 = memref.realloc %m : memref<4xf32, strided<[2]>> to memref<8xf32>
  return
}

// -----

func.func @reshape_shape_type(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.reshape' op operand #1 must be 1D memref of signless integer or index values, but got 'memref<4xf32>'}}
  %0 = memref.reshape %m(%m) : (memref<4xf32>, memref<4xf32>) -> memref<2x2xf32>
  return
}

// -----

func.func @reshape_element(%m: memref<4xf32>, %s: memref<2xindex>) {
  // expected-error @+1 {{'memref.reshape' op element types of source and destination memref types should be the same}}
  %0 = memref.reshape %m(%s) : (memref<4xf32>, memref<2xindex>) -> memref<2x2xi32>
  return
}

// -----

func.func @reshape_layout(%m: memref<4xf32, strided<[2]>>, %s: memref<2xindex>) {
  // expected-error @+1 {{'memref.reshape' op source memref type should have identity affine map}}
  %0 = memref.reshape %m(%s) : (memref<4xf32, strided<[2]>>, memref<2xindex>) -> memref<2x2xf32>
  return
}

// -----

func.func @reshape_dynamic_length(%m: memref<4xf32>, %s: memref<?xindex>) {
  // expected-error @+1 {{'memref.reshape' op cannot use shape operand with dynamic length to reshape to statically-ranked memref type}}
  %0 = memref.reshape %m(%s) : (memref<4xf32>, memref<?xindex>) -> memref<2x2xf32>
  return
}

// -----

func.func @reshape_rank(%m: memref<4xf32>, %s: memref<3xindex>) {
  // expected-error @+1 {{'memref.reshape' op length of shape operand differs from the result's memref rank}}
  %0 = memref.reshape %m(%s) : (memref<4xf32>, memref<3xindex>) -> memref<2x2xf32>
  return
}

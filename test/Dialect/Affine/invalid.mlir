// RUN: strata-opt --allow-unregistered-dialect %s --split-input-file --verify-diagnostics

// Verifier and parser rules of the affine ops, with mlir-opt 22's messages
// and locations.

func.func @apply_count(%n: index) {
  // expected-error @+1 {{'affine.apply' op operand count and affine map dimension and symbol count must match}}
  %a = "affine.apply"(%n) <{map = affine_map<(d0, d1) -> (d0 + d1)>}> : (index) -> index
  return
}

// -----

func.func @apply_results(%n: index) {
  // expected-error @+1 {{'affine.apply' op mapping must produce one value}}
  %a = "affine.apply"(%n) <{map = affine_map<(d0) -> (d0, d0)>}> : (index) -> index
  return
}

// -----

func.func @apply_mismatch(%n: index) {
  // expected-error @+1 {{dimension or symbol index mismatch}}
  %a = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%n)
  return
}

// -----

func.func @min_empty(%n: index) {
  // expected-error @+1 {{'affine.min' op affine map expect at least one result}}
  %a = affine.min affine_map<(d0) -> ()>(%n)
  return
}

// -----

func.func @load_rank(%A: memref<10x10xf32>, %i: index) {
  // expected-error @+1 {{'affine.load' op affine map num results must equal memref rank}}
  %x = affine.load %A[%i] : memref<10x10xf32>
  return
}

// -----

func.func @load_type(%A: memref<10xf32>, %i: index) {
  // expected-error @+1 {{'affine.load' op result type must match element type of memref}}
  %x = "affine.load"(%A, %i) <{map = affine_map<(d0) -> (d0)>}> : (memref<10xf32>, index) -> f64
  return
}

// -----

func.func @store_type(%A: memref<10xf32>, %i: index, %v: f64) {
  // expected-error @+1 {{'affine.store' op value to store must have the same type as memref element type}}
  "affine.store"(%v, %A, %i) <{map = affine_map<(d0) -> (d0)>}> : (f64, memref<10xf32>, index) -> ()
  return
}

// -----

func.func @store_dim(%A: memref<10xf32>, %v: f32) {
  affine.for %i = 0 to 10 {
    %a = affine.max affine_map<(d0) -> (d0, 3)>(%i)
    // expected-error @+1 {{'affine.store' op operand cannot be used as a dimension id}}
    affine.store %v, %A[%a] : memref<10xf32>
  }
  return
}

// -----

func.func @bound_symbol(%A: memref<10xf32>) {
  affine.for %i = 0 to 10 {
    // expected-error @+1 {{'affine.for' op operand cannot be used as a symbol}}
    affine.for %j = 0 to %i {
    }
  }
  return
}

// -----

func.func @bound_prefix(%n: index) {
  // expected-error @+1 {{lower loop bound affine map with multiple results requires 'max' prefix}}
  affine.for %i = affine_map<(d0) -> (d0, 0)>(%n) to 10 {
  }
  return
}

// -----

func.func @bound_dims(%n: index) {
  // expected-error @+1 {{dim operand count and affine map dim count must match}}
  affine.for %i = 0 to affine_map<(d0, d1) -> (d0 + d1)>(%n) {
  }
  return
}

// -----

func.func @yield_count(%v: f32) {
  %r = affine.for %i = 0 to 10 iter_args(%a = %v) -> (f32) {
    // expected-error @+1 {{'affine.yield' op parent of yield must have same number of results as the yield operands}}
    affine.yield
  }
  return
}

// -----

func.func @if_count(%n: index) {
  // expected-error @+1 {{'affine.if' op operand count and condition integer set dimension and symbol count must match}}
  "affine.if"(%n) <{condition = affine_set<(d0, d1) : (d0 - d1 >= 0)>}> ({
    "affine.yield"() : () -> ()
  }, {
  }) : (index) -> ()
  return
}

// -----

func.func @if_dims(%n: index) {
  // expected-error @+1 {{dim operand count and integer set dim count must match}}
  affine.if affine_set<(d0, d1) : (d0 - d1 >= 0)>(%n) {
  }
  return
}

// -----

func.func @parallel_reduction(%n: index) {
  // expected-error @+1 {{invalid reduction value: "sub"}}
  %r = affine.parallel (%i) = (0) to (10) reduce ("sub") -> f32 {
  }
  return
}

// -----

func.func @parallel_reduction_type(%n: index, %x: i32) -> i32 {
  // expected-error @+1 {{'affine.parallel' op result type cannot match reduction attribute}}
  %r = affine.parallel (%i) = (0) to (%n) reduce ("addf") -> i32 {
    affine.yield %x : i32
  }
  return %r : i32
}

// -----

func.func @parallel_reduction_kind(%n: index, %x: f32) -> f32 {
  // expected-error @+1 {{'affine.parallel' op result type cannot match reduction attribute}}
  %r = affine.parallel (%i) = (0) to (%n) reduce ("maxnumf") -> f32 {
    affine.yield %x : f32
  }
  return %r : f32
}

// RUN: strata-opt %s --split-input-file --verify-diagnostics

// affine loads and stores need a ranked memref: the map gives one subscript
// per dimension.

func.func @load_unranked(%m: memref<*xf32>, %i: index) {
  // expected-error @below {{'affine.vector_load' op operand #0 must be memref of any type values, but got 'memref<*xf32>'}}
  %v = "affine.vector_load"(%m, %i) <{map = affine_map<(d0) -> (d0)>}> : (memref<*xf32>, index) -> vector<4xf32>
  return
}

// -----

func.func @store_unranked(%m: memref<*xi8>, %x: i8, %i: index) {
  // expected-error @below {{'affine.store' op operand #1 must be memref of any type values, but got 'memref<*xi8>'}}
  "affine.store"(%x, %m, %i) <{map = affine_map<(d0) -> (d0)>}> : (i8, memref<*xi8>, index) -> ()
  return
}

// -----

// bufferization.to_tensor still takes an unranked buffer.
func.func @unranked_to_tensor(%m: memref<*xf32>) -> tensor<*xf32> {
  %t = bufferization.to_tensor %m : memref<*xf32> to tensor<*xf32>
  return %t : tensor<*xf32>
}

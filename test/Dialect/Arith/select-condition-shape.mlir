// RUN: strata-opt %s --split-input-file --verify-diagnostics

// The shape check ignores the container kind; the elementwise check
// then rejects a vector mask for a tensor.
func.func @mask_kind(%m: vector<3xi1>, %x: tensor<3xf64>) -> tensor<3xf64> {
  // expected-error@+1 {{'arith.select' op all non-scalar operands/results must have the same shape and base type}}
  %r = arith.select %m, %x, %x : vector<3xi1>, tensor<3xf64>
  return %r : tensor<3xf64>
}

// -----

// A dynamic mask dimension does not match a static one.
func.func @mask_dynamic(%m: tensor<?xi1>, %x: tensor<5xi8>) -> tensor<5xi8> {
  // expected-error@+1 {{'arith.select' op failed to verify that condition is signless i1 or has matching shape}}
  %r = arith.select %m, %x, %x : tensor<?xi1>, tensor<5xi8>
  return %r : tensor<5xi8>
}

// -----

// Same shape, different encoding: the exact condition type is reported.
func.func @mask_encoding(%m: tensor<2x2xi1>, %x: tensor<2x2xi16, "enc">) -> tensor<2x2xi16, "enc"> {
  // expected-error@+1 {{'arith.select' op expected condition type to have the same shape as the result type, expected 'tensor<2x2xi1, "enc">', but got 'tensor<2x2xi1>'}}
  %r = arith.select %m, %x, %x : tensor<2x2xi1>, tensor<2x2xi16, "enc">
  return %r : tensor<2x2xi16, "enc">
}

// -----

func.func @mask_ok(%m: tensor<2x2xi1, "enc">, %x: tensor<2x2xi16, "enc">) -> tensor<2x2xi16, "enc"> {
  %r = arith.select %m, %x, %x : tensor<2x2xi1, "enc">, tensor<2x2xi16, "enc">
  return %r : tensor<2x2xi16, "enc">
}

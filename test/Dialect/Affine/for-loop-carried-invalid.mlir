// RUN: strata-opt %s --split-input-file --verify-diagnostics

// `affine.for` runs upstream's loop-like checks on the values it carries:
// inits, region iter_args, yielded values and results, counts then types.
// (Found by the ods_roundtrip fuzz target: a body with an extra argument
// verified and printed a loop whose text does not parse.)

func.func @extra_region_arg(%n: index) {
  // expected-error @+1 {{'affine.for' op different number of inits and region iter_args: 0 != 1}}
  "affine.for"(%n, %n) <{lowerBoundMap = affine_map<(d0) -> (d0)>, step = 1 : index, upperBoundMap = affine_map<(d0) -> (d0)>, operandSegmentSizes = array<i32: 1, 1, 0>}> ({
  ^bb0(%i: index, %x: bf16):
    "affine.yield"() : () -> ()
  }) : (index, index) -> ()
  return
}

// -----

func.func @init_type(%n: index, %x: i32) {
  // expected-error @+1 {{'affine.for' op 0-th init and 0-th region iter_arg have different type: 'i32' != 'i64'}}
  %r = "affine.for"(%n, %n, %x) <{lowerBoundMap = affine_map<(d0) -> (d0)>, step = 1 : index, upperBoundMap = affine_map<(d0) -> (d0)>, operandSegmentSizes = array<i32: 1, 1, 1>}> ({
  ^bb0(%i: index, %a: i64):
    "affine.yield"(%a) : (i64) -> ()
  }) : (index, index, i32) -> i64
  return
}

// -----

// A bound map must take as many operands as it has dimensions and
// symbols. mlir-opt 22 does not check this and prints a bound that does
// not parse.
func.func @bound_operands(%n: index) {
  // expected-error @+1 {{'affine.for' op operand count and affine map dimension and symbol count must match}}
  "affine.for"(%n, %n) <{lowerBoundMap = affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>, step = 1 : index, upperBoundMap = affine_map<(d0) -> (d0)>, operandSegmentSizes = array<i32: 1, 1, 0>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : (index, index) -> ()
  return
}

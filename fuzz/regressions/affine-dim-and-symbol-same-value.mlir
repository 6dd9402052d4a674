// One value bound to an affine map's dimension and to its symbol prints as
// `%i + symbol(%i)`, which reads back as one dimension used twice and
// prints as `%i * 2` from then on, in mlir-opt 22 as in Strata (listed in
// docs/upstream-differences.md). Found by the ods_roundtrip fuzz target.
func.func @f(%m: memref<8xf32>, %i: index) -> f32 {
  %v = "affine.load"(%m, %i, %i) <{map = affine_map<(d0)[s0] -> (d0 + s0)>}> : (memref<8xf32>, index, index) -> f32
  return %v : f32
}

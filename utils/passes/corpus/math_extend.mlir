// PASSES: --math-extend-to-supported-types
// PASSES: --math-extend-to-supported-types="extra-types=f16 target-type=f64"
// PASSES: --math-extend-to-supported-types="extra-types=bf16,f16"
// PASSES: --math-extend-to-supported-types="target-type=i32"
// PASSES: --math-extend-to-supported-types="extra-types=foo"
func.func @f(%a: f16, %b: bf16, %v: vector<2xf16>, %d: f64, %i: i32) -> (f16, bf16, vector<2xf16>, f64, i32, f16, i1, f16) {
  %x = math.sqrt %a : f16
  %y = math.exp %b fastmath<fast> : bf16
  %z = math.sin %v : vector<2xf16>
  %w = math.cos %d : f64
  %j = math.absi %i : i32
  %p = math.fpowi %a, %i : f16, i32
  %q = math.isnan %a : f16
  %r = math.fma %a, %a, %a : f16
  return %x, %y, %z, %w, %j, %p, %q, %r : f16, bf16, vector<2xf16>, f64, i32, f16, i1, f16
}

func.func @shapes(%t: tensor<2x?xf16>, %v: vector<[4]xbf16>, %r: f8E5M2, %p: i1) -> (tensor<2x?xf16>, vector<[4]xbf16>, f8E5M2) {
  %a = math.tanh %t : tensor<2x?xf16>
  %b = math.atan2 %v, %v : vector<[4]xbf16>
  %c = scf.if %p -> f8E5M2 {
    %d = math.log %r : f8E5M2
    scf.yield %d : f8E5M2
  } else {
    scf.yield %r : f8E5M2
  }
  %e = math.roundeven %c : f8E5M2
  return %a, %b, %e : tensor<2x?xf16>, vector<[4]xbf16>, f8E5M2
}

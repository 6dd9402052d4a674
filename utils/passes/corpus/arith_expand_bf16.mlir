// PASSES: --arith-expand=include-bf16
// PASSES: --arith-expand=include-bf16=false
// PASSES: --arith-expand
func.func @casts(%a: bf16, %b: f32, %v: vector<4xbf16>, %w: vector<4xf32>, %h: f16) -> (f32, bf16, vector<4xf32>, vector<4xbf16>, f64, vector<4xbf16>, bf16) {
  %x = arith.extf %a : bf16 to f32
  %y = arith.truncf %b : f32 to bf16
  %vx = arith.extf %v : vector<4xbf16> to vector<4xf32>
  %wy = arith.truncf %w : vector<4xf32> to vector<4xbf16>
  %d = arith.extf %a : bf16 to f64
  %r = arith.truncf %w : vector<4xf32> to vector<4xbf16>
  return %x, %y, %vx, %wy, %d, %r, %y : f32, bf16, vector<4xf32>, vector<4xbf16>, f64, vector<4xbf16>, bf16
}

// PASSES: --math-expand-ops
// PASSES: --math-expand-ops=ops=roundeven
// PASSES: --math-expand-ops=ops=ctlz,ceil,rsqrt
func.func @halfs(%h: f16, %b: bf16, %t: tensor<2x3xf16>) -> (f16, bf16, tensor<2x3xf16>, bf16, f16) {
  %a = math.sinh %h : f16
  %c = math.ceil %b : bf16
  %d = math.rsqrt %t : tensor<2x3xf16>
  %e = math.exp2 %b : bf16
  %f = math.atanh %h fastmath<fast> : f16
  return %a, %c, %d, %e, %f : f16, bf16, tensor<2x3xf16>, bf16, f16
}

func.func @wide(%x: i64, %y: i1, %z: i128) -> (i64, i1, i128) {
  %a = math.ctlz %x : i64
  %b = math.ctlz %y : i1
  %c = math.ctlz %z : i128
  return %a, %b, %c : i64, i1, i128
}

func.func @vpow(%x: vector<3xf64>, %y: tensor<4xf32>) -> (vector<3xf64>, tensor<4xf32>, vector<3xf64>) {
  %k = arith.constant dense<-4> : vector<3xi64>
  %a = math.fpowi %x, %k : vector<3xf64>, vector<3xi64>
  %two = arith.constant dense<2.0> : tensor<4xf32>
  %b = math.powf %y, %two : tensor<4xf32>
  %c = math.roundeven %x : vector<3xf64>
  return %a, %b, %c : vector<3xf64>, tensor<4xf32>, vector<3xf64>
}

func.func @nested(%p: i1, %x: f32) -> f32 {
  %r = scf.if %p -> f32 {
    %t = math.tanh %x : f32
    scf.yield %t : f32
  } else {
    %c = math.cosh %x : f32
    scf.yield %c : f32
  }
  return %r : f32
}

func.func @zero_power(%x: f32) -> (f32, f32) {
  %c0 = arith.constant 0 : i32
  %a = math.fpowi %x, %c0 : f32, i32
  %m0 = arith.constant -0.0 : f32
  %b = math.powf %x, %m0 : f32
  return %a, %b : f32, f32
}

// PASSES: --math-expand-ops
// PASSES: --math-expand-ops=ops=tanh,fma
// PASSES: --math-expand-ops=ops=powf,fpowi,exp2
func.func @hyperbolic(%x: f32) -> (f32, f32, f32, f32, f32, f32) {
  %a = math.sinh %x : f32
  %b = math.cosh %x : f32
  %c = math.tanh %x : f32
  %d = math.asinh %x : f32
  %e = math.acosh %x : f32
  %f = math.atanh %x : f32
  return %a, %b, %c, %d, %e, %f : f32, f32, f32, f32, f32, f32
}

func.func @misc(%x: f64, %y: f64, %z: f64) -> (f64, f64, f64, f64) {
  %a = math.tan %x : f64
  %b = math.fma %x, %y, %z : f64
  %c = math.exp2 %x : f64
  %d = math.rsqrt %y : f64
  return %a, %b, %c, %d : f64, f64, f64, f64
}

func.func @vectors(%x: vector<4xf32>, %y: vector<4xf32>) -> (vector<4xf32>, vector<4xf32>, vector<4xf32>) {
  %a = math.tanh %x : vector<4xf32>
  %b = math.ceil %x : vector<4xf32>
  %c = math.powf %x, %y : vector<4xf32>
  return %a, %b, %c : vector<4xf32>, vector<4xf32>, vector<4xf32>
}

func.func @powers(%x: f32, %n: i32) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 1.0 : f32
  %cm1 = arith.constant -1.0 : f32
  %ch = arith.constant 0.5 : f32
  %cmh = arith.constant -0.5 : f32
  %c2 = arith.constant 2.0 : f32
  %cm2 = arith.constant -2.0 : f32
  %c3 = arith.constant 3.0 : f32
  %c7 = arith.constant 7 : i32
  %cm3 = arith.constant -3 : i32
  %a = math.powf %x, %c0 : f32
  %b = math.powf %x, %cm1 : f32
  %c = math.powf %x, %ch : f32
  %d = math.powf %x, %cmh : f32
  %e = math.powf %x, %cm2 : f32
  %f = math.powf %x, %c3 : f32
  %g = math.fpowi %x, %c7 : f32, i32
  %h = math.fpowi %x, %cm3 : f32, i32
  %i = math.fpowi %x, %n : f32, i32
  return %a, %b, %c, %d, %e, %f, %g, %h, %i : f32, f32, f32, f32, f32, f32, f32, f32, f32
}

func.func @rounding(%x: f32, %h: f16, %d: f64) -> (f32, f32, f16, f32, f64) {
  %a = math.ceil %x : f32
  %b = math.round %x : f32
  %c = math.roundeven %h : f16
  %e = math.roundeven %x : f32
  %f = math.ceil %d : f64
  return %a, %b, %c, %e, %f : f32, f32, f16, f32, f64
}

func.func @ints(%x: i32, %y: i8, %v: vector<2xi16>) -> (i32, i8, vector<2xi16>) {
  %a = math.ctlz %x : i32
  %b = math.ctlz %y : i8
  %c = math.ctlz %v : vector<2xi16>
  return %a, %b, %c : i32, i8, vector<2xi16>
}

func.func @clamp(%x: f32, %lo: f32, %hi: f32) -> f32 {
  %r = math.clampf %x to [%lo, %hi] fastmath<nnan> : f32
  return %r : f32
}

func.func @dynamic(%x: tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
  %a = math.ceil %x : tensor<?xf32>
  %b = math.rsqrt %x : tensor<?xf32>
  return %a, %b : tensor<?xf32>, tensor<?xf32>
}

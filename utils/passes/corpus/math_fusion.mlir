// PASSES: --math-uplift-to-fma
// PASSES: --math-sincos-fusion
// PASSES: --math-sincos-fusion --math-uplift-to-fma
func.func @f(%a: f32, %b: f32, %c: f32, %v: vector<4xf16>) -> (f32, f32, f32, vector<4xf16>, f32) {
  %m = arith.mulf %a, %b fastmath<contract> : f32
  %s = arith.addf %m, %c fastmath<contract> : f32
  %m2 = arith.mulf %a, %b : f32
  %s2 = arith.addf %c, %m2 fastmath<contract> : f32
  %m3 = arith.mulf %a, %b fastmath<fast> : f32
  %s3 = arith.addf %c, %m3 fastmath<fast> : f32
  %vm = arith.mulf %v, %v fastmath<contract,nnan> : vector<4xf16>
  %vs = arith.addf %vm, %v fastmath<contract> : vector<4xf16>
  %m4 = arith.mulf %a, %b fastmath<contract> : f32
  %s4 = arith.addf %m4, %m4 fastmath<contract> : f32
  return %s, %s2, %s3, %vs, %s4 : f32, f32, f32, vector<4xf16>, f32
}
func.func @sc(%x: f32, %y: f64) -> (f32, f32, f64, f64, f32) {
  %s = math.sin %x : f32
  %c = math.cos %x : f32
  %c2 = math.cos %y fastmath<fast> : f64
  %s2 = math.sin %y fastmath<fast> : f64
  %s3 = math.sin %x fastmath<nnan> : f32
  return %s, %c, %s2, %c2, %s3 : f32, f32, f64, f64, f32
}

func.func @blocks(%x: f32, %p: i1) -> (f32, f32, f32) {
  %c = math.cos %x : f32
  %r = scf.if %p -> f32 {
    %s = math.sin %x : f32
    scf.yield %s : f32
  } else {
    %c2 = math.cos %x : f32
    scf.yield %c2 : f32
  }
  %s3 = math.sin %x : f32
  %c3 = math.cos %x : f32
  %m = arith.mulf %x, %x fastmath<contract,afn> : f32
  %a = arith.addf %m, %r fastmath<reassoc,contract> : f32
  return %a, %s3, %c3 : f32, f32, f32
}

func.func @vec(%v: vector<2xf64>) -> (vector<2xf64>, vector<2xf64>) {
  %c = math.cos %v fastmath<afn> : vector<2xf64>
  %s = math.sin %v fastmath<afn> : vector<2xf64>
  return %s, %c : vector<2xf64>, vector<2xf64>
}

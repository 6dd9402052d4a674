// PASSES: --arith-emulate-unsupported-floats="source-types=bf16,f8E4M3FN target-type=f32"
// PASSES: --arith-emulate-unsupported-floats="source-types=f8E4M3FN,f8E5M2 target-type=f16"
// PASSES: --arith-emulate-unsupported-floats
// PASSES: --arith-emulate-unsupported-floats="source-types=bf16 target-type=foo"
// PASSES: --arith-emulate-unsupported-floats="source-types=bf16,f32 target-type=f32"
// PASSES: --arith-emulate-unsupported-floats="source-types=bar"
func.func @f(%a: bf16, %b: bf16, %v: vector<4xf8E4M3FN>) -> (bf16, i1, vector<4xf8E4M3FN>, f32) {
  %c = arith.constant 1.0 : bf16
  %x = arith.addf %a, %b : bf16
  %y = arith.mulf %x, %c fastmath<fast> : bf16
  %cmp = arith.cmpf olt, %x, %y : bf16
  %w = arith.negf %v : vector<4xf8E4M3FN>
  %e = arith.extf %y : bf16 to f32
  %t = math.sqrt %y : bf16
  %s = arith.select %cmp, %x, %t : bf16
  return %s, %cmp, %w, %e : bf16, i1, vector<4xf8E4M3FN>, f32
}
func.func @g(%a: bf16, %b: bf16, %p: i1) -> (bf16, bf16) {
  %s = arith.select %p, %a, %b : bf16
  %t = math.sqrt %a : bf16
  %u = arith.addf %t, %b : bf16
  %m = arith.maximumf %a, %u : bf16
  return %s, %m : bf16, bf16
}
func.func @h(%a: bf16, %i: i32, %p: i1, %t: tensor<2xbf16>) -> (bf16, i32, bf16, f16, tensor<2xbf16>, bf16, i1) {
  %x = arith.sitofp %i : i32 to bf16
  %y = arith.fptosi %a : bf16 to i32
  %z = arith.select %p, %a, %x : bf16
  %w = arith.constant 1.0 : f16
  %n = arith.negf %t : tensor<2xbf16>
  %r = arith.remf %a, %x : bf16
  %c = arith.cmpf oeq, %a, %a : bf16
  %s = arith.select %c, %a, %x : bf16
  "test.use"(%s) : (bf16) -> ()
  return %z, %y, %r, %w, %n, %x, %c : bf16, i32, bf16, f16, tensor<2xbf16>, bf16, i1
}

func.func @f8(%a: f8E4M3FN, %b: f8E5M2, %m: memref<4xf8E5M2>, %i: index) -> (f8E4M3FN, f8E5M2, f8E5M2) {
  %c = arith.constant 2.0 : f8E4M3FN
  %x = arith.divf %a, %c : f8E4M3FN
  %y = arith.maximumf %b, %b : f8E5M2
  %l = memref.load %m[%i] : memref<4xf8E5M2>
  %z = arith.subf %l, %y : f8E5M2
  %e = arith.extf %x : f8E4M3FN to f32
  %t = arith.truncf %e : f32 to f8E5M2
  %bc = arith.bitcast %a : f8E4M3FN to i8
  %u = arith.uitofp %bc : i8 to f8E5M2
  %s = arith.addf %u, %t : f8E5M2
  cf.br ^bb1(%z : f8E5M2)
^bb1(%arg: f8E5M2):
  %q = arith.mulf %arg, %s : f8E5M2
  return %x, %q, %z : f8E4M3FN, f8E5M2, f8E5M2
}

func.func @consts() -> bf16 {
  %a = arith.constant 1.5 : bf16
  %b = arith.constant 2.25 : bf16
  %c = arith.addf %a, %b : bf16
  return %c : bf16
}

func.func @regions(%p: i1, %a: bf16) -> bf16 {
  %r = scf.if %p -> bf16 {
    %n = arith.negf %a : bf16
    scf.yield %n : bf16
  } else {
    scf.yield %a : bf16
  }
  %s = arith.addf %r, %r : bf16
  return %s : bf16
}

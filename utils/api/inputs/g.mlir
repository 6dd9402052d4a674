func.func @g(%x: f32) -> f32 {
  %0 = arith.mulf %x, %x : f32
  %cst = arith.constant 1.0 : f32
  %1 = arith.addf %0, %cst : f32
  return %1 : f32
}

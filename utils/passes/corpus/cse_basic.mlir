// PASSES: --cse
// PASSES: --cse --mlir-print-debuginfo
// PASSES: --pass-pipeline=builtin.module(func.func(cse))
func.func @arith(%a: i32, %b: i32, %c: i1) -> (i32, i32, i32) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %b, %a : i32
  %2 = arith.subi %a, %b : i32
  %3 = arith.subi %b, %a : i32
  %k1 = arith.constant 1 : i32
  %k2 = arith.constant 1 : i32 loc("k2":1:1)
  %4 = arith.muli %2, %k1 : i32
  %5 = arith.muli %2, %k2 : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %6 = arith.addi %a, %b : i32
  %7 = arith.muli %6, %3 : i32
  cf.br ^bb3(%7 : i32)
^bb2:
  %8 = arith.addi %b, %a : i32
  %9 = arith.muli %8, %3 : i32
  cf.br ^bb3(%9 : i32)
^bb3(%r: i32):
  %10 = arith.muli %0, %3 : i32
  return %r, %4, %10 : i32, i32, i32
}
func.func @math(%x: f32, %y: f32) -> (f32, f32) {
  %0 = math.absf %x : f32
  %1 = math.absf %x : f32
  %2 = math.absf %x fastmath<fast> : f32
  %3 = math.powf %0, %y : f32
  %4 = math.powf %1, %y : f32
  %5 = arith.addf %3, %4 : f32
  %6 = arith.addf %4, %3 : f32
  %7 = arith.mulf %5, %6 : f32
  "u.use"(%2) : (f32) -> ()
  return %7, %5 : f32, f32
}

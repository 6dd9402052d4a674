// PASSES: --inline
// PASSES: --inline=default-pipeline=
// PASSES: --inline=inlining-threshold=50
// PASSES: --inline=inlining-threshold=100
// PASSES: --inline --mlir-print-debuginfo
// PASSES: --inline=max-iterations=2
// PASSES: --inline=default-pipeline=cse
// PASSES: "--inline=default-pipeline=canonicalize{max-iterations=1},cse"
func.func private @leaf(%x: f32) -> f32 {
  %0 = math.sqrt %x : f32 loc("leaf.sqrt")
  return %0 : f32 loc("leaf.ret")
}
func.func private @mid(%x: f32) -> (f32, f32) {
  %0 = call @leaf(%x) : (f32) -> f32 loc("mid.call")
  %1 = arith.addf %0, %x : f32
  return %0, %1 : f32, f32
}
func.func private @poison() -> i32 {
  %0 = ub.poison : i32
  return %0 : i32
}
func.func private @args_in_blocks(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %c, ^next(%x : i32), ^next(%y : i32)
^next(%v: i32):
  %1 = arith.muli %v, %v : i32
  return %1 : i32
}
func.func @top(%x: f32, %c: i1, %a: i32) -> (f32, i32, i32) {
  %0:2 = call @mid(%x) : (f32) -> (f32, f32) loc("top.call")
  %1 = call @poison() : () -> i32
  %2 = call @args_in_blocks(%c, %a, %1) : (i1, i32, i32) -> i32
  %unused = call @leaf(%x) : (f32) -> f32
  return %0#1, %2, %1 : f32, i32, i32
}
func.func @chain_a(%x: i32) -> i32 {
  %0 = call @chain_b(%x) : (i32) -> i32
  return %0 : i32
}
func.func @chain_b(%x: i32) -> i32 {
  %0 = call @chain_c(%x) : (i32) -> i32
  return %0 : i32
}
func.func @chain_c(%x: i32) -> i32 {
  %c = arith.constant 5 : i32
  %0 = arith.addi %x, %c : i32
  return %0 : i32
}
func.func private @loop_a(%x: i32, %c: i1) -> i32 {
  cf.cond_br %c, ^call, ^done
^call:
  %0 = call @loop_b(%x, %c) : (i32, i1) -> i32
  return %0 : i32
^done:
  return %x : i32
}
func.func private @loop_b(%x: i32, %c: i1) -> i32 {
  %0 = call @loop_a(%x, %c) : (i32, i1) -> i32
  return %0 : i32
}
func.func @loop_user(%x: i32, %c: i1) -> i32 {
  %0 = call @loop_a(%x, %c) : (i32, i1) -> i32
  %1 = call @loop_b(%0, %c) : (i32, i1) -> i32
  return %1 : i32
}

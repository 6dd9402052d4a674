// PASSES: --print-op-stats
// PASSES: --print-op-stats=json
// PASSES: --strip-debuginfo --mlir-print-debuginfo
// PASSES: --pass-pipeline=builtin.module(func.func(print-op-stats))
func.func @a(%x: i32 loc("a":1:1), %c: i1) -> i32 {
  %0 = arith.addi %x, %x : i32 loc("b":2:2)
  cf.cond_br %c, ^bb1(%0 : i32), ^bb1(%x : i32) loc(fused["c":3:3, "d"])
^bb1(%y: i32 loc("e":4:4)):
  "u.op"() ({
  ^bb0(%z: i32 loc("f":5:5)):
    "u.end"() : () -> () loc("g"("h":6:6))
  }) : () -> ()
  "single"() : () -> ()
  return %y : i32 loc(callsite("i" at "j":7:7))
} loc("k":8:8)
func.func @b() {
  return
}

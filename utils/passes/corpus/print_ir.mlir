// PASSES: --print-ir
// PASSES: --print-ir=label=start --cse --print-ir=label=after-cse
// PASSES: --mlir-disable-threading --pass-pipeline=builtin.module(func.func(print-ir{label=fn}))
// PASSES: --mlir-disable-threading --pass-pipeline=builtin.module(print-ir{label=outer},func.func(print-ir))

func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  %2 = arith.muli %0, %1 : i32
  return %2 : i32
}
func.func @g() {
  "t.op"() ({
  ^bb0(%x: index):
    "t.yield"(%x) : (index) -> ()
  }) : () -> ()
  return
}

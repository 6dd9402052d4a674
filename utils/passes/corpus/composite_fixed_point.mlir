// PASSES: --composite-fixed-point-pass=pipeline=canonicalize,cse
// PASSES: --composite-fixed-point-pass=pipeline=cse
// PASSES: --mlir-disable-threading '--pass-pipeline=builtin.module(func.func(composite-fixed-point-pass{name=Inner pipeline=cse,canonicalize max-iterations=1}))'
// PASSES: --mlir-disable-threading --pass-pipeline=builtin.module(composite-fixed-point-pass{pipeline=func.func(cse,canonicalize)})
// PASSES: --composite-fixed-point-pass=pipeline=canonicalize,cse --dump-pass-pipeline
// PASSES: '--composite-fixed-point-pass=name=Twice pipeline=cse,canonicalize max-iterations=1'

func.func @f(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %a, %c0 : i32
  %1 = arith.addi %0, %0 : i32
  %2 = arith.addi %0, %0 : i32
  %3 = arith.muli %1, %2 : i32
  return %3 : i32
}
func.func @g(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %0 = arith.muli %a, %c1 : i32
  return %0 : i32
}

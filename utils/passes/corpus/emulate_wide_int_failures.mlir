// PASSES: --arith-emulate-wide-int
// PASSES: --arith-emulate-wide-int=widest-int-supported=24

func.func @div(%a: i64, %b: i64) -> i64 {
  %r = arith.divsi %a, %b : i64
  return %r : i64
}
func.func @wide(%a: i128) -> i128 {
  return %a : i128
}

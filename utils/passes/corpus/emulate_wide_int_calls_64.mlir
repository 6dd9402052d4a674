// PASSES: --arith-emulate-wide-int
// PASSES: --arith-emulate-wide-int="widest-int-supported=16"

func.func private @callee_64(i64, vector<2xi64>) -> (i64, f32)
func.func @caller_64(%a: i64, %v: vector<2xi64>) -> i64 {
  %0:2 = func.call @callee_64(%a, %v) : (i64, vector<2xi64>) -> (i64, f32)
  vector.print %0#0 : i64
  vector.print %v : vector<2xi64> punctuation <comma>
  vector.print str "done"
  return %0#0 : i64
}

func.func @chain_64(%a: i64, %b: i64) -> i64 {
  %0 = arith.addi %a, %b : i64
  %1 = arith.muli %0, %a : i64
  %2 = arith.shli %1, %b : i64
  %3 = arith.cmpi slt, %2, %a : i64
  %4 = arith.select %3, %2, %1 : i64
  return %4 : i64
}

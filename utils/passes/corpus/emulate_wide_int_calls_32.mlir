// PASSES: --arith-emulate-wide-int=widest-int-supported=16

func.func private @callee_32(i32, vector<2xi32>) -> (i32, f32)
func.func @caller_32(%a: i32, %v: vector<2xi32>) -> i32 {
  %0:2 = func.call @callee_32(%a, %v) : (i32, vector<2xi32>) -> (i32, f32)
  vector.print %0#0 : i32
  vector.print %v : vector<2xi32> punctuation <comma>
  vector.print str "done"
  return %0#0 : i32
}

func.func @chain_32(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.muli %0, %a : i32
  %2 = arith.shli %1, %b : i32
  %3 = arith.cmpi slt, %2, %a : i32
  %4 = arith.select %3, %2, %1 : i32
  return %4 : i32
}

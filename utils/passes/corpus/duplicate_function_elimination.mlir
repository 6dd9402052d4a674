// PASSES: --duplicate-function-elimination
// PASSES: --duplicate-function-elimination --mlir-print-op-generic

func.func private @decl1(i32) -> i32
func.func private @decl2(i32) -> i32
func.func @a(%x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32
  return %0 : i32
}
func.func @b(%y: i32) -> i32 {
  %0 = arith.addi %y, %y : i32 loc("somewhere")
  return %0 : i32
}
func.func private @c(%y: i32) -> i32 {
  %0 = arith.addi %y, %y : i32
  return %0 : i32
}
func.func @d(%y: i32) -> i32 attributes {foo} {
  %0 = arith.addi %y, %y : i32
  return %0 : i32
}
func.func @user(%v: i32) -> i32 {
  %0 = call @b(%v) : (i32) -> i32
  %1 = call @decl2(%0) : (i32) -> i32
  %f = func.constant @b : (i32) -> i32
  "t.x"() {ref = [@b, {k = @b::@z}]} : () -> ()
  return %1 : i32
}
func.func @cfg(%c: i1, %x: i32) -> i32 {
  cf.cond_br %c, ^bb1(%x : i32), ^bb2
^bb1(%v: i32):
  return %v : i32
^bb2:
  %k = arith.constant 3 : i32
  return %k : i32
}
func.func @cfg2(%c: i1, %x: i32) -> i32 {
  cf.cond_br %c, ^bb1(%x : i32), ^bb2
^bb1(%v: i32):
  return %v : i32
^bb2:
  %k = arith.constant 3 : i32
  return %k : i32
}
func.func @cfg3(%c: i1, %x: i32) -> i32 {
  cf.cond_br %c, ^bb1(%x : i32), ^bb2
^bb1(%v: i32):
  return %v : i32
^bb2:
  %k = arith.constant 4 : i32
  return %k : i32
}
func.func @swapped(%a: i32, %b: i32) -> i32 {
  %0 = arith.subi %a, %b : i32
  return %0 : i32
}
func.func @swapped2(%a: i32, %b: i32) -> i32 {
  %0 = arith.subi %b, %a : i32
  return %0 : i32
}
func.func @comm(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %b, %a : i32
  return %0 : i32
}
func.func @comm2(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  return %0 : i32
}
func.func @calls_cfg(%c: i1, %x: i32) -> i32 {
  %0 = call @cfg2(%c, %x) : (i1, i32) -> i32
  %1 = call @cfg3(%c, %0) : (i1, i32) -> i32
  %2 = call @swapped2(%0, %1) : (i32, i32) -> i32
  %3 = call @comm2(%2, %1) : (i32, i32) -> i32
  return %3 : i32
}

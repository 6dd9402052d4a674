// PASSES: --inline
func.func private @unregistered(%x: i32) -> i32 {
  %0 = "u.op"(%x) : (i32) -> i32
  return %0 : i32
}
func.func private @marked(%x: i32) -> i32 attributes {no_inline} {
  return %x : i32
}
func.func private @plain(%x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32
  return %0 : i32
}
func.func private @cast(%x: i32) -> i64 {
  %0 = builtin.unrealized_conversion_cast %x : i32 to i64
  return %0 : i64
}
func.func private @two_blocks(%c: i1, %x: i32) -> i32 {
  cf.cond_br %c, ^a, ^b
^a:
  return %x : i32
^b:
  %0 = math.absi %x : i32
  return %0 : i32
}
func.func private @referenced(%x: i32) -> i32 {
  return %x : i32
}
func.func @user(%c: i1, %x: i32) -> (i32, i32, i32, i64) {
  %0 = call @unregistered(%x) : (i32) -> i32
  %1 = call @marked(%0) : (i32) -> i32
  %2 = call @plain(%1) {no_inline} : (i32) -> i32
  %3 = call @plain(%2) : (i32) -> i32
  %4 = call @cast(%3) : (i32) -> i64
  %5 = call @two_blocks(%c, %x) : (i1, i32) -> i32
  "u.use"(%5) : (i32) -> ()
  %7 = call @referenced(%x) : (i32) -> i32
  return %0, %3, %7, %4 : i32, i32, i32, i64
}
"u.keep"() {sym = @referenced} : () -> ()

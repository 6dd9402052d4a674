// PASSES: --inline
// PASSES: --inline=default-pipeline=
// PASSES: --inline=max-iterations=1
func.func private @add1(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.addi %x, %c1 : i32
  return %r : i32
}
func.func private @twice(%x: i32) -> i32 {
  %a = call @add1(%x) : (i32) -> i32
  %b = call @add1(%a) : (i32) -> i32
  return %b : i32
}
func.func @pub_helper(%x: i32) -> i32 {
  %m = arith.muli %x, %x : i32
  return %m : i32
}
func.func @main(%x: i32) -> (i32, i32) {
  %0 = call @twice(%x) : (i32) -> i32
  %1 = call @pub_helper(%0) : (i32) -> i32
  %2 = call @add1(%1) : (i32) -> i32
  return %1, %2 : i32, i32
}
func.func private @never_called(%x: i32) -> i32 {
  return %x : i32
}
func.func private @decl(i32) -> i32
func.func @calls_decl(%x: i32) -> i32 {
  %0 = call @decl(%x) : (i32) -> i32
  return %0 : i32
}
func.func private @no_results(%p: i1) {
  return
}
func.func @void_call(%p: i1) {
  call @no_results(%p) : (i1) -> ()
  return
}

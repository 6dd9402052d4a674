// PASSES: --inline=default-pipeline=
// A symbol taken by func.constant keeps a private callee alive; the
// indirect call is not inlined.
func.func private @ident(%x: i32) -> i32 {
  return %x : i32
}
func.func @indirect(%x: i32) -> i32 {
  %f = func.constant @ident : (i32) -> i32
  %0 = func.call_indirect %f(%x) : (i32) -> i32
  return %0 : i32
}

// PASSES: --inline
// PASSES: --inline=default-pipeline=
func.func @self(%x: i32) -> i32 {
  %0 = call @self(%x) : (i32) -> i32
  return %0 : i32
}
func.func private @even(%x: i32) -> i32 {
  %0 = call @odd(%x) : (i32) -> i32
  return %0 : i32
}
func.func private @odd(%x: i32) -> i32 {
  %0 = call @even(%x) : (i32) -> i32
  return %0 : i32
}
func.func private @ring_a(%x: i32) -> i32 {
  %0 = call @ring_b(%x) : (i32) -> i32
  return %0 : i32
}
func.func private @ring_b(%x: i32) -> i32 {
  %0 = call @ring_c(%x) : (i32) -> i32
  return %0 : i32
}
func.func private @ring_c(%x: i32) -> i32 {
  %c = arith.constant 3 : i32
  %m = arith.muli %x, %c : i32
  %0 = call @ring_a(%m) : (i32) -> i32
  return %0 : i32
}
func.func @entry(%x: i32) -> (i32, i32, i32) {
  %0 = call @self(%x) : (i32) -> i32
  %1 = call @even(%x) : (i32) -> i32
  %2 = call @ring_a(%x) : (i32) -> i32
  return %0, %1, %2 : i32, i32, i32
}

// ARGS: --remove-dead-values
func.func private @two_results(%a: i32, %b: i32) -> (i32, i32) {
  %s = arith.addi %a, %a : i32
  return %s, %b : i32, i32
}

func.func @use_first(%x: i32) -> i32 {
  %r:2 = call @two_results(%x, %x) : (i32, i32) -> (i32, i32)
  %d = arith.muli %x, %x : i32
  return %r#0 : i32
}

func.func private @unused_arg(%a: i32, %b: i64 {test.attr}, %c: f32) -> i64 {
  return %b : i64
}

func.func @calls_unused_arg(%x: i32, %y: i64, %z: f32) -> i64 {
  %r = call @unused_arg(%x, %y, %z) : (i32, i64, f32) -> i64
  %s = call @unused_arg(%x, %y, %z) : (i32, i64, f32) -> i64
  return %r : i64
}

func.func @public_keeps(%a: i32, %b: i32) -> i32 {
  return %a : i32
}

func.func private @external(i32) -> i32

func.func @calls_external(%x: i32) -> i32 {
  %r = call @external(%x) : (i32) -> i32
  %c = arith.constant 3 : i32
  return %c : i32
}

func.func private @no_results(%a: i32) {
  return
}

func.func @calls_no_results(%x: i32) {
  call @no_results(%x) : (i32) -> ()
  return
}

func.func private @chain(%a: i32, %b: i32) -> i32 {
  %s = arith.addi %a, %b : i32
  %t = arith.muli %s, %s : i32
  return %a : i32
}

func.func @calls_chain(%x: i32) -> i32 {
  %c = arith.constant 2 : i32
  %r = call @chain(%x, %c) : (i32, i32) -> i32
  return %r : i32
}

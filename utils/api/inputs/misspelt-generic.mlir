func.func @f(%x: i32) -> i32 {
  %0 = "arith.adi"(%x, %x) : (i32, i32) -> i32
  return %0 : i32
}

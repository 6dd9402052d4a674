// PASSES: --inline
// PASSES: --inline=default-pipeline=
module @outer {
  func.func private @sq(%x: i32) -> i32 {
    %0 = arith.muli %x, %x : i32
    return %0 : i32
  }
  func.func @use_sq(%x: i32) -> i32 {
    %0 = call @sq(%x) : (i32) -> i32
    return %0 : i32
  }
  module @inner {
    func.func private @neg(%x: i32) -> i32 {
      %c0 = arith.constant 0 : i32
      %0 = arith.subi %c0, %x : i32
      return %0 : i32
    }
    func.func @pub_inner(%x: i32) -> i32 {
      return %x : i32
    }
    func.func @use_neg(%x: i32) -> i32 {
      %0 = call @neg(%x) : (i32) -> i32
      %1 = call @pub_inner(%0) : (i32) -> i32
      return %1 : i32
    }
  }
  module {
    func.func @anon_pub(%x: i32) -> i32 {
      return %x : i32
    }
    func.func @anon_user(%x: i32) -> i32 {
      %0 = call @anon_pub(%x) : (i32) -> i32
      return %0 : i32
    }
  }
}

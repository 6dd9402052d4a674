func.func @chain(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %a = arith.addi %c1, %c2 : i32
  %b = arith.addi %a, %c2 : i32
  %c = arith.muli %x, %c1 : i32
  %d = arith.addi %c, %b : i32
  return %d : i32
}
// -----
func.func @dups(%x: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %a = arith.addi %x, %c1 : i32
  %c1_0 = arith.constant 1 : i32
  %b = arith.addi %a, %c1_0 : i32
  %c3 = arith.constant 3 : i32
  %unused = arith.constant 7 : i32
  return %a, %b : i32, i32
}
// -----
func.func @regions(%x: i32, %p: i1) -> i32 {
  %c4 = arith.constant 4 : i32
  %r = scf.if %p -> i32 {
    %c5 = arith.constant 5 : i32
    %s = arith.addi %c4, %c5 : i32
    scf.yield %s : i32
  } else {
    %z = arith.subi %x, %x : i32
    scf.yield %z : i32
  }
  return %r : i32
}
// -----
module {
  func.func @f() -> index {
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %m = arith.muli %c2, %c3 : index
    return %m : index
  }
  func.func @g(%t: i1) -> i1 {
    %true = arith.constant true
    %a = arith.andi %t, %true : i1
    %o = arith.ori %true, %t : i1
    %x = arith.xori %a, %o : i1
    return %x : i1
  }
}

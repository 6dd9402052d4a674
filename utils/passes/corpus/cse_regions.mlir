// PASSES: --cse
"u.use"(%p) : (i32) -> ()
%p = ub.poison : i32
%q = ub.poison : i32
"u.use"(%q) : (i32) -> ()
func.func @nested(%x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32
  "u.region"() ({
    %1 = arith.addi %x, %x : i32
    %2 = arith.addi %x, %x : i32
    "u.use"(%1, %2) : (i32, i32) -> ()
  }) : () -> ()
  "u.multi"() ({
    %3 = arith.addi %x, %x : i32
    "u.br"()[^bb1] : () -> ()
  ^bb1:
    %4 = arith.addi %x, %x : i32
    "u.use"(%3, %4) : (i32, i32) -> ()
    "u.end"() : () -> ()
  }) : () -> ()
  %5 = arith.addi %x, %x : i32
  return %5 : i32
}
func.func @loops(%x: i32, %c: i1) -> i32 {
  %0 = arith.muli %x, %x : i32
  cf.br ^bb1(%0 : i32)
^bb1(%i: i32):
  %1 = arith.muli %x, %x : i32
  %2 = arith.addi %i, %1 : i32
  cf.cond_br %c, ^bb1(%2 : i32), ^bb2
^bb2:
  %3 = arith.muli %x, %x : i32
  return %3 : i32
^bb3:
  %4 = arith.muli %x, %x : i32
  cf.br ^bb3
}

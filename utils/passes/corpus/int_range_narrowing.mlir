// PASSES: --arith-int-range-narrowing=int-bitwidths-supported=8,32
// PASSES: --arith-int-range-narrowing=int-bitwidths-supported=32
// PASSES: --arith-int-range-narrowing=int-bitwidths-supported=16,8
// PASSES: --arith-int-range-narrowing
func.func @scalars(%a: i64, %b: index) -> (i64, i1, index) {
  %c = arith.constant 100 : i64
  %m = arith.andi %a, %c : i64
  %n = arith.addi %m, %c : i64
  %cmp = arith.cmpi slt, %m, %n : i64
  %c4 = arith.constant 4 : index
  %r = arith.remui %b, %c4 : index
  %s = arith.muli %r, %c4 : index
  return %n, %cmp, %s : i64, i1, index
}

func.func @signed(%a: i32, %p: i1) -> (i32, i32, i1) {
  %m5 = arith.constant -5 : i32
  %c7 = arith.constant 7 : i32
  %x = arith.select %p, %m5, %c7 : i32
  %y = arith.muli %x, %c7 : i32
  %z = arith.subi %x, %c7 : i32
  %q = arith.divsi %y, %c7 : i32
  %cmp = arith.cmpi sgt, %y, %z : i32
  return %q, %z, %cmp : i32, i32, i1
}

func.func @vectors(%v: vector<4xi32>) -> vector<4xi32> {
  %c = arith.constant dense<15> : vector<4xi32>
  %a = arith.andi %v, %c : vector<4xi32>
  %b = arith.addi %a, %a : vector<4xi32>
  %s = arith.shli %b, %c : vector<4xi32>
  return %b : vector<4xi32>
}

func.func @index_chain(%a: i8) -> i8 {
  %i = arith.index_castui %a : i8 to index
  %c3 = arith.constant 3 : index
  %s = arith.addi %i, %c3 : index
  %t = arith.index_castui %s : index to i8
  %j = arith.index_cast %t : i8 to index
  %k = arith.index_cast %j : index to i8
  return %k : i8
}

func.func @unknown(%a: i64, %b: i64) -> i64 {
  %s = arith.addi %a, %b : i64
  %m = arith.minui %s, %a : i64
  return %m : i64
}

func.func @cfg(%a: i16, %p: i1) -> i32 {
  %c1 = arith.constant 1 : i32
  %e = arith.extui %a : i16 to i32
  cf.cond_br %p, ^bb1(%e : i32), ^bb1(%c1 : i32)
^bb1(%x: i32):
  %y = arith.addi %x, %c1 : i32
  %z = arith.maxui %y, %c1 : i32
  return %z : i32
}

func.func @loop(%n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %i0 = arith.constant 0 : i32
  %r = scf.for %i = %c0 to %c10 step %c1 iter_args(%acc = %i0) -> i32 {
    %w = arith.index_cast %i : index to i32
    %sum = arith.addi %acc, %w : i32
    scf.yield %sum : i32
  }
  return %r : i32
}

// PASSES: --int-range-optimizations
// PASSES: --arith-unsigned-when-equivalent
func.func @f(%x: i32, %c: i1) -> (i1, i32, index) {
  %c0 = arith.constant 0 : i32
  %c10 = arith.constant 10 : i32
  %a = arith.andi %x, %c10 : i32
  %b = arith.addi %a, %c10 : i32
  %cmp = arith.cmpi sge, %b, %c10 : i32
  %d = arith.divsi %b, %c10 : i32
  %s = arith.select %c, %c0, %c10 : i32
  %m = arith.maxsi %s, %c10 : i32
  %i = arith.index_cast %m : i32 to index
  %r = arith.remui %a, %m : i32
  return %cmp, %d, %i : i1, i32, index
}

func.func @loop(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^h(%c0 : i32)
^h(%i: i32):
  %done = arith.cmpi sge, %i, %n : i32
  cf.cond_br %done, ^e, ^b
^b:
  %j = arith.addi %i, %c1 : i32
  cf.br ^h(%j : i32)
^e:
  return %i : i32
}

func.func @branch(%x: i8) -> i8 {
  %c3 = arith.constant 3 : i8
  %c100 = arith.constant 100 : i8
  %m = arith.remui %x, %c3 : i8
  %lt = arith.cmpi ult, %m, %c3 : i8
  cf.cond_br %lt, ^a(%m : i8), ^b
^a(%v: i8):
  %e = arith.extui %v : i8 to i32
  %t = arith.trunci %e : i32 to i8
  %r = arith.remsi %t, %c100 : i8
  %s = arith.remui %t, %c3 : i8
  %q = arith.addi %r, %s : i8
  return %q : i8
^b:
  %k = arith.muli %x, %c3 : i8
  return %k : i8
}

func.func @signs(%x: i16, %y: i16) -> (i16, i16, i32, i1, i16, i16) {
  %c7 = arith.constant 7 : i16
  %cm = arith.constant -8 : i16
  %a = arith.andi %x, %c7 : i16
  %b = arith.ori %y, %cm : i16
  %d = arith.divsi %a, %c7 : i16
  %e = arith.floordivsi %a, %c7 : i16
  %f = arith.extsi %a : i16 to i32
  %g = arith.cmpi slt, %a, %c7 : i16
  %h = arith.minsi %a, %b : i16
  %k = arith.remsi %b, %c7 : i16
  %w = arith.subi %a, %c7 : i16
  %z = arith.muli %a, %a : i16
  %xx = arith.xori %a, %c7 : i16
  %cmpb = arith.cmpi sgt, %b, %a : i16
  %sel = arith.select %cmpb, %w, %xx : i16
  return %d, %e, %f, %g, %h, %sel : i16, i16, i32, i1, i16, i16
}

func.func @vectors(%v: vector<4xi32>) -> (vector<4xi32>, vector<4xi1>) {
  %m = arith.constant dense<15> : vector<4xi32>
  %big = arith.constant dense<[16, 17, 18, 19]> : vector<4xi32>
  %a = arith.andi %v, %m : vector<4xi32>
  %lt = arith.cmpi slt, %a, %big : vector<4xi32>
  %d = arith.divsi %a, %m : vector<4xi32>
  return %d, %lt : vector<4xi32>, vector<4xi1>
}

func.func @scf_if(%c: i1, %x: index) -> index {
  %c4 = arith.constant 4 : index
  %c2 = arith.constant 2 : index
  %r = scf.if %c -> index {
    scf.yield %c4 : index
  } else {
    scf.yield %c2 : index
  }
  %s = arith.remui %r, %c4 : index
  %u = arith.minui %c4, %c2 : index
  %t = arith.addi %s, %u : index
  return %t : index
}

func.func private @ext() -> i32

func.func @calls() -> i1 {
  %v = func.call @ext() : () -> i32
  %c = arith.constant 5 : i32
  %m = arith.remui %v, %c : i32
  %lt = arith.cmpi ult, %m, %c : i32
  return %lt : i1
}

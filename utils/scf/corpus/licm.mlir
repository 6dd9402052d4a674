// PASSES: --loop-invariant-code-motion
func.func @f(%lb: index, %ub: index, %s: index, %a: i32, %b: i32, %m: memref<4xi32>) {
  scf.for %i = %lb to %ub step %s {
    %x = arith.addi %a, %b : i32
    %d = arith.divui %a, %b : i32
    %c7 = arith.constant 7 : i32
    %d2 = arith.divsi %a, %c7 : i32
    %r = arith.remui %a, %c7 : i32
    %r2 = arith.remsi %a, %b : i32
    %cd = arith.ceildivsi %a, %c7 : i32
    %m1 = arith.constant -1 : i32
    %dm = arith.divsi %a, %m1 : i32
    "test.use"(%x, %d, %d2, %r, %r2, %cd, %dm) : (i32, i32, i32, i32, i32, i32, i32) -> ()
  }
  %w = scf.while (%v = %a) : (i32) -> i32 {
    %y = arith.muli %a, %b : i32
    %c = arith.cmpi slt, %v, %y : i32
    scf.condition(%c) %v : i32
  } do {
  ^bb0(%v2: i32):
    %z = arith.addi %a, %a : i32
    %n = arith.addi %v2, %z : i32
    scf.yield %n : i32
  }
  scf.for %i = %lb to %ub step %s {
    %k = arith.cmpi eq, %a, %b : i32
    scf.if %k {
      %q = arith.addi %a, %b : i32
      "test.use"(%q) : (i32) -> ()
    }
    %e = scf.execute_region -> i32 {
      %q2 = arith.addi %a, %b : i32
      scf.yield %q2 : i32
    }
    "test.use"(%e) : (i32) -> ()
  }
  return
}

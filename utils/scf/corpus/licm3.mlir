// PASSES: --loop-invariant-code-motion
func.func @nest(%lb: index, %ub: index, %s: index, %a: i32, %b: i32, %c: i1) {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  scf.for %i = %lb to %ub step %s {
    %r = scf.for %j = %lb to %ub step %c1 iter_args(%acc = %a) -> i32 {
      %n = arith.addi %acc, %b : i32
      scf.yield %n : i32
    }
    %r2 = scf.for %j = %lb to %ub step %s iter_args(%acc = %a) -> i32 {
      %n = arith.addi %acc, %b : i32
      scf.yield %n : i32
    }
    %r3 = scf.for %j = %lb to %ub step %c0 iter_args(%acc = %a) -> i32 {
      %n = arith.addi %acc, %b : i32
      scf.yield %n : i32
    }
    %q = scf.if %c -> i32 {
      %x = arith.muli %a, %b : i32
      scf.yield %x : i32
    } else {
      scf.yield %a : i32
    }
    %e = scf.execute_region -> i32 {
      scf.yield %a : i32
    }
    "test.use"(%r, %r2, %r3, %q, %e) : (i32, i32, i32, i32, i32) -> ()
  }
  return
}

// PASSES: --loop-invariant-code-motion
func.func @f(%lb: index, %ub: index, %s: index, %a: i32, %b: i32, %v: vector<2xi32>) {
  %c0 = arith.constant 0 : i32
  %c3 = arith.constant 3 : i32
  %m1 = arith.constant -1 : i32
  %vs = arith.constant dense<5> : vector<2xi32>
  %vz = arith.constant dense<[5, 0]> : vector<2xi32>
  scf.for %i = %lb to %ub step %s {
    %0 = arith.floordivsi %a, %b : i32
    %1 = arith.floordivsi %a, %c3 : i32
    %2 = arith.ceildivui %a, %c3 : i32
    %3 = arith.ceildivui %a, %m1 : i32
    %4 = arith.ceildivui %a, %c0 : i32
    %5 = arith.divui %v, %vs : vector<2xi32>
    %6 = arith.divui %v, %vz : vector<2xi32>
    %7 = arith.divsi %v, %vs : vector<2xi32>
    %8 = arith.ceildivsi %a, %m1 : i32
    %9 = arith.remsi %a, %c0 : i32
    %10 = arith.divui %a, %m1 : i32
    "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10) : (i32, i32, i32, i32, i32, vector<2xi32>, vector<2xi32>, vector<2xi32>, i32, i32, i32) -> ()
  }
  return
}

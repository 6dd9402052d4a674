// RUN: strata-opt --allow-unregistered-dialect --loop-invariant-code-motion %s | FileCheck %s

// Loop-invariant code motion out of scf loops: pure ops leave scf.for and
// both regions of scf.while; divisions leave only when the divisor is a
// constant that cannot trap (nonzero, and not -1 when signed; splats
// count); scf.if and scf.for with a nonzero constant step are hoisted with
// their bodies, scf.execute_region and loops of unknown or zero step stay.

// CHECK-LABEL: func.func @division_and_while(
// CHECK-SAME: %arg0: index, %arg1: index, %arg2: index, %arg3: i32, %arg4: i32, %arg5: memref<4xi32>) {
// CHECK-NEXT: %0 = arith.addi %arg3, %arg4 : i32
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: %1 = arith.divsi %arg3, %c7_i32 : i32
// CHECK-NEXT: %2 = arith.remui %arg3, %c7_i32 : i32
// CHECK-NEXT: %3 = arith.remsi %arg3, %arg4 : i32
// CHECK-NEXT: %4 = arith.ceildivsi %arg3, %c7_i32 : i32
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: scf.for %arg6 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: %9 = arith.divui %arg3, %arg4 : i32
// CHECK-NEXT: %10 = arith.divsi %arg3, %c-1_i32 : i32
// CHECK-NEXT: "test.use"(%0, %9, %1, %2, %3, %4, %10) : (i32, i32, i32, i32, i32, i32, i32) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: %5 = arith.muli %arg3, %arg4 : i32
// CHECK-NEXT: %6 = arith.addi %arg3, %arg3 : i32
// CHECK-NEXT: %7 = scf.while (%arg6 = %arg3) : (i32) -> i32 {
// CHECK-NEXT: %9 = arith.cmpi slt, %arg6, %5 : i32
// CHECK-NEXT: scf.condition(%9) %arg6 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg6: i32):
// CHECK-NEXT: %9 = arith.addi %arg6, %6 : i32
// CHECK-NEXT: scf.yield %9 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %8 = arith.cmpi eq, %arg3, %arg4 : i32
// CHECK-NEXT: scf.for %arg6 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: scf.if %8 {
// CHECK-NEXT: %10 = arith.addi %arg3, %arg4 : i32
// CHECK-NEXT: "test.use"(%10) : (i32) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: %9 = scf.execute_region -> i32 {
// CHECK-NEXT: %10 = arith.addi %arg3, %arg4 : i32
// CHECK-NEXT: scf.yield %10 : i32
// CHECK-NEXT: }
// CHECK-NEXT: "test.use"(%9) : (i32) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @division_and_while(%lb: index, %ub: index, %s: index, %a: i32, %b: i32, %m: memref<4xi32>) {
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

// CHECK-LABEL: func.func @divisors(
// CHECK-SAME: %arg0: index, %arg1: index, %arg2: index, %arg3: i32, %arg4: i32, %arg5: vector<2xi32>) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: %cst = arith.constant dense<5> : vector<2xi32>
// CHECK-NEXT: %cst_0 = arith.constant dense<[5, 0]> : vector<2xi32>
// CHECK-NEXT: %0 = arith.floordivsi %arg3, %arg4 : i32
// CHECK-NEXT: %1 = arith.floordivsi %arg3, %c3_i32 : i32
// CHECK-NEXT: %2 = arith.ceildivui %arg3, %c3_i32 : i32
// CHECK-NEXT: %3 = arith.ceildivui %arg3, %c-1_i32 : i32
// CHECK-NEXT: %4 = arith.divui %arg5, %cst : vector<2xi32>
// CHECK-NEXT: %5 = arith.divsi %arg5, %cst : vector<2xi32>
// CHECK-NEXT: %6 = arith.remsi %arg3, %c0_i32 : i32
// CHECK-NEXT: %7 = arith.divui %arg3, %c-1_i32 : i32
// CHECK-NEXT: scf.for %arg6 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: %8 = arith.ceildivui %arg3, %c0_i32 : i32
// CHECK-NEXT: %9 = arith.divui %arg5, %cst_0 : vector<2xi32>
// CHECK-NEXT: %10 = arith.ceildivsi %arg3, %c-1_i32 : i32
// CHECK-NEXT: "test.use"(%0, %1, %2, %3, %8, %4, %9, %5, %10, %6, %7) : (i32, i32, i32, i32, i32, vector<2xi32>, vector<2xi32>, vector<2xi32>, i32, i32, i32) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @divisors(%lb: index, %ub: index, %s: index, %a: i32, %b: i32, %v: vector<2xi32>) {
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

// CHECK-LABEL: func.func @nest(
// CHECK-SAME: %arg0: index, %arg1: index, %arg2: index, %arg3: i32, %arg4: i32, %arg5: i1) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = scf.for %arg6 = %arg0 to %arg1 step %c1 iter_args(%arg7 = %arg3) -> (i32) {
// CHECK-NEXT: %2 = arith.addi %arg7, %arg4 : i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.if %arg5 -> (i32) {
// CHECK-NEXT: %2 = arith.muli %arg3, %arg4 : i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg6 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: %2 = scf.for %arg7 = %arg0 to %arg1 step %arg2 iter_args(%arg8 = %arg3) -> (i32) {
// CHECK-NEXT: %5 = arith.addi %arg8, %arg4 : i32
// CHECK-NEXT: scf.yield %5 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %3 = scf.for %arg7 = %arg0 to %arg1 step %c0 iter_args(%arg8 = %arg3) -> (i32) {
// CHECK-NEXT: %5 = arith.addi %arg8, %arg4 : i32
// CHECK-NEXT: scf.yield %5 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %4 = scf.execute_region -> i32 {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: "test.use"(%0, %2, %3, %1, %4) : (i32, i32, i32, i32, i32) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
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

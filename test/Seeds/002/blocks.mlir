// RUN: strata-opt --legacy-syntax %s | FileCheck %s
// RUN: strata-opt --legacy-syntax %s --convert-std-to-core | FileCheck %s --check-prefix=CORE

// Seed 002, Blocks: @simple (br_cond is the seed's name of cond_br).
func @simple(i64, i1) -> i64 {
^bb0(%a: i64, %cond: i1): // Code dominated by ^bb0 may refer to %a
  br_cond %cond, ^bb1, ^bb2

^bb1:
  br ^bb3(%a: i64)    // Branch passes %a as the argument

^bb2:
  %b = addi %a, %a : i64
  br ^bb3(%b: i64)    // Branch passes %b as the argument

// ^bb3 receives an argument, named %c, from predecessors
// and passes it on to bb4 twice.
^bb3(%c: i64):
  br ^bb4(%c, %c : i64, i64)

^bb4(%d : i64, %e : i64):
  %0 = addi %d, %e : i64
  return %0 : i64
}

// CHECK-LABEL: func.func @simple(%arg0: i64, %arg1: i1) -> i64 {
// CHECK: cond_br %arg1, ^bb1, ^bb2
// CHECK: ^bb1:
// CHECK: br ^bb3(%arg0 : i64)
// CHECK: ^bb2:
// CHECK: %0 = addi %arg0, %arg0 : i64
// CHECK: br ^bb3(%0 : i64)
// CHECK: ^bb3(%1: i64):
// CHECK: br ^bb4(%1, %1 : i64, i64)
// CHECK: ^bb4(%2: i64, %3: i64):
// CHECK: %4 = addi %2, %3 : i64
// CHECK: std.return %4 : i64

// CORE-LABEL: func.func @simple(%arg0: i64, %arg1: i1) -> i64 {
// CORE: cf.cond_br %arg1, ^bb1, ^bb2
// CORE: ^bb1:
// CORE: cf.br ^bb3(%arg0 : i64)
// CORE: ^bb2:
// CORE: %0 = arith.addi %arg0, %arg0 : i64
// CORE: cf.br ^bb3(%0 : i64)
// CORE: ^bb3(%1: i64):
// CORE: cf.br ^bb4(%1, %1 : i64, i64)
// CORE: ^bb4(%2: i64, %3: i64):
// CORE: %4 = arith.addi %2, %3 : i64
// CORE: return %4 : i64

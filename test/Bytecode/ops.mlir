// RUN: strata-opt %s --allow-unregistered-dialect --emit-bytecode | strata-opt --allow-unregistered-dialect --mlir-print-debuginfo | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --emit-bytecode --emit-bytecode-version=1 | strata-opt --allow-unregistered-dialect --mlir-print-debuginfo | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --emit-bytecode --emit-bytecode-version=4 | strata-opt --allow-unregistered-dialect --mlir-print-debuginfo | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --emit-bytecode --emit-bytecode-version=5 | strata-opt --allow-unregistered-dialect --mlir-print-debuginfo | FileCheck %s

// Operations keep their properties (segment sizes included), regions,
// successors, block arguments and locations through bytecode.

// CHECK-LABEL: func.func private @decl(i32) -> i32
func.func private @decl(i32) -> i32

// CHECK-LABEL: func.func @branches(
// CHECK-SAME: %[[A:[a-z0-9]+]]: i32 loc("args.mlir":1:2), %[[C:[a-z0-9]+]]: i1 loc("{{.*}}ops.mlir":14:51))
func.func @branches(%a: i32 loc("args.mlir":1:2), %c: i1) -> i32 {
  // CHECK: %[[K:[a-z0-9_]+]] = arith.constant 7 : i32 loc(#[[LOC:.*]])
  %k = arith.constant 7 : i32 loc("ops.mlir":3:4)
  // CHECK: cf.cond_br %[[C]], ^[[BB1:bb[0-9]+]](%[[A]] : i32), ^[[BB2:bb[0-9]+]]
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb2:
  // CHECK: %[[S:[0-9]+]] = arith.addi %[[A]], %[[K]] overflow<nsw> : i32
  %s = arith.addi %a, %k overflow<nsw> : i32
  // CHECK: cf.br ^[[BB1]](%[[S]] : i32)
  cf.br ^bb1(%s : i32)
^bb1(%x: i32):
  // CHECK: %[[R:[0-9]+]] = call @decl(%{{.*}}) : (i32) -> i32
  %r = func.call @decl(%x) : (i32) -> i32
  return %r : i32
}

// CHECK-LABEL: func.func @loops(
func.func @loops(%lb: index, %ub: index, %init: f32) -> f32 {
  %step = arith.constant 1 : index
  // CHECK: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[ACC:[a-z0-9]+]] = %{{.*}}) -> (f32)
  %r = scf.for %i = %lb to %ub step %step iter_args(%acc = %init) -> (f32) {
    // CHECK: arith.addf %[[ACC]], %[[ACC]] fastmath<fast> : f32
    %n = arith.addf %acc, %acc fastmath<fast> : f32
    scf.yield %n : f32
  }
  // CHECK: scf.for
  // CHECK-NEXT: arith.constant 2.000000e+00 : f32
  scf.for %j = %lb to %ub step %step {
    %c = arith.constant 2.0 : f32
    "t.use"(%c) : (f32) -> ()
  }
  return %r : f32
}

// Uses before definitions in a graph region.
// CHECK-LABEL: "t.graph"() ({
// CHECK-NEXT: %0 = "t.user"(%1) {p = 3 : i64} : (i32) -> i32
// CHECK-NEXT: %1 = "t.def"(%0) : (i32) -> i32
"t.graph"() ({
  %u = "t.user"(%d) {p = 3} : (i32) -> i32
  %d = "t.def"(%u) : (i32) -> i32
}) : () -> ()

// CHECK: #[[LOC]] = loc("ops.mlir":3:4)

// RUN: strata-opt %s --int-range-optimizations | FileCheck %s

// Values with one possible value become constants (hoisted to the entry
// block by the driver); comparisons decided by the ranges fold.
// CHECK-LABEL: func.func @known
// CHECK-DAG:     %[[TEN:.*]] = arith.constant 10 : index
// CHECK-DAG:     %[[TRUE:.*]] = arith.constant true
// CHECK:         %[[A:.*]] = arith.andi %arg0
// CHECK-NEXT:    %[[B:.*]] = arith.addi %[[A]]
// CHECK-NEXT:    %[[D:.*]] = arith.divsi %[[B]]
// CHECK-NEXT:    return %[[TRUE]], %[[D]], %[[TEN]]
func.func @known(%x: i32, %c: i1) -> (i1, i32, index) {
  %c0 = arith.constant 0 : i32
  %c10 = arith.constant 10 : i32
  %a = arith.andi %x, %c10 : i32
  %b = arith.addi %a, %c10 : i32
  %cmp = arith.cmpi sge, %b, %c10 : i32
  %d = arith.divsi %b, %c10 : i32
  %s = arith.select %c, %c0, %c10 : i32
  %m = arith.maxsi %s, %c10 : i32
  %i = arith.index_cast %m : i32 to index
  return %cmp, %d, %i : i1, i32, index
}

// A remainder whose dividend is already below the modulus goes away.
// CHECK-LABEL: func.func @rem
// CHECK:         %[[M:.*]] = arith.remui %arg0
// CHECK-NEXT:    %[[S:.*]] = arith.addi %[[M]], %[[M]]
// CHECK-NEXT:    return %[[S]]
func.func @rem(%x: i8) -> i8 {
  %c3 = arith.constant 3 : i8
  %c100 = arith.constant 100 : i8
  %m = arith.remui %x, %c3 : i8
  %r = arith.remsi %m, %c100 : i8
  %s = arith.addi %r, %m : i8
  return %s : i8
}

// A loop-carried counter widens to the full range instead of iterating.
// CHECK-LABEL: func.func @loop
// CHECK:       ^bb1(%[[I:.*]]: i32):
// CHECK-NEXT:    arith.cmpi sge, %[[I]], %arg0
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

// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --sccp | FileCheck %s

// Values proven constant are rematerialized at the top of the entry block,
// the latest first, even when unused; the originals are erased. Only
// the taken side of a constant branch contributes to the join block.
// CHECK-LABEL: func.func @fold_through_branch
// CHECK-NEXT:    %[[C9:.*]] = arith.constant 9 : i32
// CHECK-NEXT:    %[[T:.*]] = arith.constant true
// CHECK-NEXT:    %[[C5:.*]] = arith.constant 5 : i32
// CHECK-NEXT:    %[[C4:.*]] = arith.constant 4 : i32
// CHECK-NEXT:    %{{.*}} = arith.constant 1 : i32
// CHECK-NEXT:    cf.cond_br %[[T]], ^bb1(%[[C5]] : i32), ^bb2(%arg0 : i32)
// CHECK:       ^bb1(%{{.*}}: i32):
// CHECK-NEXT:    cf.br ^bb3(%[[C5]] : i32)
// CHECK:       ^bb2(%[[Y:.*]]: i32):
// CHECK-NEXT:    %[[M:.*]] = arith.muli %[[Y]], %[[Y]] : i32
// CHECK-NEXT:    cf.br ^bb3(%[[M]] : i32)
// CHECK:       ^bb3(%{{.*}}: i32):
// CHECK-NEXT:    return %[[C9]] : i32
func.func @fold_through_branch(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c4 = arith.constant 4 : i32
  %s = arith.addi %c1, %c4 : i32
  %t = arith.cmpi ult, %c1, %c4 : i32
  cf.cond_br %t, ^bb1(%s : i32), ^bb2(%a : i32)
^bb1(%x: i32):
  cf.br ^bb3(%x : i32)
^bb2(%y: i32):
  %z = arith.muli %y, %y : i32
  cf.br ^bb3(%z : i32)
^bb3(%r: i32):
  %q = arith.addi %r, %c4 : i32
  return %q : i32
}

// -----

// Two different constants meeting in a block argument are not a constant.
// CHECK-LABEL: func.func @conflicting
// CHECK:       ^bb1(%[[X:.*]]: i32):
// CHECK-NEXT:    return %[[X]] : i32
func.func @conflicting(%c: i1) -> i32 {
  %c4 = arith.constant 4 : i32
  %c5 = arith.constant 5 : i32
  cf.cond_br %c, ^bb1(%c4 : i32), ^bb1(%c5 : i32)
^bb1(%x: i32):
  return %x : i32
}

// -----

// A loop counter starting at zero is not constant, but a value carried
// around the loop unchanged is.
// CHECK-LABEL: func.func @loop
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : i32
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : i32
// CHECK:       ^bb1(%[[I:.*]]: i32, %{{.*}}: i32):
// CHECK-NEXT:    arith.cmpi slt, %[[I]], %arg0 : i32
// CHECK:       ^bb2:
// CHECK-NEXT:    %[[N:.*]] = arith.addi %[[I]], %[[C1]] : i32
// CHECK-NEXT:    cf.br ^bb1(%[[N]], %[[C1]] : i32, i32)
// CHECK:       ^bb3:
// CHECK-NEXT:    return %[[C1]] : i32
func.func @loop(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^bb1(%c0, %c1 : i32, i32)
^bb1(%i: i32, %k: i32):
  %cond = arith.cmpi slt, %i, %n : i32
  cf.cond_br %cond, ^bb2, ^bb3
^bb2:
  %next = arith.addi %i, %c1 : i32
  %k2 = arith.muli %k, %c1 : i32
  cf.br ^bb1(%next, %k2 : i32, i32)
^bb3:
  return %k : i32
}

// -----

// Code in blocks that never execute is left alone.
// CHECK-LABEL: func.func @never_executed
// CHECK:       ^bb1:
// CHECK-NEXT:    %[[D:.*]] = arith.addi %{{.*}}, %{{.*}} : i32
// CHECK-NEXT:    return %[[D]] : i32
func.func @never_executed() -> i32 {
  %false = arith.constant false
  %c2 = arith.constant 2 : i32
  cf.cond_br %false, ^bb1, ^bb2
^bb1:
  %d = arith.addi %c2, %c2 : i32
  return %d : i32
^bb2:
  return %c2 : i32
}

// -----

// Arguments of a private function take the constants of its only call
// site, and the call's result takes the constant returned.
// CHECK-LABEL: func.func private @callee
// CHECK-NEXT:    %[[C7:.*]] = arith.constant 7 : i32
// CHECK-NEXT:    return %[[C7]] : i32
// CHECK-LABEL: func.func @caller
// CHECK-NEXT:    %[[C7:.*]] = arith.constant 7 : i32
// CHECK-NEXT:    %{{.*}} = call @callee(%[[C7]]) : (i32) -> i32
// CHECK-NEXT:    return %[[C7]] : i32
func.func private @callee(%a: i32) -> i32 {
  return %a : i32
}
func.func @caller() -> i32 {
  %c = arith.constant 7 : i32
  %r = call @callee(%c) : (i32) -> i32
  return %r : i32
}

// -----

// Public functions may be called from anywhere: nothing is assumed about
// their arguments, nor about calls to external functions.
// CHECK-LABEL: func.func @public
// CHECK-NEXT:    return %arg0 : i32
// CHECK-LABEL: func.func @calls_external
// CHECK:         %[[R:.*]] = call @external
// CHECK-NEXT:    return %[[R]] : i32
func.func @public(%a: i32) -> i32 {
  return %a : i32
}
func.func private @external(i32) -> i32
func.func @calls_external() -> i32 {
  %c = arith.constant 7 : i32
  %r = call @external(%c) : (i32) -> i32
  return %r : i32
}

// -----

// Unregistered operations are not folded; their constant operands still are.
// CHECK-LABEL: func.func @opaque
// CHECK-NEXT:    %[[C:.*]] = arith.constant 3 : i32
// CHECK-NEXT:    %[[U:.*]] = "test.opaque"(%[[C]]) : (i32) -> i32
// CHECK-NEXT:    return %[[U]] : i32
func.func @opaque() -> i32 {
  %c = arith.constant 3 : i32
  %u = "test.opaque"(%c) : (i32) -> i32
  return %u : i32
}

// RUN: strata-opt --allow-unregistered-dialect --lift-cf-to-scf %s | FileCheck %s

// Branches lifted to scf.if / scf.index_switch and cycles to scf.while in
// the forms mlir-opt produces: the switch constants (i32) and poison values
// are created at the top of the entry block (the latest first), the loop
// body sits in the `before` region ending with scf.condition on the
// truncated repeat flag, values live after a loop are carried out of it,
// a cycle with two entries gets a dispatching header, an infinite loop is
// followed by a return of poison, and a branch between two kinds of exits
// stays.

// CHECK-LABEL: func.func @diamond(
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %1 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %1 = arith.muli %arg1, %arg1 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @loop(
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c0_i32_0 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32_1 = arith.constant 1 : i32
// CHECK-NEXT: %1:2 = scf.while (%arg1 = %c0_i32_0, %arg2 = %0) : (i32, i32) -> (i32, i32) {
// CHECK-NEXT: %2 = arith.cmpi slt, %arg1, %arg0 : i32
// CHECK-NEXT: %3:3 = scf.if %2 -> (i32, i32, i32) {
// CHECK-NEXT: %5 = arith.addi %arg1, %c1_i32_1 : i32
// CHECK-NEXT: scf.yield %5, %c0_i32, %c1_i32 : i32, i32, i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %0, %c1_i32, %c0_i32 : i32, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: %4 = arith.trunci %3#2 : i32 to i1
// CHECK-NEXT: scf.condition(%4) %3#0, %arg1 : i32, i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg1: i32, %arg2: i32):
// CHECK-NEXT: scf.yield %arg1, %arg2 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: return %1#1 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @switch(
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %1 = arith.index_castui %arg0 : i32 to index
// CHECK-NEXT: %2:3 = scf.index_switch %1 -> i32, i32, i32
// CHECK-NEXT: case 3 {
// CHECK-NEXT: %5 = arith.addi %arg1, %arg0 : i32
// CHECK-NEXT: scf.yield %0, %5, %c1_i32 : i32, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: case 7 {
// CHECK-NEXT: scf.yield %arg0, %0, %c0_i32 : i32, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: scf.yield %arg1, %0, %c0_i32 : i32, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: %3 = arith.index_castui %2#2 : i32 to index
// CHECK-NEXT: %4 = scf.index_switch %3 -> i32
// CHECK-NEXT: case 0 {
// CHECK-NEXT: scf.yield %2#0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: scf.yield %2#1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %4 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @early_return(
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %1 = scf.while (%arg3 = %0) : (i32) -> i32 {
// CHECK-NEXT: %4:2 = scf.if %arg0 -> (i32, i32) {
// CHECK-NEXT: scf.yield %c2_i32, %c0_i32 : i32, i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %6:2 = scf.if %arg1 -> (i32, i32) {
// CHECK-NEXT: scf.yield %c0_i32, %c1_i32 : i32, i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %c1_i32, %c0_i32 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %6#0, %6#1 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: %5 = arith.trunci %4#1 : i32 to i1
// CHECK-NEXT: scf.condition(%5) %4#0 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg3: i32):
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %2 = arith.index_castui %1 : i32 to index
// CHECK-NEXT: %3 = scf.index_switch %2 -> i32
// CHECK-NEXT: case 1 {
// CHECK-NEXT: %4 = arith.addi %arg2, %arg2 : i32
// CHECK-NEXT: scf.yield %4 : i32
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %3 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @irreducible(
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %c1_i32 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %c0_i32 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %2 = scf.while (%arg2 = %1) : (i32) -> i32 {
// CHECK-NEXT: %3 = arith.index_castui %arg2 : i32 to index
// CHECK-NEXT: %4:3 = scf.index_switch %3 -> i32, i32, i32
// CHECK-NEXT: case 0 {
// CHECK-NEXT: "test.b"() : () -> ()
// CHECK-NEXT: %6:3 = scf.if %arg1 -> (i32, i32, i32) {
// CHECK-NEXT: scf.yield %c1_i32, %c0_i32, %c1_i32 : i32, i32, i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %0, %c1_i32, %c0_i32 : i32, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %6#0, %6#1, %6#2 : i32, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: "test.a"() : () -> ()
// CHECK-NEXT: scf.yield %c0_i32, %c0_i32, %c1_i32 : i32, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: %5 = arith.trunci %4#2 : i32 to i1
// CHECK-NEXT: scf.condition(%5) %4#0 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32):
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @infinite(
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: scf.while : () -> () {
// CHECK-NEXT: "test.spin"() : () -> ()
// CHECK-NEXT: %1 = arith.trunci %c1_i32 : i32 to i1
// CHECK-NEXT: scf.condition(%1)
// CHECK-NEXT: } do {
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: %0 = ub.poison : f32
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @two_exits(
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: ub.unreachable
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nested(
// CHECK-NEXT: %0 = scf.execute_region -> i32 {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %2 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }

// Diamond with a value flowing into the join block.
func.func @diamond(%c: i1, %x: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %a = arith.addi %x, %x : i32
  cf.br ^bb3(%a : i32)
^bb2:
  %m = arith.muli %x, %x : i32
  cf.br ^bb3(%m : i32)
^bb3(%r: i32):
  return %r : i32
}

// A counting loop whose carried value is used after it.
func.func @loop(%n: i32) -> i32 {
  %zero = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  cf.br ^head(%zero : i32)
^head(%i: i32):
  %lt = arith.cmpi slt, %i, %n : i32
  cf.cond_br %lt, ^body, ^exit
^body:
  %next = arith.addi %i, %one : i32
  cf.br ^head(%next : i32)
^exit:
  return %i : i32
}

// A switch with a shared default and case successor.
func.func @switch(%f: i32, %x: i32) -> i32 {
  cf.switch %f : i32, [
    default: ^bb1(%x : i32),
    3: ^bb2,
    7: ^bb1(%f : i32)
  ]
^bb1(%v: i32):
  cf.br ^bb3(%v : i32)
^bb2:
  %w = arith.addi %x, %f : i32
  cf.br ^bb3(%w : i32)
^bb3(%r: i32):
  return %r : i32
}

// Returns from two blocks, one inside a loop.
func.func @early_return(%c: i1, %d: i1, %x: i32) -> i32 {
  cf.br ^head
^head:
  cf.cond_br %c, ^out, ^latch
^latch:
  cf.cond_br %d, ^head, ^done
^out:
  return %x : i32
^done:
  %y = arith.addi %x, %x : i32
  return %y : i32
}

// A cycle entered at two blocks.
func.func @irreducible(%c: i1, %d: i1) {
  cf.cond_br %c, ^a, ^b
^a:
  "test.a"() : () -> ()
  cf.br ^b
^b:
  "test.b"() : () -> ()
  cf.cond_br %d, ^a, ^exit
^exit:
  return
}

// A loop without exit: the function returns poison after it.
func.func @infinite() -> f32 {
  cf.br ^bb1
^bb1:
  "test.spin"() : () -> ()
  cf.br ^bb1
}

// Two kinds of return-like terminators: the branch choosing between them stays.
func.func @two_exits(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  ub.unreachable
^bb2:
  return
}

// Nested regions are lifted too.
func.func @nested(%c: i1, %x: i32) -> i32 {
  %0 = scf.execute_region -> i32 {
    cf.cond_br %c, ^bb1, ^bb2(%x : i32)
  ^bb1:
    %y = arith.addi %x, %x : i32
    cf.br ^bb2(%y : i32)
  ^bb2(%z: i32):
    scf.yield %z : i32
  }
  return %0 : i32
}

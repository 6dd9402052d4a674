// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --cse --mlir-print-debuginfo | FileCheck %s

// Equivalent pure ops in one block collapse onto the first.
// CHECK-LABEL: func.func @same_block
// CHECK-NEXT:    %[[A:.*]] = math.absf %arg0
// CHECK-NEXT:    %[[S:.*]] = math.sqrt %[[A]]
// CHECK-NEXT:    "u.use"(%[[A]], %[[S]], %[[S]])
// CHECK-NEXT:    return
func.func @same_block(%x: f32) {
  %0 = math.absf %x : f32
  %1 = math.absf %x : f32
  %2 = math.sqrt %0 : f32
  %3 = math.sqrt %1 : f32
  "u.use"(%0, %2, %3) : (f32, f32, f32) -> ()
  return
}

// -----

// A dominating op replaces one in a dominated block; siblings do not share.
// CHECK-LABEL: func.func @dominance
// CHECK:         %[[A:.*]] = math.absf %arg1
// CHECK-NEXT:    "u.use"(%[[A]])
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1, ^bb2
// CHECK:       ^bb1:
// CHECK-NEXT:    %[[B:.*]] = math.sqrt %arg1
// CHECK-NEXT:    "u.use"(%[[A]], %[[B]])
// CHECK:       ^bb2:
// CHECK-NEXT:    %[[C:.*]] = math.sqrt %arg1
// CHECK-NEXT:    "u.use"(%[[A]], %[[C]])
func.func @dominance(%c: i1, %x: f32) {
  %0 = math.absf %x : f32
  "u.use"(%0) : (f32) -> ()
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %1 = math.absf %x : f32
  %2 = math.sqrt %x : f32
  "u.use"(%1, %2) : (f32, f32) -> ()
  return
^bb2:
  %3 = math.absf %x : f32
  %4 = math.sqrt %x : f32
  "u.use"(%3, %4) : (f32, f32) -> ()
  return
}

// -----

// Unused pure ops are erased; unregistered ops are never touched.
// CHECK-LABEL: func.func @dead
// CHECK-NEXT:    "u.op"() : () -> i32
// CHECK-NEXT:    "u.op"() : () -> i32
// CHECK-NEXT:    return
func.func @dead(%x: f32) {
  %0 = math.absf %x : f32
  %1 = "u.op"() : () -> i32
  %2 = "u.op"() : () -> i32
  return
}

// -----

// Ops with different attributes, operands or result types stay apart.
// CHECK-LABEL: func.func @different
// CHECK-COUNT-3: ub.poison
// CHECK-NOT:     ub.poison
// CHECK-COUNT-2: math.absf
func.func @different(%x: f32, %y: f32) {
  %0 = ub.poison : i32
  %1 = ub.poison : i64
  %3 = ub.poison : f32
  %4 = math.absf %x : f32
  %5 = math.absf %y : f32
  "u.use"(%0, %1, %3, %4, %5) : (i32, i64, f32, f32, f32) -> ()
  return
}

// -----

// The body of an unregistered op gets its own scope, seeded empty.
// CHECK-LABEL: func.func @unregistered_region
// CHECK:         %[[A:.*]] = math.absf
// CHECK-NEXT:    "u.region"() ({
// CHECK-NEXT:      %[[B:.*]] = math.absf
// CHECK-NEXT:      "u.use"(%[[B]], %[[B]])
// CHECK-NEXT:    })
// CHECK-NEXT:    "u.use"(%[[A]])
func.func @unregistered_region(%x: f32) {
  %0 = math.absf %x : f32
  "u.region"() ({
    %1 = math.absf %x : f32
    %2 = math.absf %x : f32
    "u.use"(%1, %2) : (f32, f32) -> ()
  }) : () -> ()
  "u.use"(%0) : (f32) -> ()
  return
}

// -----

// Unreachable blocks of a multi-block region are left alone.
// CHECK-LABEL: func.func @unreachable
// CHECK:       ^bb1:
// CHECK-NEXT:    math.absf
// CHECK-NEXT:    math.absf
func.func @unreachable(%x: f32) {
  return
^bb1:
  %0 = math.absf %x : f32
  %1 = math.absf %x : f32
  "u.use"(%0, %1) : (f32, f32) -> ()
  cf.br ^bb1
}

// -----

// A graph region (the module body) is processed: the later duplicate is
// replaced where its users were not yet visited.
// CHECK-LABEL: module
// CHECK-NEXT:    "u.use"(%[[A:.*]]) : (i32) -> ()
// CHECK-NEXT:    %[[A]] = ub.poison : i32
// CHECK-NEXT:    "u.use"(%[[A]])
// CHECK-NEXT:  }
"u.use"(%0) : (i32) -> ()
%0 = ub.poison : i32
%1 = ub.poison : i32
"u.use"(%1) : (i32) -> ()

// -----

// The location of a replaced op moves to an unknown-located survivor.
// CHECK-LABEL: func.func @loc
// CHECK-NEXT:    ub.poison : i32 loc(#[[L:.*]])
// CHECK:       #[[L]] = loc("here":1:2)
func.func @loc() -> (i32, i32) {
  %0 = ub.poison : i32 loc(unknown)
  %1 = ub.poison : i32 loc("here":1:2)
  return %0, %1 : i32, i32
}

// -----

// Operands of commutative ops compare as a multiset; others in order.
// CHECK-LABEL: func.func @commutative
// CHECK-NEXT:    %[[A:.*]] = arith.addi %arg0, %arg1
// CHECK-NEXT:    %[[S:.*]] = arith.subi %arg0, %arg1
// CHECK-NEXT:    %[[T:.*]] = arith.subi %arg1, %arg0
// CHECK-NEXT:    return %[[A]], %[[A]], %[[S]], %[[T]]
func.func @commutative(%a: i32, %b: i32) -> (i32, i32, i32, i32) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %b, %a : i32
  %2 = arith.subi %a, %b : i32
  %3 = arith.subi %b, %a : i32
  return %0, %1, %2, %3 : i32, i32, i32, i32
}

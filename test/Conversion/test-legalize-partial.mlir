// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --test-strata-legalize | FileCheck %s

// A 1:1 signature conversion: the argument materialization and the source
// materialization of the replaced op both disappear once every user is
// converted.
// CHECK-LABEL: func.func @one_to_one
// CHECK-SAME:    (%[[A:.*]]: i32) -> i32
// CHECK-NEXT:    %[[S:.*]] = "test.new_add"(%[[A]], %[[A]]) : (i32, i32) -> i32
// CHECK-NEXT:    return %[[S]] : i32
// CHECK-NEXT:  }
func.func @one_to_one(%a: i16) -> i16 {
  %s = "test.old_add"(%a, %a) : (i16, i16) -> i16
  return %s : i16
}

// -----

// 1:N: an i64 becomes two i32 arguments and results.
// CHECK-LABEL: func.func @one_to_many
// CHECK-SAME:    (%[[A:.*]]: i32, %[[B:.*]]: i32) -> (i32, i32)
// CHECK-NEXT:    return %[[A]], %[[B]] : i32, i32
func.func @one_to_many(%a: i64) -> i64 {
  return %a : i64
}

// CHECK-LABEL: func.func private @decl(i32, i32, i32)
func.func private @decl(i64, i16) -> none

// Calls are rebuilt with converted results; an operand produced by an
// unconverted op gets a target materialization, an unconverted user a
// source materialization.
// CHECK-LABEL: func.func @calls
// CHECK-NEXT:    %[[P:.*]] = "test.producer"() : () -> i64
// CHECK-NEXT:    %[[T:.*]]:2 = builtin.unrealized_conversion_cast %[[P]] : i64 to i32, i32
// CHECK-NEXT:    %[[C:.*]]:2 = call @one_to_many(%[[T]]#0, %[[T]]#1) : (i32, i32) -> (i32, i32)
// CHECK-NEXT:    %[[S:.*]] = builtin.unrealized_conversion_cast %[[C]]#0, %[[C]]#1 : i32, i32 to i64
// CHECK-NEXT:    "test.consumer"(%[[S]]) : (i64) -> ()
// CHECK-NEXT:    return %[[C]]#0, %[[C]]#1 : i32, i32
func.func @calls() -> i64 {
  %p = "test.producer"() : () -> i64
  %r = call @one_to_many(%p) : (i64) -> i64
  "test.consumer"(%r) : (i64) -> ()
  return %r : i64
}

// -----

// Non-entry blocks are converted too and branches follow; a dropped
// argument that is still used becomes a materialization without inputs.
// CHECK-LABEL: func.func @blocks
// CHECK-SAME:    (%[[A:.*]]: i32) -> i32
// CHECK-NEXT:    %[[N:.*]] = builtin.unrealized_conversion_cast to none
// CHECK-NEXT:    cf.br ^bb1(%[[A]] : i32)
// CHECK-NEXT:  ^bb1(%[[X:.*]]: i32):
// CHECK-NEXT:    %[[Y:.*]] = "test.new_add"(%[[X]], %[[A]]) : (i32, i32) -> i32
// CHECK-NEXT:    "test.use_none"(%[[N]]) : (none) -> ()
// CHECK-NEXT:    return %[[Y]] : i32
func.func @blocks(%a: i16, %n: none) -> i16 {
  cf.br ^bb1(%a : i16)
^bb1(%x: i16):
  %y = "test.old_add"(%x, %a) : (i16, i16) -> i16
  "test.use_none"(%n) : (none) -> ()
  return %y : i16
}

// -----

// Users without a rule keep seeing the original type; an erased op whose
// result is still used leaves a materialization without inputs.
// CHECK-LABEL: func.func @unconverted_users
// CHECK-NEXT:    %[[S:.*]] = "test.new_add"(%{{.*}}, %{{.*}}) : (i32, i32) -> i32
// CHECK-NEXT:    %[[C:.*]] = builtin.unrealized_conversion_cast %[[S]] : i32 to i16
// CHECK-NEXT:    "test.keep"(%[[C]]) : (i16) -> ()
// CHECK-NEXT:    %[[E:.*]] = builtin.unrealized_conversion_cast to i16
// CHECK-NEXT:    "test.keep"(%[[E]]) : (i16) -> ()
// CHECK-NEXT:    return
func.func @unconverted_users(%a: i16) {
  %0 = "test.old_add"(%a, %a) : (i16, i16) -> i16
  "test.keep"(%0) : (i16) -> ()
  %1 = "test.erase"() : () -> i16
  "test.keep"(%1) : (i16) -> ()
  return
}

// -----

// Ops created by a pattern are legalized in turn (chain_a -> chain_b ->
// chain_c); the highest-benefit pattern that works wins, and a failing
// pattern's changes are undone (no test.garbage); a pattern whose result
// cannot be legalized is undone and its op stays (test.rollback, no
// test.stuck); erased ops without users vanish.
// CHECK-LABEL: func.func @driver
// CHECK-NEXT:    %[[C:.*]] = "test.chain_c"() : () -> i8
// CHECK-NEXT:    %[[H:.*]] = "test.high"(%[[C]]) : (i8) -> i8
// CHECK-NEXT:    "test.rollback"(%[[H]]) : (i8) -> i8
// CHECK-NEXT:    return
func.func @driver() {
  %c = "test.chain_a"() : () -> i8
  %b = "test.benefit"(%c) : (i8) -> i8
  %q = "test.rollback"(%b) : (i8) -> i8
  "test.erase"() : () -> ()
  return
}

// -----

// Ops that are not legal are folded first when their constants are legal;
// ops that do not fold stay.
// CHECK-LABEL: func.func @folding
// CHECK-DAG:     %[[THREE:.*]] = arith.constant 3 : i8
// CHECK-DAG:     arith.constant 1 : i8
// CHECK-DAG:     arith.constant 2 : i8
// CHECK:         %[[M:.*]] = arith.muli %arg0, %arg0 : i8
// CHECK-NEXT:    "test.keep"(%[[THREE]], %[[M]]) : (i8, i8) -> ()
func.func @folding(%x: i8) {
  %c1 = arith.constant 1 : i8
  %c2 = arith.constant 2 : i8
  %s = arith.addi %c1, %c2 : i8
  %m = arith.muli %x, %x : i8
  "test.keep"(%s, %m) : (i8, i8) -> ()
  return
}

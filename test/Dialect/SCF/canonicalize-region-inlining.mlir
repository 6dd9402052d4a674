// RUN: strata-opt %s --split-input-file --canonicalize | FileCheck %s

// A loop running once yields its induction variable and iteration
// argument: once inlined, the results are the values the block arguments
// stood for (the lower bound and the init).

func.func private @effect()
func.func @once_yields_args(%x: i64) -> (index, i64) {
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c3 to %c4 step %c1 iter_args(%iv = %c3, %a = %x) -> (index, i64) {
    func.call @effect() : () -> ()
    scf.yield %i, %a : index, i64
  }
  return %r#0, %r#1 : index, i64
}
// CHECK-LABEL: func.func @once_yields_args(%arg0: i64) -> (index, i64) {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: call @effect() : () -> ()
// CHECK-NEXT: return %c3, %arg0 : index, i64

// -----

// An scf.if on a true condition whose then-region holds only its yield,
// inside a loop that is dead once the if is gone: the moved yield queues
// the loop again, so it goes (with the constant its condition used) in the
// same iteration, and the comparison's new constant stays after the ones
// hoisted first.

func.func private @effect()
func.func @if_in_dead_while() -> (i16, i1) {
  %f = arith.constant 1.000000e+00 : f32
  %w = scf.while (%a = %f) : (f32) -> f32 {
    %false = arith.constant false
    scf.condition(%false) %a : f32
  } do {
  ^bb0(%b: f32):
    %true = arith.constant true
    %r = scf.if %true -> (i16) {
      %m1 = arith.constant -1 : i16
      scf.yield %m1 : i16
    } else {
      func.call @effect() : () -> ()
      %c2 = arith.constant 2 : i16
      scf.yield %c2 : i16
    }
    scf.yield %b : f32
  }
  %k = arith.constant -21249 : i16
  %and = arith.andi %k, %k : i16
  %m = arith.constant -32768 : i16
  %ne = arith.cmpi ne, %m, %m : i16
  return %and, %ne : i16, i1
}
// CHECK-LABEL: func.func @if_in_dead_while() -> (i16, i1) {
// CHECK-NEXT: %c-21249_i16 = arith.constant -21249 : i16
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: return %c-21249_i16, %false : i16, i1

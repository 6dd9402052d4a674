// RUN: strata-run %s --convert-to-llvm -e main --entry-point-result=void | FileCheck %s

func.func private @printI64(i64)
func.func private @printNewline()

// Recursion.
func.func @fib(%n: i64) -> i64 {
  %two = arith.constant 2 : i64
  %small = arith.cmpi slt, %n, %two : i64
  cf.cond_br %small, ^base, ^rec
^base:
  return %n : i64
^rec:
  %one = arith.constant 1 : i64
  %a = arith.subi %n, %one : i64
  %b = arith.subi %n, %two : i64
  %fa = func.call @fib(%a) : (i64) -> i64
  %fb = func.call @fib(%b) : (i64) -> i64
  %s = arith.addi %fa, %fb : i64
  return %s : i64
}

// A cf loop with block arguments: sum of 1..n and n!.
func.func @sum_fact(%n: i64) -> (i64, i64) {
  %zero = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  cf.br ^loop(%one, %zero, %one : i64, i64, i64)
^loop(%i: i64, %sum: i64, %fact: i64):
  %done = arith.cmpi sgt, %i, %n : i64
  cf.cond_br %done, ^exit, ^body
^body:
  %s2 = arith.addi %sum, %i : i64
  %f2 = arith.muli %fact, %i : i64
  %i2 = arith.addi %i, %one : i64
  cf.br ^loop(%i2, %s2, %f2 : i64, i64, i64)
^exit:
  return %sum, %fact : i64, i64
}

func.func @classify(%x: i32) -> i64 {
  cf.switch %x : i32, [
    default: ^other,
    0: ^zero,
    7: ^seven
  ]
^zero:
  %a = arith.constant 100 : i64
  return %a : i64
^seven:
  %b = arith.constant 700 : i64
  return %b : i64
^other:
  %c = arith.constant -1 : i64
  return %c : i64
}

func.func @main() {
  %n = arith.constant 20 : i64
  %f = func.call @fib(%n) : (i64) -> i64
  // CHECK: 6765
  func.call @printI64(%f) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %ten = arith.constant 10 : i64
  %s, %p = func.call @sum_fact(%ten) : (i64) -> (i64, i64)
  // CHECK-NEXT: 55
  func.call @printI64(%s) : (i64) -> ()
  func.call @printNewline() : () -> ()
  // CHECK-NEXT: 3628800
  func.call @printI64(%p) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %c0 = arith.constant 0 : i32
  %c7 = arith.constant 7 : i32
  %c9 = arith.constant 9 : i32
  %r0 = func.call @classify(%c0) : (i32) -> i64
  %r7 = func.call @classify(%c7) : (i32) -> i64
  %r9 = func.call @classify(%c9) : (i32) -> i64
  // CHECK-NEXT: 100
  // CHECK-NEXT: 700
  // CHECK-NEXT: -1
  func.call @printI64(%r0) : (i64) -> ()
  func.call @printNewline() : () -> ()
  func.call @printI64(%r7) : (i64) -> ()
  func.call @printNewline() : () -> ()
  func.call @printI64(%r9) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

// RUN: strata-run %s --convert-to-llvm -e main --entry-point-result=i32 | FileCheck %s

// The entry point's result is written straight to the output while the
// program's prints sit in C's buffer until exit, as with mlir-runner.
// CHECK: -39

func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printF32(f32)
func.func private @printNewline()

func.func @main() -> i32 {
  %a = arith.constant 40 : i64
  %b = arith.constant 2 : i64
  %s = arith.addi %a, %b : i64
  // CHECK-NEXT: 42
  func.call @printI64(%s) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %m = arith.muli %a, %b : i64
  %d = arith.divsi %m, %b : i64
  %r = arith.remsi %m, %b : i64
  %n = arith.subi %r, %d : i64
  // CHECK-NEXT: -40
  func.call @printI64(%n) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %x = arith.constant 1.5 : f64
  %y = arith.constant 0.25 : f64
  %p = arith.mulf %x, %y : f64
  %q = arith.divf %p, %y : f64
  %z = arith.subf %p, %q : f64
  // CHECK-NEXT: -1.125
  func.call @printF64(%z) : (f64) -> ()
  func.call @printNewline() : () -> ()
  %f = arith.constant 3.0 : f32
  %g = math.sqrt %f : f32
  // CHECK-NEXT: 1.73205
  func.call @printF32(%g) : (f32) -> ()
  func.call @printNewline() : () -> ()
  %c = arith.cmpi slt, %n, %s : i64
  %one = arith.constant 1 : i32
  %two = arith.constant 2 : i32
  %sel = arith.select %c, %one, %two : i32
  %i = arith.sitofp %n : i64 to f64
  %e = math.exp %y : f64
  // CHECK-NEXT: 1.28403
  func.call @printF64(%e) : (f64) -> ()
  func.call @printNewline() : () -> ()
  %t = arith.fptosi %i : f64 to i32
  %res = arith.addi %t, %sel : i32
  return %res : i32
}

// RUN: strata-run %s --convert-to-llvm --reconcile-unrealized-casts -e main --entry-point-result=void | FileCheck %s

// Conversions between floats and integers wider than 64 bits round to
// nearest (int to float) and truncate toward zero (float to int).
func.func private @printF64(f64)
func.func private @printI64(i64)
func.func private @printNewline()

func.func @show(%v: i128) {
  %c64 = arith.constant 64 : i128
  %hi = arith.shrui %v, %c64 : i128
  %h = arith.trunci %hi : i128 to i64
  %l = arith.trunci %v : i128 to i64
  call @printI64(%h) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printI64(%l) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @main() {
  // 2^100 + 1 is not a double: it rounds to 2^100.
  // CHECK: 1.26765e+30
  %big = arith.constant 1267650600228229401496703205377 : i128
  %f = arith.sitofp %big : i128 to f64
  call @printF64(%f) : (f64) -> ()
  call @printNewline() : () -> ()
  // CHECK-NEXT: -1.26765e+30
  %zero = arith.constant 0 : i128
  %nb = arith.subi %zero, %big : i128
  %nf = arith.sitofp %nb : i128 to f32
  %nd = arith.extf %nf : f32 to f64
  call @printF64(%nd) : (f64) -> ()
  call @printNewline() : () -> ()
  // As unsigned, -1 is 2^128 - 1, which rounds to 2^128.
  // CHECK-NEXT: 3.40282e+38
  %m1 = arith.constant -1 : i128
  %u = arith.uitofp %m1 : i128 to f64
  call @printF64(%u) : (f64) -> ()
  call @printNewline() : () -> ()
  // An odd width: i100 -5 as signed.
  // CHECK-NEXT: -5
  %w = arith.constant -5 : i100
  %wf = arith.sitofp %w : i100 to f64
  call @printF64(%wf) : (f64) -> ()
  call @printNewline() : () -> ()
  // 1e30 (the double 0xc9f2c9cd04675000000000000) in 64-bit halves.
  // CHECK-NEXT: 54210108624
  // CHECK-NEXT: 5076964154930102272
  %e30 = arith.constant 1.0e30 : f64
  %i = arith.fptosi %e30 : f64 to i128
  call @show(%i) : (i128) -> ()
  // -2.75 (f32) toward zero is -2: high half all ones.
  // CHECK-NEXT: -1
  // CHECK-NEXT: -2
  %m = arith.constant -2.75 : f32
  %mi = arith.fptosi %m : f32 to i128
  call @show(%mi) : (i128) -> ()
  // f16 through the unsigned conversion.
  // CHECK-NEXT: 0
  // CHECK-NEXT: 1000
  %h = arith.constant 1000.0 : f16
  %hi = arith.fptoui %h : f16 to i128
  call @show(%hi) : (i128) -> ()
  return
}

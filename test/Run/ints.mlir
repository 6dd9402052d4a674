// RUN: strata-run %s -e main --entry-point-result=void | FileCheck %s

// Narrow and wide integer arithmetic wraps at the type's width; results are
// widened (sign or zero) before printing.
llvm.func @printI64(i64)
llvm.func @printU64(i64)
llvm.func @printNewline()

llvm.func @show(%v: i64) {
  llvm.call @printI64(%v) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.return
}

llvm.func @main() {
  // i8: 100 + 100 wraps to -56; udiv sees 200.
  %a = llvm.mlir.constant(100 : i8) : i8
  %s8 = llvm.add %a, %a : i8
  %x8 = llvm.sext %s8 : i8 to i64
  // CHECK: -56
  llvm.call @show(%x8) : (i64) -> ()
  %three8 = llvm.mlir.constant(3 : i8) : i8
  %d8 = llvm.udiv %s8, %three8 : i8
  %z8 = llvm.zext %d8 : i8 to i64
  // CHECK-NEXT: 66
  llvm.call @show(%z8) : (i64) -> ()
  // i16: 300 * 300 = 90000 wraps to 24464.
  %b = llvm.mlir.constant(300 : i16) : i16
  %m16 = llvm.mul %b, %b : i16
  %x16 = llvm.sext %m16 : i16 to i64
  // CHECK-NEXT: 24464
  llvm.call @show(%x16) : (i64) -> ()
  %sh = llvm.mlir.constant(4 : i16) : i16
  %neg = llvm.sub %sh, %b : i16
  %ar = llvm.ashr %neg, %sh : i16
  %lr = llvm.lshr %neg, %sh : i16
  %xa = llvm.sext %ar : i16 to i64
  %xl = llvm.zext %lr : i16 to i64
  // CHECK-NEXT: -19
  // CHECK-NEXT: 4077
  llvm.call @show(%xa) : (i64) -> ()
  llvm.call @show(%xl) : (i64) -> ()
  // i1: true + true = false; xor, zext and sext.
  %t = llvm.mlir.constant(true) : i1
  %f = llvm.add %t, %t : i1
  %xf = llvm.zext %f : i1 to i64
  %st = llvm.sext %t : i1 to i64
  // CHECK-NEXT: 0
  // CHECK-NEXT: -1
  llvm.call @show(%xf) : (i64) -> ()
  llvm.call @show(%st) : (i64) -> ()
  // i128: (2^64 + 5) * 3 / 2, then the high and low halves.
  %big = llvm.mlir.constant(18446744073709551621 : i128) : i128
  %c3 = llvm.mlir.constant(3 : i128) : i128
  %c2 = llvm.mlir.constant(2 : i128) : i128
  %p = llvm.mul %big, %c3 : i128
  %q = llvm.sdiv %p, %c2 : i128
  %c64 = llvm.mlir.constant(64 : i128) : i128
  %hi = llvm.lshr %q, %c64 : i128
  %hi64 = llvm.trunc %hi : i128 to i64
  %lo64 = llvm.trunc %q : i128 to i64
  // CHECK-NEXT: 1
  // CHECK-NEXT: -9223372036854775801
  llvm.call @show(%hi64) : (i64) -> ()
  llvm.call @show(%lo64) : (i64) -> ()
  %r = llvm.urem %p, %c64 : i128
  %r64 = llvm.trunc %r : i128 to i64
  // CHECK-NEXT: 15
  llvm.call @show(%r64) : (i64) -> ()
  %lt = llvm.icmp "slt" %big, %p : i128
  %lt64 = llvm.zext %lt : i1 to i64
  // CHECK-NEXT: 1
  llvm.call @show(%lt64) : (i64) -> ()
  // Odd widths: i5 holds -16..15.
  %v5 = llvm.mlir.constant(15 : i5) : i5
  %one5 = llvm.mlir.constant(1 : i5) : i5
  %w5 = llvm.add %v5, %one5 : i5
  %x5 = llvm.sext %w5 : i5 to i64
  // CHECK-NEXT: -16
  llvm.call @show(%x5) : (i64) -> ()
  llvm.return
}

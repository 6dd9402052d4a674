// RUN: strata-run %s -e main --entry-point-result=i64 | FileCheck %s

// The small print helpers of mlir-runner's utility library.
// CHECK: 7
// CHECK-NEXT: ( 1, 18446744073709551615 )
// CHECK-NEXT: hello
llvm.mlir.global internal constant @hello("hello\0A\00") {addr_space = 0 : i32}
llvm.func @printOpen()
llvm.func @printClose()
llvm.func @printComma()
llvm.func @printI64(i64)
llvm.func @printU64(i64)
llvm.func @printNewline()
llvm.func @printString(!llvm.ptr)
llvm.func @rtclock() -> f64

llvm.func @main() -> i64 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %m = llvm.mlir.constant(-1 : i64) : i64
  llvm.call @printOpen() : () -> ()
  llvm.call @printI64(%one) : (i64) -> ()
  llvm.call @printComma() : () -> ()
  llvm.call @printU64(%m) : (i64) -> ()
  llvm.call @printClose() : () -> ()
  llvm.call @printNewline() : () -> ()
  %s = llvm.mlir.addressof @hello : !llvm.ptr
  llvm.call @printString(%s) : (!llvm.ptr) -> ()
  %t0 = llvm.call @rtclock() : () -> f64
  %t1 = llvm.call @rtclock() : () -> f64
  %ok = llvm.fcmp "oge" %t1, %t0 : f64
  %r = llvm.select %ok, %one, %m : i1, i64
  %six = llvm.mlir.constant(6 : i64) : i64
  %res = llvm.add %r, %six : i64
  llvm.return %res : i64
}

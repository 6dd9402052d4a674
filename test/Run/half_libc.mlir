// RUN: strata-run %s -e main --entry-point-result=void | FileCheck %s

// f16 and bf16 values are computed in f32 after extension; a C library
// call (printf, variadic, with a double), a global string, a struct in
// SSA form stored to and loaded from memory, and an indirect call.
llvm.mlir.global internal constant @fmt("value %d %.3f %s\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @word("ok\00") {addr_space = 0 : i32}
llvm.mlir.global internal @counter(5 : i64) {addr_space = 0 : i32} : i64
llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.func @strlen(!llvm.ptr) -> i64
llvm.func @printF32(f32)
llvm.func @printI64(i64)
llvm.func @printNewline()

llvm.func @twice(%x: i64) -> i64 {
  %s = llvm.add %x, %x : i64
  llvm.return %s : i64
}

llvm.func @main() {
  %h = llvm.mlir.constant(1.5 : f16) : f16
  %hh = llvm.fmul %h, %h : f16
  %e = llvm.fpext %hh : f16 to f32
  // CHECK: 2.25
  llvm.call @printF32(%e) : (f32) -> ()
  llvm.call @printNewline() : () -> ()
  %b = llvm.mlir.constant(3.140625 : bf16) : bf16
  %be = llvm.fpext %b : bf16 to f32
  %third = llvm.mlir.constant(0.333333 : f32) : f32
  %t = llvm.fmul %be, %third : f32
  %tb = llvm.fptrunc %t : f32 to bf16
  %back = llvm.fpext %tb : bf16 to f32
  // CHECK-NEXT: 1.04688
  llvm.call @printF32(%back) : (f32) -> ()
  llvm.call @printNewline() : () -> ()
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  %word = llvm.mlir.addressof @word : !llvm.ptr
  %n = llvm.mlir.constant(42 : i32) : i32
  %d = llvm.mlir.constant(2.5 : f64) : f64
  // CHECK-NEXT: value 42 2.500 ok
  %r = llvm.call @printf(%fmt, %n, %d, %word) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, f64, !llvm.ptr) -> i32
  %len = llvm.call @strlen(%fmt) : (!llvm.ptr) -> i64
  // CHECK-NEXT: 17
  llvm.call @printI64(%len) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %g = llvm.mlir.addressof @counter : !llvm.ptr
  %c = llvm.load %g : !llvm.ptr -> i64
  %one = llvm.mlir.constant(1 : i64) : i64
  %c1 = llvm.add %c, %one : i64
  llvm.store %c1, %g : i64, !llvm.ptr
  %u = llvm.mlir.undef : !llvm.struct<(i8, i64, array<2 x f32>)>
  %s0 = llvm.insertvalue %c1, %u[1] : !llvm.struct<(i8, i64, array<2 x f32>)>
  %s1 = llvm.insertvalue %e, %s0[2, 1] : !llvm.struct<(i8, i64, array<2 x f32>)>
  %mem = llvm.alloca %one x !llvm.struct<(i8, i64, array<2 x f32>)> : (i64) -> !llvm.ptr
  llvm.store %s1, %mem : !llvm.struct<(i8, i64, array<2 x f32>)>, !llvm.ptr
  %fp = llvm.getelementptr %mem[0, 2, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i8, i64, array<2 x f32>)>
  %fv = llvm.load %fp : !llvm.ptr -> f32
  // CHECK-NEXT: 2.25
  llvm.call @printF32(%fv) : (f32) -> ()
  llvm.call @printNewline() : () -> ()
  %l = llvm.load %mem : !llvm.ptr -> !llvm.struct<(i8, i64, array<2 x f32>)>
  %cv = llvm.extractvalue %l[1] : !llvm.struct<(i8, i64, array<2 x f32>)>
  %fn = llvm.mlir.addressof @twice : !llvm.ptr
  %tw = llvm.call %fn(%cv) : !llvm.ptr, (i64) -> i64
  // CHECK-NEXT: 12
  llvm.call @printI64(%tw) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.return
}

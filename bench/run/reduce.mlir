// Sum of 10M f32 elements (a[i] = (i mod 10) * 0.1), accumulated in f32.
// Prints the sum and the kernel's seconds (rtclock).
llvm.func @malloc(i64) -> !llvm.ptr
llvm.func @printF64(f64)
llvm.func @printNewline()
llvm.func @rtclock() -> f64

llvm.func @main() {
  %n = llvm.mlir.constant(10000000 : i64) : i64
  %four = llvm.mlir.constant(4 : i64) : i64
  %bytes = llvm.mul %n, %four : i64
  %a = llvm.call @malloc(%bytes) : (i64) -> !llvm.ptr
  %zero = llvm.mlir.constant(0 : i64) : i64
  %one = llvm.mlir.constant(1 : i64) : i64
  %ten = llvm.mlir.constant(10 : i64) : i64
  %tenth = llvm.mlir.constant(0.1 : f32) : f32
  llvm.br ^init(%zero : i64)
^init(%i: i64):
  %ic = llvm.icmp "slt" %i, %n : i64
  llvm.cond_br %ic, ^initb, ^kernel
^initb:
  %r = llvm.urem %i, %ten : i64
  %f = llvm.sitofp %r : i64 to f32
  %v = llvm.fmul %f, %tenth : f32
  %p = llvm.getelementptr %a[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  llvm.store %v, %p : f32, !llvm.ptr
  %i1 = llvm.add %i, %one : i64
  llvm.br ^init(%i1 : i64)
^kernel:
  %t0 = llvm.call @rtclock() : () -> f64
  %fz = llvm.mlir.constant(0.0 : f32) : f32
  llvm.br ^s(%zero, %fz : i64, f32)
^s(%si: i64, %tot: f32):
  %sc = llvm.icmp "slt" %si, %n : i64
  llvm.cond_br %sc, ^sb, ^done
^sb:
  %ps = llvm.getelementptr %a[%si] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %vs = llvm.load %ps : !llvm.ptr -> f32
  %tot1 = llvm.fadd %tot, %vs : f32
  %si1 = llvm.add %si, %one : i64
  llvm.br ^s(%si1, %tot1 : i64, f32)
^done:
  %t1 = llvm.call @rtclock() : () -> f64
  %td = llvm.fpext %tot : f32 to f64
  llvm.call @printF64(%td) : (f64) -> ()
  llvm.call @printNewline() : () -> ()
  %dt = llvm.fsub %t1, %t0 : f64
  llvm.call @printF64(%dt) : (f64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.return
}

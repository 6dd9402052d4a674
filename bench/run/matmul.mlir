// C = A * B for 512x512 f32 matrices (i-k-j order), then a checksum.
// Prints the checksum and the kernel's seconds (rtclock).
llvm.func @malloc(i64) -> !llvm.ptr
llvm.func @printF64(f64)
llvm.func @printNewline()
llvm.func @rtclock() -> f64

llvm.func @main() {
  %n = llvm.mlir.constant(512 : i64) : i64
  %nn = llvm.mul %n, %n : i64
  %four = llvm.mlir.constant(4 : i64) : i64
  %bytes = llvm.mul %nn, %four : i64
  %a = llvm.call @malloc(%bytes) : (i64) -> !llvm.ptr
  %b = llvm.call @malloc(%bytes) : (i64) -> !llvm.ptr
  %c = llvm.call @malloc(%bytes) : (i64) -> !llvm.ptr
  %zero = llvm.mlir.constant(0 : i64) : i64
  %one = llvm.mlir.constant(1 : i64) : i64
  %seven = llvm.mlir.constant(7 : i64) : i64
  %five = llvm.mlir.constant(5 : i64) : i64
  %half = llvm.mlir.constant(0.5 : f32) : f32
  %fz = llvm.mlir.constant(0.0 : f32) : f32
  llvm.br ^init(%zero : i64)
^init(%i: i64):
  %ic = llvm.icmp "slt" %i, %nn : i64
  llvm.cond_br %ic, ^initb, ^kernel
^initb:
  %r7 = llvm.urem %i, %seven : i64
  %r5 = llvm.urem %i, %five : i64
  %f7 = llvm.sitofp %r7 : i64 to f32
  %f5 = llvm.sitofp %r5 : i64 to f32
  %va = llvm.fmul %f7, %half : f32
  %pa = llvm.getelementptr %a[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %pb = llvm.getelementptr %b[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %pc = llvm.getelementptr %c[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  llvm.store %va, %pa : f32, !llvm.ptr
  llvm.store %f5, %pb : f32, !llvm.ptr
  llvm.store %fz, %pc : f32, !llvm.ptr
  %i1 = llvm.add %i, %one : i64
  llvm.br ^init(%i1 : i64)
^kernel:
  %t0 = llvm.call @rtclock() : () -> f64
  llvm.br ^li(%zero : i64)
^li(%x: i64):
  %xc = llvm.icmp "slt" %x, %n : i64
  llvm.cond_br %xc, ^lk0, ^sum
^lk0:
  %rowx = llvm.mul %x, %n : i64
  llvm.br ^lk(%zero : i64)
^lk(%k: i64):
  %kc = llvm.icmp "slt" %k, %n : i64
  llvm.cond_br %kc, ^lj0, ^linext
^lj0:
  %aik = llvm.add %rowx, %k : i64
  %paik = llvm.getelementptr %a[%aik] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %vaik = llvm.load %paik : !llvm.ptr -> f32
  %rowk = llvm.mul %k, %n : i64
  llvm.br ^lj(%zero : i64)
^lj(%j: i64):
  %jc = llvm.icmp "slt" %j, %n : i64
  llvm.cond_br %jc, ^body, ^lknext
^body:
  %bkj = llvm.add %rowk, %j : i64
  %pbkj = llvm.getelementptr %b[%bkj] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %vbkj = llvm.load %pbkj : !llvm.ptr -> f32
  %cij = llvm.add %rowx, %j : i64
  %pcij = llvm.getelementptr %c[%cij] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %vcij = llvm.load %pcij : !llvm.ptr -> f32
  %prod = llvm.fmul %vaik, %vbkj : f32
  %acc = llvm.fadd %vcij, %prod : f32
  llvm.store %acc, %pcij : f32, !llvm.ptr
  %j1 = llvm.add %j, %one : i64
  llvm.br ^lj(%j1 : i64)
^lknext:
  %k1 = llvm.add %k, %one : i64
  llvm.br ^lk(%k1 : i64)
^linext:
  %x1 = llvm.add %x, %one : i64
  llvm.br ^li(%x1 : i64)
^sum:
  %t1 = llvm.call @rtclock() : () -> f64
  %dz = llvm.mlir.constant(0.0 : f64) : f64
  llvm.br ^s(%zero, %dz : i64, f64)
^s(%si: i64, %tot: f64):
  %sc = llvm.icmp "slt" %si, %nn : i64
  llvm.cond_br %sc, ^sb, ^done
^sb:
  %ps = llvm.getelementptr %c[%si] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %vs = llvm.load %ps : !llvm.ptr -> f32
  %vd = llvm.fpext %vs : f32 to f64
  %tot1 = llvm.fadd %tot, %vd : f64
  %si1 = llvm.add %si, %one : i64
  llvm.br ^s(%si1, %tot1 : i64, f64)
^done:
  llvm.call @printF64(%tot) : (f64) -> ()
  llvm.call @printNewline() : () -> ()
  %dt = llvm.fsub %t1, %t0 : f64
  llvm.call @printF64(%dt) : (f64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.return
}

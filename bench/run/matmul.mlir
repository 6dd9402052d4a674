// C = A * B for 512x512 f32 matrices (i-k-j order) in scf/memref, then a
// checksum. Prints the checksum and the kernel's seconds (rtclock).
// Lowered with --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts.
func.func private @printF64(f64)
func.func private @printNewline()
func.func private @rtclock() -> f64

func.func @matmul(%a: memref<512x512xf32>, %b: memref<512x512xf32>, %c: memref<512x512xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 512 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.for %k = %c0 to %n step %c1 {
      %aik = memref.load %a[%i, %k] : memref<512x512xf32>
      scf.for %j = %c0 to %n step %c1 {
        %bkj = memref.load %b[%k, %j] : memref<512x512xf32>
        %cij = memref.load %c[%i, %j] : memref<512x512xf32>
        %p = arith.mulf %aik, %bkj : f32
        %s = arith.addf %cij, %p : f32
        memref.store %s, %c[%i, %j] : memref<512x512xf32>
      }
    }
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 512 : index
  %n64 = arith.constant 512 : i64
  %seven = arith.constant 7 : i64
  %five = arith.constant 5 : i64
  %half = arith.constant 0.5 : f32
  %fz = arith.constant 0.0 : f32
  %a = memref.alloc() : memref<512x512xf32>
  %b = memref.alloc() : memref<512x512xf32>
  %c = memref.alloc() : memref<512x512xf32>
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %ii = arith.index_cast %i : index to i64
      %jj = arith.index_cast %j : index to i64
      %row = arith.muli %ii, %n64 : i64
      %flat = arith.addi %row, %jj : i64
      %r7 = arith.remui %flat, %seven : i64
      %r5 = arith.remui %flat, %five : i64
      %f7 = arith.sitofp %r7 : i64 to f32
      %f5 = arith.sitofp %r5 : i64 to f32
      %va = arith.mulf %f7, %half : f32
      memref.store %va, %a[%i, %j] : memref<512x512xf32>
      memref.store %f5, %b[%i, %j] : memref<512x512xf32>
      memref.store %fz, %c[%i, %j] : memref<512x512xf32>
    }
  }
  %t0 = func.call @rtclock() : () -> f64
  func.call @matmul(%a, %b, %c) : (memref<512x512xf32>, memref<512x512xf32>, memref<512x512xf32>) -> ()
  %t1 = func.call @rtclock() : () -> f64
  %dz = arith.constant 0.0 : f64
  %tot = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %dz) -> (f64) {
    %row = scf.for %j = %c0 to %n step %c1 iter_args(%r = %acc) -> (f64) {
      %v = memref.load %c[%i, %j] : memref<512x512xf32>
      %vd = arith.extf %v : f32 to f64
      %r1 = arith.addf %r, %vd : f64
      scf.yield %r1 : f64
    }
    scf.yield %row : f64
  }
  func.call @printF64(%tot) : (f64) -> ()
  func.call @printNewline() : () -> ()
  %dt = arith.subf %t1, %t0 : f64
  func.call @printF64(%dt) : (f64) -> ()
  func.call @printNewline() : () -> ()
  memref.dealloc %a : memref<512x512xf32>
  memref.dealloc %b : memref<512x512xf32>
  memref.dealloc %c : memref<512x512xf32>
  return
}

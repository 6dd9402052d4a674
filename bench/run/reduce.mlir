// Sum of 10M f32 elements (a[i] = (i mod 10) * 0.1) in scf/memref,
// accumulated in f32. Prints the sum and the kernel's seconds (rtclock).
// Lowered with --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts.
func.func private @printF64(f64)
func.func private @printNewline()
func.func private @rtclock() -> f64

func.func @sum(%a: memref<?xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %a, %c0 : memref<?xf32>
  %fz = arith.constant 0.0 : f32
  %tot = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %fz) -> (f32) {
    %v = memref.load %a[%i] : memref<?xf32>
    %s = arith.addf %acc, %v : f32
    scf.yield %s : f32
  }
  return %tot : f32
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 10000000 : index
  %ten = arith.constant 10 : i64
  %tenth = arith.constant 0.1 : f32
  %a = memref.alloc(%n) : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.index_cast %i : index to i64
    %r = arith.remui %ii, %ten : i64
    %f = arith.sitofp %r : i64 to f32
    %v = arith.mulf %f, %tenth : f32
    memref.store %v, %a[%i] : memref<?xf32>
  }
  %t0 = func.call @rtclock() : () -> f64
  %tot = func.call @sum(%a) : (memref<?xf32>) -> f32
  %t1 = func.call @rtclock() : () -> f64
  %td = arith.extf %tot : f32 to f64
  func.call @printF64(%td) : (f64) -> ()
  func.call @printNewline() : () -> ()
  %dt = arith.subf %t1, %t0 : f64
  func.call @printF64(%dt) : (f64) -> ()
  func.call @printNewline() : () -> ()
  memref.dealloc %a : memref<?xf32>
  return
}

// RUN: strata-run %s --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts -e main --entry-point-result=void -O3 | FileCheck %s
// RUN: strata-run %s --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts -e main --entry-point-result=void -O0 | FileCheck %s
// RUN: strata-run %s --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts -e main --entry-point-result=void -O3 --dump-object --object-filename=%t.clif
// RUN: FileCheck %s --check-prefix=CLIF --input-file=%t.clif

// Unit-stride f32 (f64) loops run 4 (2) lanes at a time at -O2/-O3: trip
// counts that are not a multiple of the vector loop's step finish in the
// scalar loop, and accesses less than 16 bytes apart (a recurrence through
// memory) keep the scalar order, so every result matches -O0.
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefF64(memref<*xf64>)

// dst[i] = src[i] * s + dst[i]
// CLIF-LABEL: ; axpy
// CLIF: load.f32x4
// CLIF: load.f32x4
// CLIF: splat.f32x4
// CLIF: fmul
// CLIF: fadd
// CLIF: store
// The four copies of the body address memory from one scaled index.
// CLIF: load.f32x4 {{v[0-9]+}}+16
// CLIF: load.f32x4 {{v[0-9]+}}+32
// CLIF: load.f32x4 {{v[0-9]+}}+48
// CLIF: store {{v[0-9]+}}, {{v[0-9]+}}+48
// CLIF-LABEL: ; shift
// CLIF: load.f32x4
// CLIF-LABEL: ; twice
// CLIF: load.f64x2
// CLIF-LABEL: ; iota
// CLIF-NOT: f32x4
// CLIF-LABEL: ; main
func.func @axpy(%src: memref<?xf32>, %dst: memref<?xf32>, %s: f32, %lo: index, %hi: index) {
  %c1 = arith.constant 1 : index
  scf.for %i = %lo to %hi step %c1 {
    %x = memref.load %src[%i] : memref<?xf32>
    %y = memref.load %dst[%i] : memref<?xf32>
    %p = arith.mulf %x, %s : f32
    %r = arith.addf %p, %y : f32
    memref.store %r, %dst[%i] : memref<?xf32>
  }
  return
}

// a[i + k] = a[i] + 1 for i in [0, n): a recurrence when 0 < k < 4.
func.func @shift(%a: memref<?xf32>, %k: index, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<?xf32>
    %y = arith.addf %x, %one : f32
    %j = arith.addi %i, %k : index
    memref.store %y, %a[%j] : memref<?xf32>
  }
  return
}

// f64 loops run 2 lanes at a time: a[i] = a[i] + a[i] over 11 elements.
func.func @twice(%a: memref<?xf64>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<?xf64>
    %y = arith.addf %x, %x : f64
    memref.store %y, %a[%i] : memref<?xf64>
  }
  return
}

func.func @iota(%a: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %a, %c0 : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f32
    memref.store %f, %a[%i] : memref<?xf32>
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c7 = arith.constant 7 : index
  %c11 = arith.constant 11 : index
  %c23 = arith.constant 23 : index
  %c15 = arith.constant 15 : index
  %c19 = arith.constant 19 : index
  %a = memref.alloc(%c23) : memref<?xf32>
  %b = memref.alloc(%c23) : memref<?xf32>
  %half = arith.constant 0.5 : f32
  %c1f = arith.constant 1.0 : f32
  // 23 iterations: 16 in lanes (four vectors a step), 7 scalar.
  // CHECK: sizes = [23] strides = [1] data =
  // CHECK-NEXT: [0,  1.5,  3,  4.5,  6,  7.5,  9,  10.5,  12,  13.5,  15,  16.5,  18,  19.5,  21,  22.5,  24,  25.5,  27,  28.5,  30,  31.5,  33]
  func.call @iota(%a) : (memref<?xf32>) -> ()
  func.call @iota(%b) : (memref<?xf32>) -> ()
  func.call @axpy(%a, %b, %half, %c0, %c23) : (memref<?xf32>, memref<?xf32>, f32, index, index) -> ()
  %bu = memref.cast %b : memref<?xf32> to memref<*xf32>
  func.call @printMemrefF32(%bu) : (memref<*xf32>) -> ()
  // The same buffer as source and destination (distance 0) vectorizes.
  // CHECK-NEXT: sizes = [23] strides = [1] data =
  // CHECK-NEXT: [0,  3,  6,  9,  12,  15,  18,  21,  24,  27,  30,  33,  36,  39,  42,  45,  48,  51,  54,  57,  60,  63,  66]
  func.call @axpy(%b, %b, %c1f, %c0, %c23) : (memref<?xf32>, memref<?xf32>, f32, index, index) -> ()
  func.call @printMemrefF32(%bu) : (memref<*xf32>) -> ()
  // a[i + 1] = a[i] + 1: every element depends on the one before.
  // CHECK-NEXT: sizes = [23] strides = [1] data =
  // CHECK-NEXT: [0,  1,  2,  3,  4,  5,  6,  7,  8,  9,  10,  11,  12,  13,  14,  15,  16,  17,  18,  19,  20,  21,  22]
  %z = memref.alloc(%c23) : memref<?xf32>
  %zero = arith.constant 0.0 : f32
  %ten = arith.constant 22 : index
  scf.for %i = %c0 to %c23 step %c1 {
    memref.store %zero, %z[%i] : memref<?xf32>
  }
  func.call @shift(%z, %c1, %ten) : (memref<?xf32>, index, index) -> ()
  %zu = memref.cast %z : memref<?xf32> to memref<*xf32>
  func.call @printMemrefF32(%zu) : (memref<*xf32>) -> ()
  // a[i + 4] = a[i] + 1 is 4 lanes apart: vector order is scalar order.
  // CHECK-NEXT: sizes = [23] strides = [1] data =
  // CHECK-NEXT: [0,  1,  2,  3,  1,  2,  3,  4,  2,  3,  4,  5,  3,  4,  5,  6,  4,  5,  6,  7,  5,  6,  7]
  func.call @iota(%a) : (memref<?xf32>) -> ()
  func.call @shift(%a, %c4, %c19) : (memref<?xf32>, index, index) -> ()
  %au = memref.cast %a : memref<?xf32> to memref<*xf32>
  func.call @printMemrefF32(%au) : (memref<*xf32>) -> ()
  // CHECK-NEXT: sizes = [11] strides = [1] data =
  // CHECK-NEXT: [0.5,  0.5,  0.5,  0.5,  0.5,  0.5,  0.5,  0.5,  0.5,  0.5,  0.5]
  %d = memref.alloc(%c11) : memref<?xf64>
  %q = arith.constant 0.125 : f64
  scf.for %i = %c0 to %c11 step %c1 {
    memref.store %q, %d[%i] : memref<?xf64>
  }
  func.call @twice(%d, %c11) : (memref<?xf64>, index) -> ()
  func.call @twice(%d, %c11) : (memref<?xf64>, index) -> ()
  %du = memref.cast %d : memref<?xf64> to memref<*xf64>
  func.call @printMemrefF64(%du) : (memref<*xf64>) -> ()
  memref.dealloc %d : memref<?xf64>
  memref.dealloc %a : memref<?xf32>
  memref.dealloc %b : memref<?xf32>
  memref.dealloc %z : memref<?xf32>
  return
}

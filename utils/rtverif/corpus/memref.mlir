func.func @load_store(%m: memref<?xf32>, %i: index, %v: f32) -> f32 {
  %0 = memref.load %m[%i] : memref<?xf32>
  memref.store %v, %m[%i] : memref<?xf32>
  return %0 : f32
}
// -----
func.func @two_d(%m: memref<?x4xf32>, %i: index, %j: index, %v: f32) {
  %x = memref.generic_atomic_rmw %m[%i, %j] : memref<?x4xf32> {
  ^bb0(%cur: f32):
    %s = arith.addf %cur, %v : f32
    memref.atomic_yield %s : f32
  }
  %y = memref.atomic_rmw addf %v, %m[%i, %j] : (f32, memref<?x4xf32>) -> f32
  return
}
// -----
func.func @static(%m: memref<f32>, %s: memref<4xf32>) -> f32 {
  %0 = memref.load %m[] : memref<f32>
  %c1 = arith.constant 1 : index
  %1 = memref.load %s[%c1] : memref<4xf32>
  %d = memref.dim %s, %c1 : memref<4xf32>
  return %0 : f32
}
// -----
func.func @casts(%m: memref<?xf32>, %u: memref<*xf32>, %s: memref<?x?xf32, strided<[?, ?], offset: ?>>) {
  %a = memref.cast %m : memref<?xf32> to memref<4xf32>
  %b = memref.cast %u : memref<*xf32> to memref<?x4xf32>
  %c = memref.cast %s : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<2x?xf32, strided<[?, 1], offset: 5>>
  %d = memref.cast %m : memref<?xf32> to memref<*xf32>
  return
}
// -----
func.func @dims(%m: memref<?x4xf32>, %i: index) -> index {
  %d = memref.dim %m, %i : memref<?x4xf32>
  return %d : index
}
// -----
func.func @copy(%a: memref<?x4xf32>, %b: memref<2x?xf32>, %c: memref<2x4xf32>) {
  memref.copy %a, %b : memref<?x4xf32> to memref<2x?xf32>
  memref.copy %c, %c : memref<2x4xf32> to memref<2x4xf32>
  return
}
// -----
func.func @align(%a: memref<?xf32>) {
  %x = memref.assume_alignment %a, 16 : memref<?xf32>
  return
}
// -----
func.func @expand(%m: memref<?xf32>, %s: memref<4x6xf32>, %n: index) {
  %e = memref.expand_shape %m [[0, 1]] output_shape [%n, 4] : memref<?xf32> into memref<?x4xf32>
  %f = memref.expand_shape %s [[0, 1], [2, 3]] output_shape [2, 2, 3, 2] : memref<4x6xf32> into memref<2x2x3x2xf32>
  return
}
// -----
func.func @nested(%m: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %v = memref.load %m[%i] : memref<?xf32> loc("inner")
    memref.store %v, %m[%c0] : memref<?xf32>
  }
  return
}
// -----
module {
  func.func @a(%m: memref<8xi32>, %i: index) -> i32 {
    %0 = memref.load %m[%i] : memref<8xi32>
    return %0 : i32
  }
  func.func @b(%m: memref<8x?xi32, 1>, %i: index) -> i32 {
    %0 = memref.load %m[%i, %i] : memref<8x?xi32, 1>
    return %0 : i32
  }
}
// -----
func.func @bad_level() {
  return
}

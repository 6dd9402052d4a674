// PASSES: --sroa
// PASSES: --sroa --mem2reg
func.func @f(%v: f32, %i: index) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloca() : memref<2xf32>
  memref.store %v, %a[%c0] : memref<2xf32>
  memref.store %v, %a[%c1] : memref<2xf32>
  %x = memref.load %a[%c0] : memref<2xf32>
  %y = memref.load %a[%c1] : memref<2xf32>
  return %x, %y : f32, f32
}
func.func @g(%v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloca() : memref<2x3xi32>
  memref.store %v, %a[%c1, %c0] : memref<2x3xi32>
  %x = memref.load %a[%c1, %c0] : memref<2x3xi32>
  return %x : i32
}
func.func @dyn(%v: i32, %i: index) -> i32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloca() : memref<2xi32>
  memref.store %v, %a[%i] : memref<2xi32>
  %x = memref.load %a[%c0] : memref<2xi32>
  return %x : i32
}
func.func @big(%v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloca() : memref<100xi32>
  memref.store %v, %a[%c0] : memref<100xi32>
  %x = memref.load %a[%c0] : memref<100xi32>
  return %x : i32
}

func.func private @use(memref<2xf32>)

func.func @escapes(%v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloca() : memref<2xf32>
  memref.store %v, %a[%c0] : memref<2xf32>
  func.call @use(%a) : (memref<2xf32>) -> ()
  %x = memref.load %a[%c0] : memref<2xf32>
  return %x : f32
}

func.func @nested(%p: i1, %v: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %a = memref.alloca() {alignment = 16 : i64} : memref<2x2x4xi64, 1>
  scf.if %p {
    memref.store %v, %a[%c1, %c0, %c2] : memref<2x2x4xi64, 1>
  }
  memref.store %v, %a[%c0, %c1, %c2] : memref<2x2x4xi64, 1>
  memref.store %v, %a[%c1, %c1, %c1] : memref<2x2x4xi64, 1>
  %x = memref.load %a[%c1, %c0, %c2] : memref<2x2x4xi64, 1>
  %y = memref.load %a[%c0, %c1, %c2] : memref<2x2x4xi64, 1>
  %s = arith.addi %x, %y : i64
  return %s : i64
}

func.func @bounds(%v: i8) -> i8 {
  %c5 = arith.constant 5 : index
  %c0 = arith.constant 0 : index
  %a = memref.alloca() : memref<4xi8>
  %b = memref.alloca() : memref<17xi8>
  %u = memref.alloca() : memref<3xi8>
  memref.store %v, %a[%c5] : memref<4xi8>
  memref.store %v, %b[%c0] : memref<17xi8>
  %x = memref.load %b[%c0] : memref<17xi8>
  return %x : i8
}

func.func @stored(%v: f16) -> f16 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %inner = memref.alloca() : memref<2xf16>
  %outer = memref.alloca() : memref<2xmemref<2xf16>>
  memref.store %inner, %outer[%c1] : memref<2xmemref<2xf16>>
  memref.store %v, %inner[%c1] : memref<2xf16>
  %m = memref.load %outer[%c1] : memref<2xmemref<2xf16>>
  %x = memref.load %m[%c0] : memref<2xf16>
  return %x : f16
}

func.func @many(%v: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %a = memref.alloca() : memref<4x4xindex>
  memref.store %v, %a[%c0, %c0] : memref<4x4xindex>
  memref.store %v, %a[%c3, %c2] : memref<4x4xindex>
  memref.store %v, %a[%c2, %c3] : memref<4x4xindex>
  %x = memref.load %a[%c0, %c0] : memref<4x4xindex>
  %y = memref.load %a[%c3, %c2] : memref<4x4xindex>
  %z = memref.load %a[%c1, %c1] : memref<4x4xindex>
  %s = arith.addi %x, %y : index
  %t = arith.addi %s, %z : index
  return %t : index
}

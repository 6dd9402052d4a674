// RUN: strata-opt %s --sroa | FileCheck %s
// RUN: strata-opt %s --sroa --mem2reg | FileCheck %s --check-prefix=PROMOTE

// Each element accessed with constant indices gets its own rank-0 alloca,
// created right after the original in the order of the most recent uses
// first; the accesses drop their indices. With mem2reg the slots vanish.
// CHECK-LABEL: func.func @split
// CHECK:         %[[A1:.*]] = memref.alloca() : memref<f32>
// CHECK-NEXT:    %[[A0:.*]] = memref.alloca() : memref<f32>
// CHECK-NEXT:    memref.store %arg0, %[[A0]][] : memref<f32>
// CHECK-NEXT:    memref.store %arg1, %[[A1]][] : memref<f32>
// CHECK-NEXT:    %[[X:.*]] = memref.load %[[A0]][] : memref<f32>
// CHECK-NEXT:    %[[Y:.*]] = memref.load %[[A1]][] : memref<f32>
// CHECK-NEXT:    return %[[X]], %[[Y]]
// PROMOTE-LABEL: func.func @split
// PROMOTE-NOT:     memref.alloca
// PROMOTE:         return %arg0, %arg1
func.func @split(%v: f32, %w: f32) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloca() : memref<2x1xf32>
  memref.store %v, %a[%c0, %c0] : memref<2x1xf32>
  memref.store %w, %a[%c1, %c0] : memref<2x1xf32>
  %x = memref.load %a[%c0, %c0] : memref<2x1xf32>
  %y = memref.load %a[%c1, %c0] : memref<2x1xf32>
  return %x, %y : f32, f32
}

// A dynamic index, an out-of-bounds index, an escaping use or more than 16
// elements keep the alloca whole.
// CHECK-LABEL: func.func @kept
// CHECK:         memref.alloca() : memref<2xi32>
// CHECK:         memref.alloca() : memref<4xi32>
// CHECK:         memref.alloca() : memref<3xi32>
// CHECK:         memref.alloca() : memref<17xi32>
// CHECK-NOT:     memref<i32>
func.func @kept(%v: i32, %i: index) -> (i32, memref<3xi32>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %a = memref.alloca() : memref<2xi32>
  memref.store %v, %a[%i] : memref<2xi32>
  %b = memref.alloca() : memref<4xi32>
  memref.store %v, %b[%c4] : memref<4xi32>
  %e = memref.alloca() : memref<3xi32>
  memref.store %v, %e[%c0] : memref<3xi32>
  %big = memref.alloca() : memref<17xi32>
  memref.store %v, %big[%c0] : memref<17xi32>
  %x = memref.load %a[%c0] : memref<2xi32>
  return %x, %e : i32, memref<3xi32>
}

// Only the used elements get allocas; the layout's memory space and the
// alignment are not kept.
// CHECK-LABEL: func.func @sparse
// CHECK:         %[[S:.*]] = memref.alloca() : memref<i64>
// CHECK-NEXT:    scf.if %arg0 {
// CHECK-NEXT:      memref.store %arg1, %[[S]][] : memref<i64>
// CHECK-NOT:     memref.alloca
func.func @sparse(%p: i1, %v: i64) {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %a = memref.alloca() {alignment = 8 : i64} : memref<2x4xi64, 1>
  scf.if %p {
    memref.store %v, %a[%c1, %c3] : memref<2x4xi64, 1>
  }
  return
}

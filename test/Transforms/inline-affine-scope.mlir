// RUN: strata-opt %s --inline | FileCheck %s

// An affine operation keeps its meaning only where its parent is an affine
// scope (a function body) or an affine loop or conditional: a callee
// holding one is inlined into a function body but not into an scf.if,
// while a callee without affine operations is inlined there.

func.func private @store(%m: memref<4xi32>, %v: i32) {
  affine.store %v, %m[1] : memref<4xi32>
  return
}

func.func private @plain(%m: memref<4xi32>, %v: i32) {
  %c1 = arith.constant 1 : index
  memref.store %v, %m[%c1] : memref<4xi32>
  return
}

// CHECK-LABEL: func.func @top
// CHECK-SAME:    (%[[M:.*]]: memref<4xi32>, %[[V:.*]]: i32)
// CHECK-NEXT:    affine.store %[[V]], %[[M]][1] : memref<4xi32>
// CHECK-NEXT:    return
func.func @top(%m: memref<4xi32>, %v: i32) {
  func.call @store(%m, %v) : (memref<4xi32>, i32) -> ()
  return
}

// CHECK-LABEL: func.func @in_scf
// CHECK-SAME:    (%[[M:.*]]: memref<4xi32>, %[[V:.*]]: i32, %[[C:.*]]: i1)
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    scf.if %[[C]] {
// CHECK-NEXT:      func.call @store(%[[M]], %[[V]]) : (memref<4xi32>, i32) -> ()
// CHECK-NEXT:      memref.store %[[V]], %[[M]][%[[C1]]] : memref<4xi32>
// CHECK-NEXT:    }
func.func @in_scf(%m: memref<4xi32>, %v: i32, %c: i1) {
  scf.if %c {
    func.call @store(%m, %v) : (memref<4xi32>, i32) -> ()
    func.call @plain(%m, %v) : (memref<4xi32>, i32) -> ()
  }
  return
}

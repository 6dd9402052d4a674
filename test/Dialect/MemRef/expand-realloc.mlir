// RUN: strata-opt --expand-realloc %s | FileCheck %s
// RUN: strata-opt --expand-realloc=emit-deallocs=false %s | FileCheck %s --check-prefix=NODEALLOC

// A realloc becomes an scf.if on whether the buffer grows: a new buffer
// with a copy of the old one (then freed), or the old buffer reinterpreted
// with the new size. The comparison is not folded, even when static.

// CHECK-LABEL: func.func @grow_dynamic(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?xi16>
// CHECK-NEXT: %0 = arith.cmpi ult, %dim, %arg1 : index
// CHECK-NEXT: %1 = scf.if %0 -> (memref<?xi16>) {
// CHECK-NEXT: %alloc = memref.alloc(%arg1) : memref<?xi16>
// CHECK-NEXT: %subview = memref.subview %alloc[0] [%dim] [1] : memref<?xi16> to memref<?xi16, strided<[1]>>
// CHECK-NEXT: memref.copy %arg0, %subview : memref<?xi16> to memref<?xi16, strided<[1]>>
// CHECK-NEXT: memref.dealloc %arg0 : memref<?xi16>
// CHECK-NEXT: scf.yield %alloc : memref<?xi16>
// CHECK-NEXT: } else {
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [%arg1], strides: [1] : memref<?xi16> to memref<?xi16>
// CHECK-NEXT: scf.yield %reinterpret_cast : memref<?xi16>
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : memref<?xi16>
// NODEALLOC-LABEL: func.func @grow_dynamic(
// NODEALLOC-NOT: memref.dealloc
// NODEALLOC: scf.yield %alloc
func.func @grow_dynamic(%m: memref<?xi16>, %n: index) -> memref<?xi16> {
  %0 = memref.realloc %m(%n) : memref<?xi16> to memref<?xi16>
  return %0 : memref<?xi16>
}

// CHECK-LABEL: func.func @static_to_static(
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %0 = arith.cmpi ult, %c3, %c5 : index
// CHECK-NEXT: %1 = scf.if %0 -> (memref<5xf64, 2>) {
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 32 : i64} : memref<5xf64, 2>
// CHECK-NEXT: %subview = memref.subview %alloc[0] [3] [1] : memref<5xf64, 2> to memref<3xf64, strided<[1]>, 2>
// CHECK-NEXT: memref.copy %arg0, %subview : memref<3xf64, 2> to memref<3xf64, strided<[1]>, 2>
// CHECK-NEXT: memref.dealloc %arg0 : memref<3xf64, 2>
// CHECK-NEXT: scf.yield %alloc : memref<5xf64, 2>
// CHECK-NEXT: } else {
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [5], strides: [1] : memref<3xf64, 2> to memref<5xf64, 2>
// CHECK-NEXT: scf.yield %reinterpret_cast : memref<5xf64, 2>
// CHECK-NEXT: }
func.func @static_to_static(%m: memref<3xf64, 2>) -> memref<5xf64, 2> {
  %0 = memref.realloc %m {alignment = 32} : memref<3xf64, 2> to memref<5xf64, 2>
  return %0 : memref<5xf64, 2>
}

// Reallocs nested in a loop are expanded in place, each on its own.
// CHECK-LABEL: func.func @in_loop(
// CHECK: scf.for
// CHECK-NEXT: %c7 = arith.constant 7 : index
// CHECK-NEXT: %0 = arith.cmpi ult, %c7, %arg1 : index
// CHECK: %1 = scf.if %0 -> (memref<?xindex>)
// CHECK: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %1, %c0 : memref<?xindex>
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %2 = arith.cmpi ult, %dim, %c2 : index
// CHECK-NEXT: %3 = scf.if %2 -> (memref<2xindex>)
func.func @in_loop(%m: memref<7xindex>, %n: index, %lb: index, %ub: index) {
  scf.for %i = %lb to %ub step %n {
    %0 = memref.realloc %m(%n) : memref<7xindex> to memref<?xindex>
    %1 = memref.realloc %0 : memref<?xindex> to memref<2xindex>
  }
  return
}

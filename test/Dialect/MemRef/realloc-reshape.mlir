// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s

// memref.realloc with and without the dynamic size and alignment, and
// memref.reshape to ranked and unranked results.

// CHECK-LABEL: func.func @realloc(
// CHECK-NEXT: %0 = memref.realloc %arg0(%arg1) : memref<4xf32> to memref<?xf32>
// CHECK-NEXT: %1 = memref.realloc %arg0 {alignment = 8 : i64} : memref<4xf32> to memref<8xf32>
func.func @realloc(%m: memref<4xf32>, %n: index) -> (memref<?xf32>, memref<8xf32>) {
  %0 = memref.realloc %m(%n) : memref<4xf32> to memref<?xf32>
  %1 = memref.realloc %m {alignment = 8} : memref<4xf32> to memref<8xf32>
  return %0, %1 : memref<?xf32>, memref<8xf32>
}

// CHECK-LABEL: func.func @reshape(
// CHECK-NEXT: %reshape = memref.reshape %arg0(%arg1) : (memref<4xf32>, memref<2xindex>) -> memref<2x2xf32>
// CHECK-NEXT: %reshape_0 = memref.reshape %arg0(%arg2) : (memref<4xf32>, memref<?xi32>) -> memref<*xf32>
func.func @reshape(%m: memref<4xf32>, %s: memref<2xindex>, %d: memref<?xi32>) -> (memref<2x2xf32>, memref<*xf32>) {
  %0 = memref.reshape %m(%s) : (memref<4xf32>, memref<2xindex>) -> memref<2x2xf32>
  %1 = memref.reshape %m(%d) : (memref<4xf32>, memref<?xi32>) -> memref<*xf32>
  return %0, %1 : memref<2x2xf32>, memref<*xf32>
}

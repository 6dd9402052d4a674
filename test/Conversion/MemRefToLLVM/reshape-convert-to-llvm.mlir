// RUN: strata-opt --convert-to-llvm %s | FileCheck %s

// Under convert-to-llvm the casts a pattern builds itself are not legal (no
// LLVMConversionTarget): a reshape whose dynamic sizes need a cast to the
// index type is left as it is; one reading i64 sizes, or with a static
// result, is lowered.

// CHECK-LABEL: llvm.func @needs_cast(
// CHECK: memref.reshape %{{.*}}(%{{.*}}) : (memref<6xf32>, memref<2xi32>) -> memref<?x3xf32>
func.func @needs_cast(%m: memref<6xf32>, %s: memref<2xi32>) -> memref<?x3xf32> {
  %0 = memref.reshape %m(%s) : (memref<6xf32>, memref<2xi32>) -> memref<?x3xf32>
  return %0 : memref<?x3xf32>
}

// CHECK-LABEL: llvm.func @index_needs_cast(
// CHECK: memref.reshape %{{.*}}(%{{.*}}) : (memref<6xf32>, memref<2xindex>) -> memref<?x3xf32>
func.func @index_needs_cast(%m: memref<6xf32>, %s: memref<2xindex>) -> memref<?x3xf32> {
  %0 = memref.reshape %m(%s) : (memref<6xf32>, memref<2xindex>) -> memref<?x3xf32>
  return %0 : memref<?x3xf32>
}

// CHECK-LABEL: llvm.func @no_cast(
// CHECK-NOT: memref.reshape
// CHECK: llvm.load %{{.*}} : !llvm.ptr -> i64
// CHECK-NOT: memref.reshape
// CHECK: llvm.return
func.func @no_cast(%m: memref<6xf32>, %s: memref<2xi64>) -> memref<?x3xf32> {
  %0 = memref.reshape %m(%s) : (memref<6xf32>, memref<2xi64>) -> memref<?x3xf32>
  return %0 : memref<?x3xf32>
}

// CHECK-LABEL: llvm.func @static_result(
// CHECK-NOT: memref.reshape
// CHECK: llvm.return
func.func @static_result(%m: memref<6xf32>, %s: memref<2xi32>) -> memref<2x3xf32> {
  %0 = memref.reshape %m(%s) : (memref<6xf32>, memref<2xi32>) -> memref<2x3xf32>
  return %0 : memref<2x3xf32>
}

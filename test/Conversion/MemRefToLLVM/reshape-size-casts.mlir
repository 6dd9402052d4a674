// RUN: strata-opt --finalize-memref-to-llvm %s | FileCheck %s

// A size loaded from an `index` shape memref comes back as `index` (the
// driver's cast of the converted load) and goes to the descriptor through
// the lowering's own cast to i64: the two casts stay, not folded together.
// CHECK-LABEL: func.func @index_shape(
// CHECK: %[[P:.*]] = llvm.getelementptr inbounds|nuw %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: %[[L:.*]] = llvm.load %[[P]] : !llvm.ptr -> i64
// CHECK-NEXT: %[[I:.*]] = builtin.unrealized_conversion_cast %[[L]] : i64 to index
// CHECK-NEXT: %[[S:.*]] = builtin.unrealized_conversion_cast %[[I]] : index to i64
// CHECK-NEXT: llvm.insertvalue %[[S]], %{{.*}}[3, 0]
func.func @index_shape(%m: memref<12xi8>, %s: memref<2xindex>) -> memref<?x4xi8> {
  %0 = memref.reshape %m(%s) : (memref<12xi8>, memref<2xindex>) -> memref<?x4xi8>
  return %0 : memref<?x4xi8>
}

// An i64 size already has the index type: no cast at all.
// CHECK-LABEL: func.func @i64_shape(
// CHECK: %[[L:.*]] = llvm.load %{{.*}} : !llvm.ptr -> i64
// CHECK-NEXT: llvm.insertvalue %[[L]], %{{.*}}[3, 0]
func.func @i64_shape(%m: memref<12xi8>, %s: memref<2xi64>) -> memref<?x4xi8> {
  %0 = memref.reshape %m(%s) : (memref<12xi8>, memref<2xi64>) -> memref<?x4xi8>
  return %0 : memref<?x4xi8>
}

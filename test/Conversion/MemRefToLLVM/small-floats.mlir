// RUN: strata-opt %s --split-input-file --finalize-memref-to-llvm | FileCheck %s

// Memrefs of floats LLVM has no type for address integers of the float's
// width; a memref of tf32 has no descriptor, so its ops stay and call
// nothing.

// CHECK-LABEL: func.func @access
// CHECK: %[[P:.*]] = llvm.getelementptr inbounds|nuw %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK: %[[V:.*]] = llvm.load %[[P]] : !llvm.ptr -> i8
// CHECK: %[[F:.*]] = builtin.unrealized_conversion_cast %[[V]] : i8 to f8E4M3FN
// CHECK: %[[Q:.*]] = llvm.getelementptr inbounds|nuw %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK: llvm.store %[[V]], %[[Q]] : i8, !llvm.ptr
// CHECK: return %[[F]] : f8E4M3FN
func.func @access(%m: memref<?xf8E4M3FN>, %i: index) -> f8E4M3FN {
  %0 = memref.load %m[%i] : memref<?xf8E4M3FN>
  memref.store %0, %m[%i] : memref<?xf8E4M3FN>
  return %0 : f8E4M3FN
}

// -----

// CHECK: llvm.func @malloc(i64) -> !llvm.ptr
// CHECK-LABEL: func.func @alloc
// CHECK: llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, i4
// CHECK: llvm.call @malloc
func.func @alloc(%n: index) -> memref<?xf4E2M1FN> {
  %0 = memref.alloc(%n) : memref<?xf4E2M1FN>
  return %0 : memref<?xf4E2M1FN>
}

// -----

// CHECK-NOT: llvm.func @malloc
// CHECK-NOT: llvm.func @free
// CHECK-LABEL: func.func @no_descriptor
// CHECK: memref.alloc(%{{.*}}) : memref<?xtf32>
// CHECK: memref.dealloc %{{.*}} : memref<?xtf32>
func.func @no_descriptor(%n: index) {
  %0 = memref.alloc(%n) : memref<?xtf32>
  memref.dealloc %0 : memref<?xtf32>
  return
}

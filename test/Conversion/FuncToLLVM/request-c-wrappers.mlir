// RUN: strata-opt %s --llvm-request-c-wrappers --convert-func-to-llvm | FileCheck %s

// --llvm-request-c-wrappers asks a C wrapper of every function. Argument
// attributes follow the signature conversion: kept on an argument that
// stays one, dropped on a memref expanded into its descriptor fields; the
// wrapper keeps the original ones (a memref's on its descriptor pointer).

// CHECK-LABEL: llvm.func @scale(
// CHECK-SAME: %{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: f64 {my.factor})
// CHECK-SAME: -> (f64 {my.result = "r"})
// CHECK-LABEL: llvm.func @_mlir_ciface_scale(
// CHECK-SAME: %{{.*}}: !llvm.ptr {my.buffer = 3 : i32}, %{{.*}}: f64 {my.factor})
// CHECK-SAME: -> (f64 {my.result = "r"})
func.func @scale(%m: memref<?xf64> {my.buffer = 3 : i32}, %k: f64 {my.factor}) -> (f64 {my.result = "r"}) {
  return %k : f64
}

// A result returned through a first pointer: that pointer has no
// attributes, the others move one place, the result's are dropped.

// CHECK-LABEL: llvm.func @pair(
// CHECK-SAME: %{{.*}}: i32 {my.count = 2 : i64}) -> !llvm.struct<(i32, i32)>
// CHECK-LABEL: llvm.func @_mlir_ciface_pair(
// CHECK-SAME: %{{.*}}: !llvm.ptr, %{{.*}}: i32 {my.count = 2 : i64}) attributes {llvm.emit_c_interface}
func.func @pair(%n: i32 {my.count = 2}) -> (i32 {my.first}, i32) {
  return %n, %n : i32, i32
}

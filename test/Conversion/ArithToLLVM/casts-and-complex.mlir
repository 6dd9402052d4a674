// RUN: strata-opt %s --split-input-file --convert-arith-to-llvm | FileCheck %s

// Overflow flags of `arith.trunci` carry over to `llvm.trunc`.
// CHECK-LABEL: func.func @narrow
// CHECK:         llvm.trunc %{{.*}} overflow<nuw> : i32 to i8
// CHECK:         llvm.trunc %{{.*}} : i32 to i16
func.func @narrow(%v: i32) -> (i8, i16) {
  %a = arith.trunci %v overflow<nuw> : i32 to i8
  %b = arith.trunci %v : i32 to i16
  return %a, %b : i8, i16
}

// -----

// Memrefs of any element type share one descriptor: their bitcast lowers
// to nothing, while a scalar bitcast stays an `llvm.bitcast`.
// CHECK-LABEL: func.func @reinterpret
// CHECK-NOT:     llvm.bitcast %{{.*}} : !llvm.struct
// CHECK:         llvm.bitcast %{{.*}} : f32 to i32
func.func @reinterpret(%m: memref<4xf32>, %f: f32) -> (memref<4xi32>, i32) {
  %a = arith.bitcast %m : memref<4xf32> to memref<4xi32>
  %b = arith.bitcast %f : f32 to i32
  return %a, %b : memref<4xi32>, i32
}

// -----

// A complex value is a two-field struct: selecting between two complexes
// selects between the structs.
// CHECK-LABEL: func.func @pick
// CHECK-DAG:     %[[T:.*]] = builtin.unrealized_conversion_cast %{{.*}} : complex<f64> to !llvm.struct<(f64, f64)>
// CHECK-DAG:     %[[F:.*]] = builtin.unrealized_conversion_cast %{{.*}} : complex<f64> to !llvm.struct<(f64, f64)>
// CHECK:         %[[S:.*]] = llvm.select %{{.*}}, %{{.*}}, %{{.*}} : i1, !llvm.struct<(f64, f64)>
// CHECK:         builtin.unrealized_conversion_cast %[[S]] : !llvm.struct<(f64, f64)> to complex<f64>
func.func @pick(%c: i1, %t: complex<f64>, %f: complex<f64>) -> complex<f64> {
  %r = arith.select %c, %t, %f : complex<f64>
  return %r : complex<f64>
}

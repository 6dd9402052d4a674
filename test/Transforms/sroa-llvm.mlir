// RUN: strata-opt --split-input-file --sroa %s | FileCheck %s

// A struct alloca splits into one alloca per field used, in the order of
// the most recent use first; GEPs to a field's start become that alloca,
// a load through the alloca itself reads the first field.

// CHECK-LABEL: llvm.func @fields
// CHECK:       %[[ONE:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:  %[[F0:.*]] = llvm.alloca %[[ONE]] x i32 : (i32) -> !llvm.ptr
// CHECK-NEXT:  %[[F1:.*]] = llvm.alloca %[[ONE]] x f64 : (i32) -> !llvm.ptr
// CHECK-NEXT:  %[[F2:.*]] = llvm.alloca %[[ONE]] x i32 : (i32) -> !llvm.ptr
// CHECK-NEXT:  llvm.store %arg0, %[[F2]] : i32, !llvm.ptr
// CHECK-NEXT:  llvm.store %arg1, %[[F1]] : f64, !llvm.ptr
// CHECK-NEXT:  llvm.load %[[F0]] : !llvm.ptr -> i32
// CHECK-NOT:   llvm.getelementptr
llvm.func @fields(%v: i32, %w: f64) -> i32 {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.alloca %c1 x !llvm.struct<(i32, f64, i32)> : (i32) -> !llvm.ptr
  %p = llvm.getelementptr %a[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f64, i32)>
  llvm.store %v, %p : i32, !llvm.ptr
  %q = llvm.getelementptr %a[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f64, i32)>
  llvm.store %w, %q : f64, !llvm.ptr
  %r = llvm.load %a : !llvm.ptr -> i32
  llvm.return %r : i32
}

// -----

// A GEP into the middle of an element becomes a byte GEP into the
// element's alloca; nested structs split down to their leaves.

// CHECK-LABEL: llvm.func @bytes_and_nesting
// CHECK:       %[[E0:.*]] = llvm.alloca %{{.*}} x i32
// CHECK:       %[[E2:.*]] = llvm.alloca %{{.*}} x i32
// CHECK:       %[[MID:.*]] = llvm.getelementptr %[[E0]][2] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK:       llvm.load %[[MID]] : !llvm.ptr -> i16
// CHECK:       %[[LEAF:.*]] = llvm.alloca %{{.*}} x i8
// CHECK-NOT:   llvm.alloca
// CHECK:       llvm.store %arg1, %[[LEAF]] : i8, !llvm.ptr
llvm.func @bytes_and_nesting(%v: i32, %b: i8) -> i16 {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.alloca %c1 x !llvm.array<4 x i32> : (i32) -> !llvm.ptr
  %p = llvm.getelementptr %a[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i32>
  llvm.store %v, %p : i32, !llvm.ptr
  %q = llvm.getelementptr %a[1] : (!llvm.ptr) -> !llvm.ptr, i16
  %r = llvm.load %q : !llvm.ptr -> i16
  %n = llvm.alloca %c1 x !llvm.struct<(i32, struct<(i8, i64)>)> : (i32) -> !llvm.ptr
  %f = llvm.getelementptr %n[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, struct<(i8, i64)>)>
  llvm.store %b, %f : i8, !llvm.ptr
  llvm.return %r : i16
}

// -----

// Nothing splits when a derived pointer escapes, an index is dynamic, an
// access is volatile or wider than its field, the alloca holds more than
// one aggregate, or an array is longer than 16 elements.

// CHECK-LABEL: llvm.func @kept
// CHECK-COUNT-6: llvm.alloca %{{.*}} x !llvm.
// CHECK-NOT:   llvm.alloca
llvm.func @use(!llvm.ptr)
llvm.func @kept(%v: i32, %i: i32) {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c2 = llvm.mlir.constant(2 : i32) : i32
  %a = llvm.alloca %c1 x !llvm.struct<(i32, i32)> : (i32) -> !llvm.ptr
  %p = llvm.getelementptr %a[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32)>
  llvm.call @use(%p) : (!llvm.ptr) -> ()
  %b = llvm.alloca %c1 x !llvm.array<2 x i32> : (i32) -> !llvm.ptr
  %q = llvm.getelementptr %b[0, %i] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<2 x i32>
  llvm.store %v, %q : i32, !llvm.ptr
  %c = llvm.alloca %c1 x !llvm.struct<(i32, i32)> : (i32) -> !llvm.ptr
  %r = llvm.load volatile %c : !llvm.ptr -> i32
  %d = llvm.alloca %c2 x !llvm.struct<(i32, i32)> : (i32) -> !llvm.ptr
  llvm.store %v, %d : i32, !llvm.ptr
  %e = llvm.alloca %c1 x !llvm.struct<(i32, i32)> : (i32) -> !llvm.ptr
  %f = llvm.load %e : !llvm.ptr -> i64
  %g = llvm.alloca %c1 x !llvm.array<17 x i32> : (i32) -> !llvm.ptr
  %h = llvm.getelementptr %g[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<17 x i32>
  llvm.store %v, %h : i32, !llvm.ptr
  llvm.return
}

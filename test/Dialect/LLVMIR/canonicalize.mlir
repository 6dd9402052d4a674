// RUN: strata-opt %s --split-input-file --canonicalize | FileCheck %s

// An extractvalue reads through inserts at other positions, and takes the
// value inserted at its own position.
// CHECK-LABEL: llvm.func @through_inserts
// CHECK-SAME:    (%[[A:.*]]: i64, %[[B:.*]]: f32, %[[S:.*]]: !llvm.struct<(i64, f32, i8)>)
// CHECK-NOT:     llvm.extractvalue %{{.*}}[0]
// CHECK:         %[[E:.*]] = llvm.extractvalue %[[S]][2] : !llvm.struct<(i64, f32, i8)>
// CHECK-NOT:     llvm.extractvalue
// CHECK:         llvm.insertvalue %[[A]], %{{.*}}[0]
// CHECK:         llvm.insertvalue %[[E]], %{{.*}}[1]
llvm.func @through_inserts(%a: i64, %b: f32, %s: !llvm.struct<(i64, f32, i8)>) -> !llvm.struct<(i64, i8)> {
  %0 = llvm.insertvalue %a, %s[0] : !llvm.struct<(i64, f32, i8)>
  %1 = llvm.insertvalue %b, %0[1] : !llvm.struct<(i64, f32, i8)>
  %2 = llvm.extractvalue %1[0] : !llvm.struct<(i64, f32, i8)>
  %3 = llvm.extractvalue %1[2] : !llvm.struct<(i64, f32, i8)>
  %u = llvm.mlir.undef : !llvm.struct<(i64, i8)>
  %r0 = llvm.insertvalue %2, %u[0] : !llvm.struct<(i64, i8)>
  %r1 = llvm.insertvalue %3, %r0[1] : !llvm.struct<(i64, i8)>
  llvm.return %r1 : !llvm.struct<(i64, i8)>
}

// -----

// An insert of a whole nested aggregate hides the field read below it.
// CHECK-LABEL: llvm.func @nested_insert
// CHECK:         llvm.insertvalue
// CHECK:         llvm.extractvalue %{{.*}}[1, 0]
llvm.func @nested_insert(%s: !llvm.struct<(i8, struct<(i32, i32)>)>, %n: !llvm.struct<(i32, i32)>) -> i32 {
  %0 = llvm.insertvalue %n, %s[1] : !llvm.struct<(i8, struct<(i32, i32)>)>
  %1 = llvm.extractvalue %0[1, 0] : !llvm.struct<(i8, struct<(i32, i32)>)>
  llvm.return %1 : i32
}

// -----

// Casts to the same type, and round trips through another type, vanish.
// CHECK-LABEL: llvm.func @casts
// CHECK-SAME:    (%[[P:.*]]: !llvm.ptr<3>, %[[I:.*]]: i64)
// CHECK-NOT:     llvm.bitcast
// CHECK-NOT:     llvm.addrspacecast
// CHECK:         llvm.insertvalue %[[P]], %{{.*}}[0]
// CHECK:         llvm.insertvalue %[[I]], %{{.*}}[1]
llvm.func @casts(%p: !llvm.ptr<3>, %i: i64) -> !llvm.struct<(ptr<3>, i64)> {
  %0 = llvm.addrspacecast %p : !llvm.ptr<3> to !llvm.ptr
  %1 = llvm.addrspacecast %0 : !llvm.ptr to !llvm.ptr<3>
  %2 = llvm.bitcast %i : i64 to vector<2xi32>
  %3 = llvm.bitcast %2 : vector<2xi32> to i64
  %4 = llvm.bitcast %3 : i64 to i64
  %u = llvm.mlir.undef : !llvm.struct<(ptr<3>, i64)>
  %r0 = llvm.insertvalue %1, %u[0] : !llvm.struct<(ptr<3>, i64)>
  %r1 = llvm.insertvalue %4, %r0[1] : !llvm.struct<(ptr<3>, i64)>
  llvm.return %r1 : !llvm.struct<(ptr<3>, i64)>
}

// -----

// Testing a value for (in)equality with itself folds to an
// `llvm.mlir.constant`; other predicates are left alone.
// CHECK-LABEL: llvm.func @self_compare
// CHECK-DAG:     %[[T:.*]] = llvm.mlir.constant(true) : i1
// CHECK-DAG:     %[[F:.*]] = llvm.mlir.constant(false) : i1
// CHECK-DAG:     %[[U:.*]] = llvm.icmp "uge"
// CHECK:         llvm.insertvalue %[[T]], %{{.*}}[0]
// CHECK:         llvm.insertvalue %[[F]], %{{.*}}[1]
// CHECK:         llvm.insertvalue %[[U]], %{{.*}}[2]
llvm.func @self_compare(%x: i16) -> !llvm.struct<(i1, i1, i1)> {
  %0 = llvm.icmp "eq" %x, %x : i16
  %1 = llvm.icmp "ne" %x, %x : i16
  %2 = llvm.icmp "uge" %x, %x : i16
  %u = llvm.mlir.undef : !llvm.struct<(i1, i1, i1)>
  %r0 = llvm.insertvalue %0, %u[0] : !llvm.struct<(i1, i1, i1)>
  %r1 = llvm.insertvalue %1, %r0[1] : !llvm.struct<(i1, i1, i1)>
  %r2 = llvm.insertvalue %2, %r1[2] : !llvm.struct<(i1, i1, i1)>
  llvm.return %r2 : !llvm.struct<(i1, i1, i1)>
}

// -----

// Unused plain loads and stack slots are dead; volatile loads and atomic
// loads from `monotonic` up are kept, `unordered` ones are not.
// CHECK-LABEL: llvm.func @dead_memory
// CHECK-NEXT:    llvm.load volatile
// CHECK-NEXT:    llvm.load %{{.*}} atomic acquire
// CHECK-NEXT:    llvm.return
llvm.func @dead_memory(%p: !llvm.ptr, %n: i64) {
  %0 = llvm.load %p : !llvm.ptr -> f64
  %1 = llvm.alloca %n x i32 : (i64) -> !llvm.ptr
  %2 = llvm.load volatile %p : !llvm.ptr -> i32
  %3 = llvm.load %p atomic acquire {alignment = 4 : i64} : !llvm.ptr -> i32
  %4 = llvm.load %p atomic unordered {alignment = 4 : i64} : !llvm.ptr -> i32
  llvm.return
}

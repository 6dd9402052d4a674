// RUN: strata-opt --finalize-memref-to-llvm %s | FileCheck %s

// memref.reshape to an unranked memref: the rank is the shape's size; the
// ranked descriptor lives in a stack buffer (two pointers, then 1 + 2 *
// rank indices) holding the source's pointers and offset; a loop from the
// last dimension down to 0 copies each size and writes the running stride.
// The loop's blocks follow the rest of the function.

// CHECK-LABEL: func.func @ranked_source(
// CHECK: %[[SHAPE:.*]] = builtin.unrealized_conversion_cast %arg1 : memref<?xi64> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[SRC:.*]] = builtin.unrealized_conversion_cast %arg0 : memref<4x5xi16> to
// CHECK-NEXT: %[[RANK:.*]] = llvm.extractvalue %[[SHAPE]][3, 0]
// CHECK-NEXT: %[[P:.*]] = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %[[D0:.*]] = llvm.insertvalue %[[RANK]], %[[P]][0] : !llvm.struct<(i64, ptr)>
// CHECK: %[[MEM:.*]] = llvm.alloca %{{.*}} x i8 : (i64) -> !llvm.ptr
// CHECK-NEXT: %[[D:.*]] = llvm.insertvalue %[[MEM]], %[[D0]][1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %[[RESULT:.*]] = builtin.unrealized_conversion_cast %[[D]] : !llvm.struct<(i64, ptr)> to memref<*xi16>
// CHECK-NEXT: %[[ALLOC:.*]] = llvm.extractvalue %[[SRC]][0]
// CHECK-NEXT: %[[ALIGN:.*]] = llvm.extractvalue %[[SRC]][1]
// CHECK-NEXT: %[[OFF:.*]] = llvm.extractvalue %[[SRC]][2]
// CHECK-NEXT: llvm.store %[[ALLOC]], %[[MEM]] : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %[[A1:.*]] = llvm.getelementptr %[[MEM]][1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.store %[[ALIGN]], %[[A1]] : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %[[A2:.*]] = llvm.getelementptr %[[MEM]][2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.store %[[OFF]], %[[A2]] : i64, !llvm.ptr
// CHECK-NEXT: %[[SIZES:.*]] = llvm.getelementptr %[[MEM]][0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, ptr, i64, i64)>
// CHECK-NEXT: %[[STRIDES:.*]] = llvm.getelementptr %[[SIZES]][%[[RANK]]] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: %[[SHP:.*]] = llvm.extractvalue %[[SHAPE]][1]
// CHECK-NEXT: %[[ONE:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %[[LAST:.*]] = llvm.sub %[[RANK]], %[[ONE]] : i64
// CHECK-NEXT: llvm.br ^bb1(%[[LAST]], %[[ONE]] : i64, i64)
// CHECK-NEXT: ^bb1(%[[I:.*]]: i64, %[[STRIDE:.*]]: i64):
// CHECK-NEXT: %[[ZERO:.*]] = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %[[MORE:.*]] = llvm.icmp "sge" %[[I]], %[[ZERO]] : i64
// CHECK-NEXT: llvm.cond_br %[[MORE]], ^bb2, ^bb3
// CHECK-NEXT: ^bb2:
// CHECK-NEXT: %[[AT:.*]] = llvm.getelementptr %[[SHP]][%[[I]]] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: %[[SIZE:.*]] = llvm.load %[[AT]] : !llvm.ptr -> i64
// CHECK-NEXT: %[[TO:.*]] = llvm.getelementptr %[[SIZES]][%[[I]]] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: llvm.store %[[SIZE]], %[[TO]] : i64, !llvm.ptr
// CHECK-NEXT: %[[STO:.*]] = llvm.getelementptr %[[STRIDES]][%[[I]]] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: llvm.store %[[STRIDE]], %[[STO]] : i64, !llvm.ptr
// CHECK-NEXT: %[[NEXT:.*]] = llvm.mul %[[STRIDE]], %[[SIZE]] : i64
// CHECK-NEXT: %[[PREV:.*]] = llvm.sub %[[I]], %[[ONE]] : i64
// CHECK-NEXT: llvm.br ^bb1(%[[PREV]], %[[NEXT]] : i64, i64)
// CHECK-NEXT: ^bb3:
// CHECK-NEXT: return %[[RESULT]] : memref<*xi16>
func.func @ranked_source(%m: memref<4x5xi16>, %s: memref<?xi64>) -> memref<*xi16> {
  %r = memref.reshape %m(%s) : (memref<4x5xi16>, memref<?xi64>) -> memref<*xi16>
  return %r : memref<*xi16>
}

// An unranked source's pointers and offset are loaded from the descriptor
// it points to.
// CHECK-LABEL: func.func @unranked_source(
// CHECK: %[[SRC:.*]] = builtin.unrealized_conversion_cast %arg0 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// CHECK: %[[MEM:.*]] = llvm.alloca
// CHECK: %[[INNER:.*]] = llvm.extractvalue %[[SRC]][1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %[[ALLOC:.*]] = llvm.load %[[INNER]] : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %[[A1:.*]] = llvm.getelementptr %[[INNER]][1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %[[ALIGN:.*]] = llvm.load %[[A1]] : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %[[A2:.*]] = llvm.getelementptr %[[INNER]][2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %[[OFF:.*]] = llvm.load %[[A2]] : !llvm.ptr -> i64
// CHECK-NEXT: llvm.store %[[ALLOC]], %[[MEM]] : !llvm.ptr, !llvm.ptr
// CHECK: llvm.icmp "sge"
// CHECK: llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: llvm.load %{{.*}} : !llvm.ptr -> i64
func.func @unranked_source(%m: memref<*xf32>, %s: memref<?xindex>) -> memref<*xf32> {
  %r = memref.reshape %m(%s) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
  return %r : memref<*xf32>
}

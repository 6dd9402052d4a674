// RUN: strata-opt %s --convert-func-to-llvm | FileCheck %s

// llvm.emit_c_interface adds `_mlir_ciface_<name>` wrappers: memref
// arguments become pointers to their descriptors, and a struct result
// (a descriptor or packed results) is returned through a first pointer.

// A scalar signature is wrapped as it is.
func.func @scalar(%x: f32) -> f32 attributes {llvm.emit_c_interface} {
  return %x : f32
}
// CHECK-LABEL: llvm.func @scalar(%arg0: f32) -> f32 attributes {llvm.emit_c_interface} {
// CHECK: llvm.func @_mlir_ciface_scalar(%arg0: f32) -> f32 attributes {llvm.emit_c_interface} {
// CHECK-NEXT: %0 = llvm.call @scalar(%arg0) : (f32) -> f32
// CHECK-NEXT: llvm.return %0 : f32

// Ranked and unranked descriptors are loaded and unpacked for the call.
func.func @views(%m: memref<f32>, %u: memref<*xi8>) attributes {llvm.emit_c_interface} {
  return
}
// CHECK-LABEL: llvm.func @_mlir_ciface_views(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {llvm.emit_c_interface} {
// CHECK-NEXT: %0 = llvm.load %arg0 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %1 = llvm.extractvalue %0[0]
// CHECK-NEXT: %2 = llvm.extractvalue %0[1]
// CHECK-NEXT: %3 = llvm.extractvalue %0[2]
// CHECK-NEXT: %4 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %5 = llvm.extractvalue %4[0]
// CHECK-NEXT: %6 = llvm.extractvalue %4[1]
// CHECK-NEXT: llvm.call @views(%1, %2, %3, %5, %6) : (!llvm.ptr, !llvm.ptr, i64, i64, !llvm.ptr) -> ()
// CHECK-NEXT: llvm.return

// Sizes come before strides; the packed results are stored through %arg0.
func.func @packed(%m: memref<2x?xf32, strided<[?, 1], offset: ?>>) -> (i32, f64) attributes {llvm.emit_c_interface} {
  %c = arith.constant 1 : i32
  %d = arith.constant 2.0 : f64
  return %c, %d : i32, f64
}
// CHECK-LABEL: llvm.func @_mlir_ciface_packed(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {llvm.emit_c_interface} {
// CHECK-NEXT: %0 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %4 = llvm.extractvalue %0[3, 0]
// CHECK-NEXT: %5 = llvm.extractvalue %0[3, 1]
// CHECK-NEXT: %6 = llvm.extractvalue %0[4, 0]
// CHECK-NEXT: %7 = llvm.extractvalue %0[4, 1]
// CHECK-NEXT: %8 = llvm.call @packed(%1, %2, %3, %4, %5, %6, %7) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> !llvm.struct<(i32, f64)>
// CHECK-NEXT: llvm.store %8, %arg0 : !llvm.struct<(i32, f64)>, !llvm.ptr
// CHECK-NEXT: llvm.return

// A declaration becomes a private function spilling its descriptors to
// the stack for the declared wrapper; its result comes back in a slot.
func.func private @external(memref<*xf32>, i64) -> memref<4xf32> attributes {llvm.emit_c_interface}
// CHECK-LABEL: llvm.func private @external(%arg0: i64, %arg1: !llvm.ptr, %arg2: i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> attributes {llvm.emit_c_interface, sym_visibility = "private"} {
// CHECK-NEXT: %0 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %1 = llvm.alloca %0 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT: %2 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg0, %2[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg1, %3[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %5 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %6 = llvm.alloca %5 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %4, %6 : !llvm.struct<(i64, ptr)>, !llvm.ptr
// CHECK-NEXT: llvm.call @_mlir_ciface_external(%1, %6, %arg2) : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT: %7 = llvm.load %1 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: llvm.return %7
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @_mlir_ciface_external(!llvm.ptr, !llvm.ptr, i64) attributes {llvm.emit_c_interface, sym_visibility = "private"}

func.func private @plain(i64) -> i64 attributes {llvm.emit_c_interface}
// CHECK-LABEL: llvm.func private @plain(%arg0: i64) -> i64
// CHECK-NEXT: %0 = llvm.call @_mlir_ciface_plain(%arg0) : (i64) -> i64
// CHECK-NEXT: llvm.return %0 : i64
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @_mlir_ciface_plain(i64) -> i64

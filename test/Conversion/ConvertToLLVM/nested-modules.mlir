// convert-to-llvm reaches modules nested anywhere, also inside a function
// body: their functions become llvm.func, and each module gets its own
// runtime declarations, assert messages and C wrappers (as mlir-opt 22).
// RUN: strata-opt %s --convert-to-llvm --reconcile-unrealized-casts -o %t
// RUN: strata-opt %s --convert-to-llvm --reconcile-unrealized-casts --mlir-disable-threading | diff %t -
// RUN: FileCheck %s --input-file=%t

// CHECK:       llvm.func @abort()
// CHECK-NEXT:  llvm.func @puts(!llvm.ptr)
// CHECK-NEXT:  llvm.mlir.global private constant @assert_msg(dense<[111, 117, 116, 0]> : tensor<4xi8>)
// CHECK-LABEL: llvm.func @host(
// CHECK-NEXT:    builtin.module {
// CHECK-NEXT:      llvm.func @free(!llvm.ptr)
// CHECK-NEXT:      llvm.func @malloc(i64) -> !llvm.ptr
// CHECK-NEXT:      llvm.func @abort()
// CHECK-NEXT:      llvm.func @puts(!llvm.ptr)
// CHECK-NEXT:      llvm.mlir.global private constant @assert_msg(dense<[105, 110, 0]> : tensor<3xi8>)
// CHECK-NEXT:      llvm.func @inside(%[[X:.*]]: i64, %[[C:.*]]: i1) -> i64 {
// CHECK-NEXT:        llvm.cond_br %[[C]], ^bb1, ^bb2
// CHECK:             llvm.call @malloc(
// CHECK:             llvm.call @free(
// CHECK:             llvm.add %[[X]], %[[X]] : i64
// CHECK:             llvm.mlir.addressof @assert_msg : !llvm.ptr
// CHECK:           llvm.func @exported(%{{.*}}: f32) attributes {llvm.emit_c_interface} {
// CHECK:           llvm.func @_mlir_ciface_exported(%[[A:.*]]: f32) attributes {llvm.emit_c_interface} {
// CHECK-NEXT:        llvm.call @exported(%[[A]]) : (f32) -> ()
// CHECK:         llvm.mul %{{.*}}, %{{.*}} : i32
// CHECK:       module @side {
// CHECK-NEXT:    llvm.func @abort()
// CHECK-NEXT:    llvm.func @puts(!llvm.ptr)
// CHECK-NEXT:    llvm.mlir.global private constant @assert_msg(dense<[115, 105, 100, 101, 0]> : tensor<5xi8>)
// CHECK-NEXT:    llvm.func @in_side(
// CHECK-LABEL: llvm.func @last(
// CHECK:         llvm.mlir.addressof @assert_msg : !llvm.ptr

func.func @host(%a: i32) -> i32 {
  builtin.module {
    func.func @inside(%x: i64, %c: i1) -> i64 {
      cf.assert %c, "in"
      %buf = memref.alloc() : memref<8xi8>
      memref.dealloc %buf : memref<8xi8>
      %y = arith.addi %x, %x : i64
      return %y : i64
    }
    func.func @exported(%v: f32) attributes {llvm.emit_c_interface} {
      return
    }
  }
  %p = arith.muli %a, %a : i32
  return %p : i32
}
module @side {
  func.func @in_side(%c: i1) {
    cf.assert %c, "side"
    return
  }
}
func.func @last(%c: i1) {
  cf.assert %c, "out"
  return
}

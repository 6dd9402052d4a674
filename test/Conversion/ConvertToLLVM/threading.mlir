// The bodies of the functions are converted on several threads; the output
// must be the same as with one thread (runtime declarations, globals and
// calls between functions included).
// RUN: strata-opt %s --convert-to-llvm --reconcile-unrealized-casts -o %t.threaded
// RUN: strata-opt %s --convert-to-llvm --reconcile-unrealized-casts --mlir-disable-threading | diff %t.threaded -
// RUN: FileCheck %s --input-file=%t.threaded

// CHECK:       llvm.func @free(!llvm.ptr)
// CHECK:       llvm.func @malloc(i64) -> !llvm.ptr
// CHECK:       llvm.mlir.global private constant @table(dense<[1, 2, 3, 4]> : tensor<4xi32>)
// CHECK-LABEL: llvm.func @load_table(
// CHECK:         llvm.mlir.addressof @table : !llvm.ptr
// CHECK-LABEL: llvm.func @scratch(
// CHECK:         llvm.call @malloc(
// CHECK:         llvm.call @load_table(
// CHECK:         llvm.call @free(
// CHECK-LABEL: llvm.func @twice(
// CHECK:         llvm.call @scratch(
// CHECK:         llvm.call @scratch(
// CHECK:         llvm.cond_br
memref.global "private" constant @table : memref<4xi32> = dense<[1, 2, 3, 4]>

func.func @load_table(%i: index) -> i32 {
  %t = memref.get_global @table : memref<4xi32>
  %v = memref.load %t[%i] : memref<4xi32>
  return %v : i32
}

func.func @scratch(%n: index, %i: index) -> i32 {
  %m = memref.alloc(%n) : memref<?xi32>
  %v = func.call @load_table(%i) : (index) -> i32
  memref.store %v, %m[%i] : memref<?xi32>
  %w = memref.load %m[%i] : memref<?xi32>
  memref.dealloc %m : memref<?xi32>
  return %w : i32
}

func.func @twice(%n: index, %i: index, %c: i1) -> i32 {
  %a = func.call @scratch(%n, %i) : (index, index) -> i32
  %b = func.call @scratch(%n, %i) : (index, index) -> i32
  cf.cond_br %c, ^bb1(%a : i32), ^bb1(%b : i32)
^bb1(%r: i32):
  %s = arith.addi %r, %a : i32
  return %s : i32
}

// RUN: not strata-run %s --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts -e main --entry-point-result=void 2>&1 | FileCheck %s

// An operation the lowering leaves behind (here a subview, which needs
// --expand-strided-metadata first) is named at its own location, not at
// the casts that connect it to the converted code.
func.func private @printMemrefF32(memref<*xf32>)

func.func @main() {
  %a = memref.alloc() : memref<4x6xf32>
  // CHECK: unconverted_op.mlir:[[@LINE+1]]:8: error: strata-run: unsupported operation 'memref.subview'
  %s = memref.subview %a[1, 2] [2, 3] [1, 1] : memref<4x6xf32> to memref<2x3xf32, strided<[6, 1], offset: 8>>
  %u = memref.cast %s : memref<2x3xf32, strided<[6, 1], offset: 8>> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %a : memref<4x6xf32>
  return
}

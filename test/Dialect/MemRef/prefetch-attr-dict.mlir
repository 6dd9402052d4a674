// RUN: strata-opt %s | strata-opt | FileCheck %s

// Extra attributes of memref.prefetch print between the cache kind and the
// type; they must read back from there (mlir-opt 22 prints the same text
// but cannot parse it again).
// CHECK-LABEL: func.func @prefetch_with_attrs
// CHECK: memref.prefetch %{{.*}}[%{{.*}}], write, locality<2>, instr {tag = "hot"} : memref<8xi32>
func.func @prefetch_with_attrs(%m: memref<8xi32>, %i: index) {
  "memref.prefetch"(%m, %i) <{isDataCache = false, isWrite = true, localityHint = 2 : i32}> {tag = "hot"} : (memref<8xi32>, index) -> ()
  return
}

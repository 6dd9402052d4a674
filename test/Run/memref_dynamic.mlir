// RUN: strata-run %s --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts -e main --entry-point-result=void | FileCheck %s

// Memrefs of ranks 0-3 with dynamic sizes, filled by scf loops in a callee
// that reads its sizes with memref.dim; a strided view copied by
// memref.copy (the runtime's memrefCopy); i8 elements printed through the
// C interface as characters, as mlir-runner's utility library does.
func.func private @printMemrefI32(memref<*xi32>)
func.func private @printMemrefI8(memref<*xi8>) attributes {llvm.emit_c_interface}

func.func @fill3(%m: memref<?x?x?xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %d0 = memref.dim %m, %c0 : memref<?x?x?xi32>
  %d1 = memref.dim %m, %c1 : memref<?x?x?xi32>
  %d2 = memref.dim %m, %c2 : memref<?x?x?xi32>
  scf.for %i = %c0 to %d0 step %c1 {
    scf.for %j = %c0 to %d1 step %c1 {
      scf.for %k = %c0 to %d2 step %c1 {
        %a = arith.muli %i, %c2 : index
        %b = arith.addi %a, %j : index
        %c = arith.muli %b, %c2 : index
        %d = arith.addi %c, %k : index
        %v = arith.index_cast %d : index to i32
        memref.store %v, %m[%i, %j, %k] : memref<?x?x?xi32>
      }
    }
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  // CHECK: Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 3 offset = 0 sizes = [2, 2, 3] strides = [6, 3, 1] data =
  // CHECK-NEXT: {{^}}[{{\[}}[0,    1,    2],
  // CHECK-NEXT: {{^}}  [2,    3,    4]],
  // CHECK-NEXT: {{^}} {{\[}}[4,    5,    6],
  // CHECK-NEXT: {{^}}  [6,    7,    8]]]
  %m = memref.alloc(%c2, %c2, %c3) : memref<?x?x?xi32>
  func.call @fill3(%m) : (memref<?x?x?xi32>) -> ()
  %u = memref.cast %m : memref<?x?x?xi32> to memref<*xi32>
  func.call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  // Elements 0 and 2 of every row: a non-contiguous view, copied element-wise.
  // CHECK-NEXT: Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 2 offset = 0 sizes = [4, 2] strides = [2, 1] data =
  // CHECK-NEXT: {{^}}[{{\[}}0,   2],
  // CHECK-NEXT: {{^}} [2,   4],
  // CHECK-NEXT: {{^}} [4,   6],
  // CHECK-NEXT: {{^}} [6,   8]]
  %v = memref.reinterpret_cast %m to offset: [0], sizes: [4, 2], strides: [3, 2] : memref<?x?x?xi32> to memref<4x2xi32, strided<[3, 2]>>
  %w = memref.alloc() : memref<4x2xi32>
  memref.copy %v, %w : memref<4x2xi32, strided<[3, 2]>> to memref<4x2xi32>
  %wu = memref.cast %w : memref<4x2xi32> to memref<*xi32>
  func.call @printMemrefI32(%wu) : (memref<*xi32>) -> ()
  // Rank 1, dynamic: the letters A..E.
  // CHECK-NEXT: Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 1 offset = 0 sizes = [5] strides = [1] data =
  // CHECK-NEXT: {{^}}[A,  B,  C,  D,  E]
  %c5 = arith.constant 5 : index
  %s = memref.alloca(%c5) : memref<?xi8>
  %la = arith.constant 65 : i8
  scf.for %i = %c0 to %c5 step %c1 {
    %ii = arith.index_cast %i : index to i8
    %ch = arith.addi %la, %ii : i8
    memref.store %ch, %s[%i] : memref<?xi8>
  }
  %su = memref.cast %s : memref<?xi8> to memref<*xi8>
  func.call @printMemrefI8(%su) : (memref<*xi8>) -> ()
  // Rank 0.
  // CHECK-NEXT: Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 0 offset = 0 sizes = [] strides = [] data =
  // CHECK-NEXT: [-7]
  %z = memref.alloca() : memref<i32>
  %m7 = arith.constant -7 : i32
  memref.store %m7, %z[] : memref<i32>
  %zu = memref.cast %z : memref<i32> to memref<*xi32>
  func.call @printMemrefI32(%zu) : (memref<*xi32>) -> ()
  memref.dealloc %w : memref<4x2xi32>
  memref.dealloc %m : memref<?x?x?xi32>
  return
}

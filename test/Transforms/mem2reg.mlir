// RUN: strata-opt %s --allow-unregistered-dialect --mem2reg | FileCheck %s

// Stores on two paths meet in a block argument; the loads go.
// CHECK-LABEL: func.func @diamond
// CHECK-NOT:     memref
// CHECK:         cf.cond_br %arg0, ^bb1, ^bb2(%arg1 : i32)
// CHECK:         %[[Y:.*]] = arith.addi %arg1, %arg1
// CHECK-NEXT:    cf.br ^bb2(%[[Y]] : i32)
// CHECK:       ^bb2(%[[V:.*]]: i32):
// CHECK-NEXT:    return %[[V]]
func.func @diamond(%c: i1, %x: i32) -> i32 {
  %m = memref.alloca() : memref<i32>
  memref.store %x, %m[] : memref<i32>
  cf.cond_br %c, ^a, ^b
^a:
  %y = arith.addi %x, %x : i32
  memref.store %y, %m[] : memref<i32>
  cf.br ^b
^b:
  %v = memref.load %m[] : memref<i32>
  return %v : i32
}

// A load before any store reads ub.poison; a loop header gets an argument
// carrying the value around the back edge.
// CHECK-LABEL: func.func @loop
// CHECK-NEXT:    %[[P:.*]] = ub.poison : i32
// CHECK:         cf.br ^bb1(%[[P]] : i32)
// CHECK:       ^bb1(%[[Q:.*]]: i32):
// CHECK-NEXT:    %[[N:.*]] = arith.addi %[[Q]]
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1(%[[N]] : i32), ^bb2
// CHECK:         return %[[N]]
func.func @loop(%c: i1) -> i32 {
  %k = arith.constant 1 : i32
  %m = memref.alloca() : memref<1xi32>
  %z = arith.constant 0 : index
  cf.br ^l
^l:
  %q = memref.load %m[%z] : memref<1xi32>
  %n = arith.addi %q, %k : i32
  memref.store %n, %m[%z] : memref<1xi32>
  cf.cond_br %c, ^l, ^e
^e:
  %r = memref.load %m[%z] : memref<1xi32>
  return %r : i32
}

// Slots with several elements, that escape, or used in nested regions
// stay in memory.
// CHECK-LABEL: func.func @kept
// CHECK-COUNT-2: memref.alloca
func.func @kept(%x: i32, %c: i1) -> i32 {
  %big = memref.alloca() : memref<2xi32>
  %z = arith.constant 0 : index
  memref.store %x, %big[%z] : memref<2xi32>
  %esc = memref.alloca() : memref<i32>
  "u.use"(%esc) : (memref<i32>) -> ()
  %a = memref.load %big[%z] : memref<2xi32>
  return %a : i32
}

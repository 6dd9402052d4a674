// RUN: strata-opt %s --mlir-print-unique-ssa-ids | FileCheck %s
// RUN: strata-opt %s | FileCheck %s --check-prefix=LOCAL

// Unique ids: numbering does not restart in sibling regions. Regions are
// numbered last-queued first, so the second loop takes the low numbers.

// CHECK:      module {
// CHECK-NEXT: func.func @loops(%arg0: memref<i32>, %arg1: index, %arg2: index, %arg3: index) {
// CHECK-NEXT: scf.for %arg5 = %arg1 to %arg2 step %arg3 {
// CHECK-NEXT: %2 = memref.load %arg0[] : memref<i32>
// CHECK-NEXT: %3 = arith.addi %2, %2 : i32
// CHECK-NEXT: %4 = arith.muli %3, %3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg4 = %arg1 to %arg2 step %arg3 {
// CHECK-NEXT: %0 = memref.load %arg0[] : memref<i32>
// CHECK-NEXT: %1 = arith.addi %0, %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// Without the flag each loop body starts again from the function's numbers.
// LOCAL: scf.for %arg4 = %arg1 to %arg2 step %arg3 {
// LOCAL-NEXT: %0 = memref.load
// LOCAL: scf.for %arg4 = %arg1 to %arg2 step %arg3 {
// LOCAL-NEXT: %0 = memref.load

func.func @loops(%m: memref<i32>, %lb: index, %ub: index, %step: index) {
  scf.for %i = %lb to %ub step %step {
    %a = memref.load %m[] : memref<i32>
    %b = arith.addi %a, %a : i32
    %c = arith.muli %b, %b : i32
  }
  scf.for %i = %lb to %ub step %step {
    %a = memref.load %m[] : memref<i32>
    %b = arith.addi %a, %a : i32
  }
  return
}

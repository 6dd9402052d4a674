// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(print-op-stats))' -o /dev/null 2>&1 | FileCheck %s
// RUN: strata-opt %s --mlir-disable-threading --pass-pipeline='builtin.module(func.func(print-op-stats))' -o /dev/null 2>&1 | FileCheck %s

// Nested under functions run in parallel, the reports still come in the
// order of the functions.

// CHECK:      Operations encountered:
// CHECK-NEXT: -----------------------
// CHECK-NEXT:   arith.addi   , 1
// CHECK-NEXT:    func.func   , 1
// CHECK-NEXT:    func.return , 1
// CHECK-NEXT: Operations encountered:
// CHECK-NEXT: -----------------------
// CHECK-NEXT:   arith.muli   , 2
// CHECK:      Operations encountered:
// CHECK-NEXT: -----------------------
// CHECK-NEXT:   func.func   , 1
// CHECK-NEXT:   func.return , 1
// CHECK-NEXT: Operations encountered:
// CHECK-NEXT: -----------------------
// CHECK-NEXT:   arith.addf   , 3
func.func @a(%x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32
  return %0 : i32
}
func.func @b(%x: i32) -> i32 {
  %0 = arith.muli %x, %x : i32
  %1 = arith.muli %0, %x : i32
  return %1 : i32
}
func.func @c() {
  return
}
func.func @d(%x: f32) -> f32 {
  %0 = arith.addf %x, %x : f32
  %1 = arith.addf %0, %x : f32
  %2 = arith.addf %1, %x : f32
  return %2 : f32
}

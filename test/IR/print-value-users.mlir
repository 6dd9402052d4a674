// RUN: strata-opt %s --mlir-print-value-users | FileCheck %s
// RUN: strata-opt %s --mlir-print-value-users --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// Each value is followed by a comment naming its users (most recent use
// first): entry-block arguments on lines of their own, results after their
// operation, one parenthesized list per result of a multi-result
// operation. Operations without results get an id of their own (printed
// when they have operands); the functions take the first numbers.

// CHECK:      module {
// CHECK-NEXT: func.func @users(%arg0: memref<i32>, %arg1: i32) -> i32 {
// CHECK-NEXT: // %arg0 is used by %3, %2
// CHECK-NEXT: // %arg1 is used by %6
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32 // user: %5
// CHECK-NEXT: %2 = memref.load %arg0[] : memref<i32> // user: %4
// CHECK-NEXT: %3 = memref.load %arg0[] : memref<i32> // user: %4
// CHECK-NEXT: %4 = arith.addi %2, %3 : i32 // user: %5
// CHECK-NEXT: %5 = arith.addi %4, %c1_i32 : i32 // user: %6
// CHECK-NEXT: %6 = arith.addi %5, %arg1 : i32 // user: %7
// CHECK-NEXT: cf.br ^bb1(%6 : i32) // id: %7
// CHECK-NEXT: ^bb1(%8: i32):  // pred: ^bb0
// CHECK-NEXT: // %8 is used by %9
// CHECK-NEXT: return %8 : i32 // id: %9
// CHECK-NEXT: }
// CHECK-NEXT: func.func @unused(%arg0: i32, %arg1: i32) {
// CHECK-NEXT: // %arg0 is used by %2
// CHECK-NEXT: // %arg1 is unused
// CHECK-NEXT: %2 = arith.muli %arg0, %arg0 : i32 // users: %low, %high
// CHECK-NEXT: %low, %high = arith.mului_extended %2, %2 : i32 // users: (%3), (unused)
// CHECK-NEXT: %3 = arith.addi %low, %low : i32 // unused
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// The generic form numbers the module too, and its numbers are unique.
// GENERIC:      "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (memref<i32>, i32) -> i32, sym_name = "users"}> ({
// GENERIC-NEXT: ^bb0(%arg2: memref<i32>, %arg3: i32):
// GENERIC-NEXT: // %arg2 is used by %9, %8
// GENERIC-NEXT: // %arg3 is used by %12
// GENERIC-NEXT: %7 = "arith.constant"() <{value = 1 : i32}> : () -> i32 // user: %11
// GENERIC-NEXT: %8 = "memref.load"(%arg2) : (memref<i32>) -> i32 // user: %10
// GENERIC-NEXT: %9 = "memref.load"(%arg2) : (memref<i32>) -> i32 // user: %10

func.func @users(%m: memref<i32>, %x: i32) -> i32 {
  %c = arith.constant 1 : i32
  %0 = memref.load %m[] : memref<i32>
  %1 = memref.load %m[] : memref<i32>
  %2 = arith.addi %0, %1 : i32
  %3 = arith.addi %2, %c : i32
  %4 = arith.addi %3, %x : i32
  cf.br ^bb1(%4 : i32)
^bb1(%z: i32):
  return %z : i32
}

func.func @unused(%a: i32, %b: i32) {
  %0 = arith.muli %a, %a : i32
  %1:2 = arith.mului_extended %0, %0 : i32
  %2 = arith.addi %1#0, %1#0 : i32
  return
}

// RUN: strata-opt %s --allow-unregistered-dialect --print-ir=label=before --cse --print-ir 2>&1 | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(print-ir{label=each}))' 2>&1 | FileCheck %s --check-prefix=NESTED

// CHECK:      // -----// IR Dump before //----- //
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @twice(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:     %1 = arith.addi %arg0, %arg0 : i32
// CHECK:      // -----// IR Dump //----- //
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @twice(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:     %1 = arith.muli %0, %0 : i32

// NESTED:      // -----// IR Dump each //----- //
// NESTED-NEXT: func.func @twice(%arg0: i32) -> i32 {
// NESTED-NEXT:   %0 = arith.addi %arg0, %arg0 : i32
// NESTED-NEXT:   %1 = arith.addi %arg0, %arg0 : i32
// NESTED-NEXT:   %2 = arith.muli %0, %1 : i32
// NESTED-NEXT:   return %2 : i32
// NESTED-NEXT: }
// NESTED-NEXT: module {

func.func @twice(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  %2 = arith.muli %0, %1 : i32
  return %2 : i32
}

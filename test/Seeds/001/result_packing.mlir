// RUN: strata-opt --legacy-syntax --allow-unregistered-dialect %s | FileCheck %s
// RUN: strata-opt --legacy-syntax --allow-unregistered-dialect %s --convert-std-to-core | FileCheck %s --check-prefix=CORE

// Seed 001, Result Packing: the functions before the conversion ("use_i32"
// and "use_i64" are ops of an unregistered dialect).
func @foo(%arg0: i32, %arg1: i64) -> (i32, i64) {
  return %arg0, %arg1 : i32, i64
}
func @bar() {
  %0 = constant 42 : i32
  %1 = constant 17 : i64
  %2:2 = call @foo(%0, %1) : (i32, i64) -> (i32, i64)
  "use_i32"(%2#0) : (i32) -> ()
  "use_i64"(%2#1) : (i64) -> ()
  return
}

// CHECK-LABEL: func.func @foo(%arg0: i32, %arg1: i64) -> (i32, i64) {
// CHECK: std.return %arg0, %arg1 : i32, i64
// CHECK-LABEL: func.func @bar() {
// CHECK: %c42_i32 = std.constant 42 : i32
// CHECK: %c17_i64 = std.constant 17 : i64
// CHECK: %0:2 = std.call @foo(%c42_i32, %c17_i64) : (i32, i64) -> (i32, i64)
// CHECK: "use_i32"(%0#0) : (i32) -> ()
// CHECK: "use_i64"(%0#1) : (i64) -> ()
// CHECK: std.return

// CORE-LABEL: func.func @foo(%arg0: i32, %arg1: i64) -> (i32, i64) {
// CORE: return %arg0, %arg1 : i32, i64
// CORE-LABEL: func.func @bar() {
// CORE: %c42_i32 = arith.constant 42 : i32
// CORE: %c17_i64 = arith.constant 17 : i64
// CORE: %0:2 = call @foo(%c42_i32, %c17_i64) : (i32, i64) -> (i32, i64)
// CORE: "use_i32"(%0#0) : (i32) -> ()
// CORE: "use_i64"(%0#1) : (i64) -> ()
// CORE: return

// RUN: strata-opt --legacy-syntax %s | FileCheck %s
// RUN: strata-opt --legacy-syntax %s --convert-std-to-core | FileCheck %s --check-prefix=CORE

// Seed 002, Functions: external function declarations and @count
// (wrapped: #layout_map0 defined).
#layout_map0 = (d0, d1) -> (d0, d1)
// External function definitions.
func @abort()
func @scribble(i32, i64, memref<? x 128 x f32, #layout_map0>) -> f64

// A function that returns its argument twice:
func @count(%x: i64) -> (i64, i64)
  attributes {fruit: "banana"} {
  return %x, %x: i64, i64
}

// CHECK-LABEL: func.func private @abort()
// CHECK-LABEL: func.func private @scribble(i32, i64, memref<?x128xf32>) -> f64
// CHECK-LABEL: func.func @count(%arg0: i64) -> (i64, i64) attributes {fruit = "banana"} {
// CHECK: std.return %arg0, %arg0 : i64, i64

// CORE-LABEL: func.func private @abort()
// CORE-LABEL: func.func private @scribble(i32, i64, memref<?x128xf32>) -> f64
// CORE-LABEL: func.func @count(%arg0: i64) -> (i64, i64) attributes {fruit = "banana"} {
// CORE: return %arg0, %arg0 : i64, i64

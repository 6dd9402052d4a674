// RUN: strata-opt %s --run-reproducer | FileCheck %s
// RUN: strata-opt %s | FileCheck %s --check-prefix=PLAIN

// `--run-reproducer` runs the pipeline of the `mlir_reproducer` resource
// and consumes the resource; without the flag it is kept as any other.

// CHECK:      func.func @chain(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:   return %arg1 : i32
// CHECK-NEXT: }
// CHECK-NOT:  mlir_reproducer

// PLAIN: cf.br ^bb1
// PLAIN: mlir_reproducer: {
// PLAIN-NEXT: pipeline: "builtin.module(func.func(canonicalize))",

func.func @chain(%c: i1, %x: i32) -> i32 {
  cf.br ^bb1
^bb1:
  cf.br ^bb2
^bb2:
  return %x : i32
}

{-#
  external_resources: {
    mlir_reproducer: {
      pipeline: "builtin.module(func.func(canonicalize))",
      disable_threading: true,
      verify_each: true
    }
  }
#-}

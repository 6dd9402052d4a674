// The same pipeline given as flags, as a textual pipeline, and on one thread.
// RUN: strata-opt %s --canonicalize | FileCheck %s
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(canonicalize{max-iterations=3 region-simplify=normal}))' | FileCheck %s
// RUN: strata-opt %s -canonicalize='top-down=false' --mlir-disable-threading | FileCheck %s

// CHECK-LABEL: func.func @a
// CHECK-NEXT:    return %arg0 : i32
func.func @a(%x: i32) -> i32 {
  %zero = arith.constant 0 : i32
  %y = arith.addi %x, %zero : i32
  return %y : i32
}

// CHECK-LABEL: func.func @b
// CHECK-NEXT:    %[[C:.*]] = arith.constant 7 : i64
// CHECK-NEXT:    return %[[C]] : i64
func.func @b() -> i64 {
  %three = arith.constant 3 : i64
  %four = arith.constant 4 : i64
  %sum = arith.addi %three, %four : i64
  return %sum : i64
}

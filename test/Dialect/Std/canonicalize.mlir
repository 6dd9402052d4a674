// RUN: strata-opt %s --canonicalize | FileCheck %s

// std folds as the MLIR 22 ops it migrates to: constants, identities, and
// comparisons; folded constants are std.constant.
// CHECK-LABEL: func.func @folds
// CHECK-DAG: %[[T:.*]] = std.constant true
// CHECK-DAG: %[[C7:.*]] = std.constant 7 : i32
// CHECK-DAG: %[[C4:.*]] = std.constant 4 : index
// CHECK-DAG: %[[F:.*]] = std.constant 2.500000e+00 : f32
// CHECK: std.return %arg0, %[[C7]], %[[T]], %[[C4]], %[[F]], %arg1
func.func @folds(%a: i32, %m: memref<4x?xf32>) -> (i32, i32, i1, index, f32, memref<4x?xf32>) {
  %c0 = std.constant 0 : i32
  %c3 = std.constant 3 : i32
  %c4 = std.constant 4 : i32
  %x = std.addi %a, %c0 : i32
  %y = std.addi %c3, %c4 : i32
  %z = std.cmpi "sle", %a, %a : i32
  %d = std.dim %m, 0 : memref<4x?xf32>
  %f1 = std.constant 1.0 : f32
  %f2 = std.constant 1.5 : f32
  %f = std.addf %f1, %f2 : f32
  %cast = std.memref_cast %m : memref<4x?xf32> to memref<4x?xf32>
  std.return %x, %y, %z, %d, %f, %cast : i32, i32, i1, index, f32, memref<4x?xf32>
}

// Division by zero is not folded (the seed leaves it undefined).
// CHECK-LABEL: func.func @no_fold
// CHECK: divis
func.func @no_fold(%a: i32) -> i32 {
  %c0 = std.constant 0 : i32
  %q = std.divis %a, %c0 : i32
  std.return %q : i32
}

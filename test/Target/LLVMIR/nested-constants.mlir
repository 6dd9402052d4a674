// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s

// A dense initializer of a nested array global is written as nested LLVM
// array constants, row by row; arrays of vectors nest vector constants.

llvm.mlir.global external constant @rows(dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi64>) {addr_space = 0 : i32} : !llvm.array<2 x array<3 x i64>>
// CHECK: @rows = constant [2 x [3 x i64]] {{\[}}[3 x i64] [i64 1, i64 2, i64 3], [3 x i64] [i64 4, i64 5, i64 6]]

llvm.mlir.global external constant @column(dense<3> : tensor<3x1xi32>) {addr_space = 0 : i32} : !llvm.array<3 x array<1 x i32>>
// CHECK: @column = constant [3 x [1 x i32]] {{\[}}[1 x i32] [i32 3], [1 x i32] [i32 3], [1 x i32] [i32 3]]

llvm.mlir.global external constant @vecs(dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>) {addr_space = 0 : i32} : !llvm.array<2 x vector<2xf32>>
// CHECK: @vecs = constant [2 x <2 x float>] [<2 x float> <float 1.000000e+00, float 2.000000e+00>, <2 x float> <float 3.000000e+00, float 4.000000e+00>]

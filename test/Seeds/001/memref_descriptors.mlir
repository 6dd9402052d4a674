// RUN: strata-opt --legacy-syntax %s | FileCheck %s
// RUN: strata-opt --legacy-syntax %s --convert-std-to-core | FileCheck %s --check-prefix=CORE

// Seed 001, Memref Type: each memref type and the LLVM IR structure it
// converts to (wrapped: the types as arguments of two function
// declarations, written in the old LLVM type syntax).
func @memrefs(memref<f32>, memref<1 x f32>, memref<? x f32>,
              memref<10x42x42x43x123 x f32>, memref<10x?x42x?x123 x f32>,
              memref<1x? x vector<4xf32>>)
func @descriptors(!llvm.type<"{ float*, float*, i64 }">,
                  !llvm.type<"{ float*, float*, i64, [1 x i64], [1 x i64] }">,
                  !llvm.type<"{ float*, float*, i64, [1 x i64], [1 x i64] }">,
                  !llvm.type<"{ float*, float*, i64, [5 x i64], [5 x i64] }">,
                  !llvm.type<"{ float*, float*, i64, [5 x i64], [5 x i64]  }">,
                  !llvm.type<"{ <4 x float>*, <4 x float>*, i64, [1 x i64], [1 x i64] }">)

// CHECK-LABEL: func.func private @memrefs(memref<f32>, memref<1xf32>, memref<?xf32>, memref<10x42x42x43x123xf32>, memref<10x?x42x?x123xf32>, memref<1x?xvector<4xf32>>)
// CHECK-LABEL: func.func private @descriptors(!llvm.struct<(ptr, ptr, i64)>, !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>, !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>, !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>)

// CORE-LABEL: func.func private @memrefs(memref<f32>, memref<1xf32>, memref<?xf32>, memref<10x42x42x43x123xf32>, memref<10x?x42x?x123xf32>, memref<1x?xvector<4xf32>>)
// CORE-LABEL: func.func private @descriptors(!llvm.struct<(ptr, ptr, i64)>, !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>, !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>, !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>)

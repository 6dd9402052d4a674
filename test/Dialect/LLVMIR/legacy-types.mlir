// RUN: strata-opt --legacy-syntax %s | FileCheck %s
// RUN: strata-opt --legacy-syntax %s | strata-opt | FileCheck %s

// The LLVM types of the seeds' era, read with --legacy-syntax as MLIR 22
// types: LLVM IR type strings, LLVM scalar names and typed pointers.

// CHECK-LABEL: func.func private @scalars(i1, i32, i64, f16, bf16, f32, f64, f80, f128)
func.func private @scalars(!llvm.i1, !llvm.i32, !llvm<"i64">, !llvm.half, !llvm.bfloat,
                           !llvm.float, !llvm.type<"double">, !llvm.x86_fp80, !llvm.fp128)

// CHECK-LABEL: func.func private @pointers(!llvm.ptr, !llvm.ptr, !llvm.ptr<3>, !llvm.ptr, !llvm.ptr<1>)
func.func private @pointers(!llvm<"i32*">, !llvm<"float**">, !llvm<"i8 addrspace(3)*">,
                            !llvm.ptr<i32>, !llvm.ptr<f32, 1>)

// CHECK-LABEL: func.func private @aggregates(!llvm.struct<(i32, ptr)>, !llvm.struct<packed (i8, i32)>, !llvm.array<4 x array<2 x f32>>, vector<4xf32>, !llvm.struct<()>)
func.func private @aggregates(!llvm<"{ i32, float* }">, !llvm<"<{ i8, i32 }>">,
                              !llvm<"[4 x [2 x float]]">, !llvm<"<4 x float>">, !llvm<"{}">)

// CHECK-LABEL: func.func private @functions(!llvm.func<void ()>, !llvm.func<i32 (i64, ...)>, !llvm.ptr)
func.func private @functions(!llvm<"void ()">, !llvm<"i32 (i64, ...)">, !llvm<"void (i32)*">)

// MLIR 22's own spellings are unchanged in legacy mode.
// CHECK-LABEL: func.func private @current(!llvm.ptr, !llvm.ptr<2>, !llvm.struct<(i32)>)
func.func private @current(!llvm.ptr, !llvm.ptr<2>, !llvm.struct<(i32)>)

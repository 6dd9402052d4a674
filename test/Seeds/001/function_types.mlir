// RUN: strata-opt --legacy-syntax %s | FileCheck %s
// RUN: strata-opt --legacy-syntax %s --convert-std-to-core | FileCheck %s --check-prefix=CORE

// Seed 001, Function Types: each function type and the LLVM IR function
// type it converts to (wrapped: the types as arguments of two function
// declarations). Typo fixed: '{i64, double} (i32, f32)' is an LLVM IR type
// string, where f32 is spelled 'float'.
func @functions(() -> (), (i32) -> (i64), (i32, f32) -> (i64),
                (i32, f32) -> (i64, f64), (() -> ()) -> (() -> ()))
func @llvm_functions(!llvm.type<"void ()">, !llvm.type<"i64 (i32)">,
                     !llvm.type<"i64 (i32, float)">,
                     !llvm.type<"{i64, double} (i32, float)">,
                     !llvm.type<"void ()* (void ()*)">)

// CHECK-LABEL: func.func private @functions(() -> (), (i32) -> i64, (i32, f32) -> i64, (i32, f32) -> (i64, f64), (() -> ()) -> (() -> ()))
// CHECK-LABEL: func.func private @llvm_functions(!llvm.func<void ()>, !llvm.func<i64 (i32)>, !llvm.func<i64 (i32, f32)>, !llvm.func<struct<(i64, f64)> (i32, f32)>, !llvm.func<ptr (ptr)>)

// CORE-LABEL: func.func private @functions(() -> (), (i32) -> i64, (i32, f32) -> i64, (i32, f32) -> (i64, f64), (() -> ()) -> (() -> ()))
// CORE-LABEL: func.func private @llvm_functions(!llvm.func<void ()>, !llvm.func<i64 (i32)>, !llvm.func<i64 (i32, f32)>, !llvm.func<struct<(i64, f64)> (i32, f32)>, !llvm.func<ptr (ptr)>)

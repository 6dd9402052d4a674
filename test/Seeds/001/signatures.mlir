// RUN: strata-opt --legacy-syntax %s | FileCheck %s
// RUN: strata-opt --legacy-syntax %s --convert-std-to-core | FileCheck %s --check-prefix=CORE

// Seed 001, Function Signature Conversion (wrapped: each converted
// declaration is renamed with the suffix _llvm, as one module cannot
// define a symbol twice).
// zero-ary function type with no results.
func @foo() -> ()
// gets LLVM type void().
llvm.func @foo_llvm() -> ()

// function with one result
func @bar(i32) -> (i64)
// gets converted to LLVM type i64(i32).
func @bar_llvm(!llvm.i32) -> !llvm.i64

// function with two results
func @qux(i32, f32) -> (i64, f64)
// has its result aggregated into a structure type
func @qux_llvm(!llvm.i32, !llvm.float) -> !llvm.type<"{i64, double}">

// function-typed arguments or results in higher-order functions
func @quux(() -> ()) -> (() -> ())
// are converted into pointers to functions
func @quux_llvm(!llvm.type<"void ()*">) -> !llvm.type<"void ()*">

// CHECK-LABEL: func.func private @foo()
// CHECK: llvm.func @foo_llvm()
// CHECK-LABEL: func.func private @bar(i32) -> i64
// CHECK-LABEL: func.func private @bar_llvm(i32) -> i64
// CHECK-LABEL: func.func private @qux(i32, f32) -> (i64, f64)
// CHECK-LABEL: func.func private @qux_llvm(i32, f32) -> !llvm.struct<(i64, f64)>
// CHECK-LABEL: func.func private @quux(() -> ()) -> (() -> ())
// CHECK-LABEL: func.func private @quux_llvm(!llvm.ptr) -> !llvm.ptr

// CORE-LABEL: func.func private @foo()
// CORE: llvm.func @foo_llvm()
// CORE-LABEL: func.func private @bar(i32) -> i64
// CORE-LABEL: func.func private @bar_llvm(i32) -> i64
// CORE-LABEL: func.func private @qux(i32, f32) -> (i64, f64)
// CORE-LABEL: func.func private @qux_llvm(i32, f32) -> !llvm.struct<(i64, f64)>
// CORE-LABEL: func.func private @quux(() -> ()) -> (() -> ())
// CORE-LABEL: func.func private @quux_llvm(!llvm.ptr) -> !llvm.ptr

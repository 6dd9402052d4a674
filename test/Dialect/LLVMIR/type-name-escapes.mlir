// RUN: strata-opt %s | strata-opt | FileCheck %s

// The names of identified structs and target extension types print with
// MLIR's string escapes (`\22`, `\\`, `\00`, `\XX` for bytes outside
// printable ASCII), as mlir-opt prints them, and read back. Found by the
// llvm_export fuzz target: a NUL in a struct name printed as `\0`, which
// does not parse.

// CHECK: llvm.func @t(!llvm.target<"sp\09\22x", i32, 4>, !llvm.struct<"q\22\\\C3\A9", (i32)>, !llvm.struct<"b\00", opaque>)
llvm.func @t(!llvm.target<"sp\09\22x", i32, 4>, !llvm.struct<"q\22\5C\C3\A9", (i32)>, !llvm.struct<"b\00", opaque>)

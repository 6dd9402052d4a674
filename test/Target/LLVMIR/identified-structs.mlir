// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s

// Identified structs are defined once, before the globals, in the order of
// their first use: the globals' types first (a struct before the structs
// it holds), then the ifuncs', then the functions' signatures and bodies,
// whatever the order of the operations in the module.

// CHECK: %pair = type { i32, %inner }
// CHECK-NEXT: %inner = type { double, ptr }
// CHECK-NEXT: %cell = type { i64 }
// CHECK-NEXT: %node = type opaque
// CHECK-NEXT: %arg = type <{ i8, i16 }>
// CHECK-NEXT: %local = type { float }
// CHECK-EMPTY:
// CHECK-NEXT: @p = external global %pair
// CHECK-NEXT: @cells = internal global [2 x %cell] zeroinitializer
// CHECK-EMPTY:
// CHECK-NEXT: @pick = ifunc %node (), ptr @resolve

llvm.func @use(%a: !llvm.struct<"arg", packed (i8, i16)>) -> i32 {
  %0 = llvm.mlir.constant(1 : i64) : i64
  %1 = llvm.alloca %0 x !llvm.struct<"local", (f32)> : (i64) -> !llvm.ptr
  %2 = llvm.mlir.constant(0 : i32) : i32
  llvm.return %2 : i32
}
llvm.mlir.global external @p() : !llvm.struct<"pair", (i32, struct<"inner", (f64, ptr)>)>
llvm.mlir.ifunc @pick : !llvm.func<struct<"node", opaque> ()>, !llvm.ptr @resolve
llvm.func @resolve() -> !llvm.ptr {
  %0 = llvm.mlir.zero : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.mlir.global internal @cells() : !llvm.array<2 x struct<"cell", (i64)>> {
  %0 = llvm.mlir.zero : !llvm.array<2 x struct<"cell", (i64)>>
  llvm.return %0 : !llvm.array<2 x struct<"cell", (i64)>>
}

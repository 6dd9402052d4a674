// RUN: strata-opt %s --convert-func-to-llvm | FileCheck %s
// RUN: strata-opt %s --convert-func-to-llvm=use-bare-ptr-memref-call-conv=1 | FileCheck %s --check-prefix=BARE

// func.call_indirect becomes an indirect llvm.call through the function
// pointer: memref operands expand to their descriptor fields (or, with bare
// pointers, to the aligned pointer even when dynamically shaped), and
// several results come back packed in a struct.

func.func @indirect(%f: (i32, memref<?xf32>) -> (i32, f32), %x: i32, %m: memref<?xf32>) -> i32 {
  %r:2 = func.call_indirect %f(%x, %m) : (i32, memref<?xf32>) -> (i32, f32)
  return %r#0 : i32
}
// CHECK-LABEL: llvm.func @indirect(%arg0: !llvm.ptr, %arg1: i32, %arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: i64, %arg5: i64, %arg6: i64) -> i32 {
// CHECK: %6 = llvm.extractvalue %5[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %7 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %8 = llvm.extractvalue %5[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %9 = llvm.extractvalue %5[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %10 = llvm.extractvalue %5[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %11 = llvm.call %arg0(%arg1, %6, %7, %8, %9, %10) : !llvm.ptr, (i32, !llvm.ptr, !llvm.ptr, i64, i64, i64) -> !llvm.struct<(i32, f32)>
// CHECK-NEXT: %12 = llvm.extractvalue %11[0] : !llvm.struct<(i32, f32)>
// CHECK-NEXT: %13 = llvm.extractvalue %11[1] : !llvm.struct<(i32, f32)>
// CHECK-NEXT: llvm.return %12 : i32

// The function keeps its signature (a dynamic memref has no bare form), but
// the call inside is converted.
// BARE-LABEL: func.func @indirect(%arg0: (i32, memref<?xf32>) -> (i32, f32), %arg1: i32, %arg2: memref<?xf32>) -> i32 {
// BARE-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// BARE-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : (i32, memref<?xf32>) -> (i32, f32) to !llvm.ptr
// BARE-NEXT: %2 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// BARE-NEXT: %3 = llvm.call %1(%arg1, %2) : !llvm.ptr, (i32, !llvm.ptr) -> !llvm.struct<(i32, f32)>
// BARE-NEXT: %4 = llvm.extractvalue %3[0] : !llvm.struct<(i32, f32)>
// BARE-NEXT: %5 = llvm.extractvalue %3[1] : !llvm.struct<(i32, f32)>
// BARE-NEXT: llvm.return %4 : i32

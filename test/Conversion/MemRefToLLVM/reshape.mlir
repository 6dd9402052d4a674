// RUN: strata-opt --finalize-memref-to-llvm %s | FileCheck %s

// memref.reshape to a ranked memref: the source's pointers, offset 0, and
// from the innermost dimension outwards each size (a constant, or loaded
// from the shape operand and converted to the index type) with the
// row-major stride (a constant where the layout fixes it, else the running
// product).

func.func @reshape_static(%m: memref<4x4xf32>, %s: memref<2xi32>) -> memref<2x8xf32> {
  %0 = memref.reshape %m(%s) : (memref<4x4xf32>, memref<2xi32>) -> memref<2x8xf32>
  return %0 : memref<2x8xf32>
}

func.func @reshape_dynamic(%m: memref<4x?xf32, 1>, %s: memref<3xi32>) -> memref<?x2x?xf32, 1> {
  %0 = memref.reshape %m(%s) : (memref<4x?xf32, 1>, memref<3xi32>) -> memref<?x2x?xf32, 1>
  return %0 : memref<?x2x?xf32, 1>
}

// CHECK-LABEL: func.func @reshape_static(
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<4x4xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %1 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %2, %1[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %3, %4[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %6 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %7 = llvm.insertvalue %6, %5[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %8 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %9 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %10 = llvm.insertvalue %9, %7[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %11 = llvm.insertvalue %8, %10[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %12 = llvm.mul %8, %9 : i64
// CHECK-NEXT: %13 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %14 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %15 = llvm.insertvalue %14, %11[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %16 = llvm.insertvalue %13, %15[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %17 = builtin.unrealized_conversion_cast %16 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<2x8xf32>
// CHECK-NEXT: %18 = llvm.mul %13, %14 : i64
// CHECK-NEXT: return %17 : memref<2x8xf32>
// CHECK-LABEL: func.func @reshape_dynamic(
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : memref<3xi32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<4x?xf32, 1> to !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %3 = llvm.extractvalue %1[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.extractvalue %1[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %3, %2[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %6 = llvm.insertvalue %4, %5[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %7 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %8 = llvm.insertvalue %7, %6[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %9 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %10 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %11 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %12 = llvm.getelementptr inbounds|nuw %11[%10] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %13 = llvm.load %12 : !llvm.ptr -> i32
// CHECK-NEXT: %14 = builtin.unrealized_conversion_cast %13 : i32 to i64
// CHECK-NEXT: %15 = llvm.insertvalue %14, %8[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %16 = llvm.insertvalue %9, %15[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %17 = llvm.mul %9, %14 : i64
// CHECK-NEXT: %18 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %19 = llvm.insertvalue %18, %16[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %20 = llvm.insertvalue %17, %19[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %21 = llvm.mul %17, %18 : i64
// CHECK-NEXT: %22 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %23 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %24 = llvm.getelementptr inbounds|nuw %23[%22] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %25 = llvm.load %24 : !llvm.ptr -> i32
// CHECK-NEXT: %26 = builtin.unrealized_conversion_cast %25 : i32 to i64
// CHECK-NEXT: %27 = llvm.insertvalue %26, %20[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %28 = llvm.insertvalue %21, %27[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %29 = builtin.unrealized_conversion_cast %28 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<?x2x?xf32, 1>
// CHECK-NEXT: %30 = llvm.mul %21, %26 : i64
// CHECK-NEXT: return %29 : memref<?x2x?xf32, 1>

// memref.realloc is not lowered here (upstream expands it first with
// --expand-realloc): it stays as it is.
// CHECK-LABEL: func.func @realloc_stays(
// CHECK-NEXT: memref.realloc %arg0(%arg1) : memref<4xf32> to memref<?xf32>
func.func @realloc_stays(%m: memref<4xf32>, %n: index) -> memref<?xf32> {
  %0 = memref.realloc %m(%n) : memref<4xf32> to memref<?xf32>
  return %0 : memref<?xf32>
}

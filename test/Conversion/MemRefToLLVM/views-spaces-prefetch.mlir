// RUN: strata-opt %s --finalize-memref-to-llvm | FileCheck %s

// A view advances the aligned pointer by the byte shift and lays out
// sizes and strides from the innermost dimension outwards; transpose
// permutes sizes and strides; memory_space_cast casts both pointers (an
// unranked one through a stack copy of the descriptor); rank and the
// aligned pointer read the descriptor; prefetch addresses an element.
func.func @view(%m: memref<2048xi8>, %o: index, %n: index) -> memref<4x?xf32> {
  %v = memref.view %m[%o][%n] : memref<2048xi8> to memref<4x?xf32>
  return %v : memref<4x?xf32>
}

func.func @transpose(%n: memref<2x?xi8>) -> memref<?x2xi8, strided<[1, ?]>> {
  %t = memref.transpose %n (i, j) -> (j, i) : memref<2x?xi8> to memref<?x2xi8, strided<[1, ?]>>
  return %t : memref<?x2xi8, strided<[1, ?]>>
}

func.func @spaces(%m: memref<4x?xf32, 2>, %u: memref<*xf32>) -> (memref<4x?xf32>, memref<*xf32, 1>) {
  %0 = memref.memory_space_cast %m : memref<4x?xf32, 2> to memref<4x?xf32>
  %1 = memref.memory_space_cast %u : memref<*xf32> to memref<*xf32, 1>
  return %0, %1 : memref<4x?xf32>, memref<*xf32, 1>
}

func.func @ranks(%m: memref<?xi32>, %u: memref<*xf32>) -> (index, index, index) {
  %a = memref.rank %u : memref<*xf32>
  %b = memref.rank %m : memref<?xi32>
  %p = memref.extract_aligned_pointer_as_index %m : memref<?xi32> -> index
  return %a, %b, %p : index, index, index
}

func.func @prefetch(%m: memref<4x?xf32>, %i: index) {
  memref.prefetch %m[%i, %i], write, locality<2>, data : memref<4x?xf32>
  return
}

// CHECK-LABEL: func.func @view(%arg0: memref<2048xi8>, %arg1: index, %arg2: index) -> memref<4x?xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg0 : memref<2048xi8> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.extractvalue %2[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %4, %3[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %6 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %7 = llvm.getelementptr %6[%1] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK-NEXT: %8 = llvm.insertvalue %7, %5[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %9 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %10 = llvm.insertvalue %9, %8[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %11 = llvm.insertvalue %0, %10[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %12 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %13 = llvm.insertvalue %12, %11[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %14 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %15 = llvm.insertvalue %14, %13[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %16 = llvm.mul %12, %0 : i64
// CHECK-NEXT: %17 = llvm.insertvalue %16, %15[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %18 = builtin.unrealized_conversion_cast %17 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<4x?xf32>
// CHECK-NEXT: return %18 : memref<4x?xf32>
// CHECK-LABEL: func.func @transpose(%arg0: memref<2x?xi8>) -> memref<?x2xi8, strided<[1, ?]>> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<2x?xi8> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %1 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %2, %1[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %4, %3[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %6 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %7 = llvm.insertvalue %6, %5[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %8 = llvm.extractvalue %0[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %9 = llvm.insertvalue %8, %7[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %10 = llvm.extractvalue %0[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %11 = llvm.insertvalue %10, %9[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %12 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %13 = llvm.insertvalue %12, %11[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %14 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %15 = llvm.insertvalue %14, %13[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %16 = builtin.unrealized_conversion_cast %15 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<?x2xi8, strided<[1, ?]>>
// CHECK-NEXT: return %16 : memref<?x2xi8, strided<[1, ?]>>
// CHECK-LABEL: func.func @spaces(%arg0: memref<4x?xf32, 2>, %arg1: memref<*xf32>) -> (memref<4x?xf32>, memref<*xf32, 1>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<4x?xf32, 2> to !llvm.struct<(ptr<2>, ptr<2>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = llvm.extractvalue %1[0] : !llvm.struct<(ptr<2>, ptr<2>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.extractvalue %1[1] : !llvm.struct<(ptr<2>, ptr<2>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.extractvalue %1[2] : !llvm.struct<(ptr<2>, ptr<2>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %5 = llvm.extractvalue %1[3, 0] : !llvm.struct<(ptr<2>, ptr<2>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %6 = llvm.extractvalue %1[3, 1] : !llvm.struct<(ptr<2>, ptr<2>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %7 = llvm.extractvalue %1[4, 0] : !llvm.struct<(ptr<2>, ptr<2>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %8 = llvm.extractvalue %1[4, 1] : !llvm.struct<(ptr<2>, ptr<2>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %9 = llvm.addrspacecast %2 : !llvm.ptr<2> to !llvm.ptr
// CHECK-NEXT: %10 = llvm.addrspacecast %3 : !llvm.ptr<2> to !llvm.ptr
// CHECK-NEXT: %11 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %12 = llvm.insertvalue %9, %11[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %13 = llvm.insertvalue %10, %12[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %14 = llvm.insertvalue %4, %13[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %15 = llvm.insertvalue %5, %14[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %16 = llvm.insertvalue %7, %15[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %17 = llvm.insertvalue %6, %16[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %18 = llvm.insertvalue %8, %17[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %19 = builtin.unrealized_conversion_cast %18 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<4x?xf32>
// CHECK-NEXT: %20 = llvm.extractvalue %0[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %21 = llvm.extractvalue %0[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %22 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %23 = llvm.insertvalue %20, %22[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %24 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %25 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %26 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %27 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %28 = llvm.mul %25, %27 : i64
// CHECK-NEXT: %29 = llvm.extractvalue %23[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %30 = llvm.mul %25, %29 : i64
// CHECK-NEXT: %31 = llvm.add %30, %24 : i64
// CHECK-NEXT: %32 = llvm.mul %31, %26 : i64
// CHECK-NEXT: %33 = llvm.add %28, %32 : i64
// CHECK-NEXT: %34 = llvm.alloca %33 x i8 : (i64) -> !llvm.ptr
// CHECK-NEXT: %35 = llvm.insertvalue %34, %23[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %36 = builtin.unrealized_conversion_cast %35 : !llvm.struct<(i64, ptr)> to memref<*xf32, 1>
// CHECK-NEXT: %37 = llvm.load %21 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %38 = llvm.getelementptr %21[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %39 = llvm.load %38 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %40 = llvm.addrspacecast %37 : !llvm.ptr to !llvm.ptr<1>
// CHECK-NEXT: %41 = llvm.addrspacecast %39 : !llvm.ptr to !llvm.ptr<1>
// CHECK-NEXT: llvm.store %40, %34 : !llvm.ptr<1>, !llvm.ptr
// CHECK-NEXT: %42 = llvm.getelementptr %34[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr<1>
// CHECK-NEXT: llvm.store %41, %42 : !llvm.ptr<1>, !llvm.ptr
// CHECK-NEXT: %43 = llvm.getelementptr %21[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %44 = llvm.getelementptr %34[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr<1>
// CHECK-NEXT: %45 = llvm.mlir.constant(16 : index) : i64
// CHECK-NEXT: %46 = llvm.sub %33, %45 : i64
// CHECK-NEXT: "llvm.intr.memcpy"(%44, %43, %46) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT: return %19, %36 : memref<4x?xf32>, memref<*xf32, 1>
// CHECK-LABEL: func.func @ranks(%arg0: memref<?xi32>, %arg1: memref<*xf32>) -> (index, index, index) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<?xi32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %2 = llvm.extractvalue %1[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : i64 to index
// CHECK-NEXT: %4 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %5 = builtin.unrealized_conversion_cast %4 : i64 to index
// CHECK-NEXT: %6 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %7 = llvm.ptrtoint %6 : !llvm.ptr to i64
// CHECK-NEXT: %8 = builtin.unrealized_conversion_cast %7 : i64 to index
// CHECK-NEXT: return %3, %5, %8 : index, index, index
// CHECK-LABEL: func.func @prefetch(%arg0: memref<4x?xf32>, %arg1: index) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<4x?xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.extractvalue %1[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.mul %0, %3 : i64
// CHECK-NEXT: %5 = llvm.add %4, %0 : i64
// CHECK-NEXT: %6 = llvm.getelementptr %2[%5] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: "llvm.intr.prefetch"(%6) <{cache = 1 : i32, hint = 2 : i32, rw = 1 : i32}> : (!llvm.ptr) -> ()
// CHECK-NEXT: return

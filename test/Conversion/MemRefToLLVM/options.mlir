// RUN: strata-opt %s --finalize-memref-to-llvm=index-bitwidth=32 | FileCheck %s --check-prefix=I32
// RUN: strata-opt %s --finalize-memref-to-llvm=use-generic-functions=1 | FileCheck %s --check-prefix=GEN

// index-bitwidth narrows every index value; use-generic-functions swaps
// malloc/free for the _mlir_memref_to_llvm_* functions.
func.func @f(%n: index, %i: index) -> f32 {
  %a = memref.alloc(%n) : memref<?xf32>
  %x = memref.load %a[%i] : memref<?xf32>
  memref.dealloc %a : memref<?xf32>
  return %x : f32
}

// I32: llvm.func @free(!llvm.ptr)
// I32: llvm.func @malloc(i32) -> !llvm.ptr
// I32-LABEL: func.func @f(%arg0: index, %arg1: index) -> f32 {
// I32-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i32
// I32-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : index to i32
// I32-NEXT: %2 = llvm.mlir.constant(1 : index) : i32
// I32-NEXT: %3 = llvm.mlir.zero : !llvm.ptr
// I32-NEXT: %4 = llvm.getelementptr %3[%1] : (!llvm.ptr, i32) -> !llvm.ptr, f32
// I32-NEXT: %5 = llvm.ptrtoint %4 : !llvm.ptr to i32
// I32-NEXT: %6 = llvm.call @malloc(%5) : (i32) -> !llvm.ptr
// I32-NEXT: %7 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT: %8 = llvm.insertvalue %6, %7[0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT: %9 = llvm.insertvalue %6, %8[1] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT: %10 = llvm.mlir.constant(0 : index) : i32
// I32-NEXT: %11 = llvm.insertvalue %10, %9[2] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT: %12 = llvm.insertvalue %1, %11[3, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT: %13 = llvm.insertvalue %2, %12[4, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT: %14 = llvm.extractvalue %13[1] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT: %15 = llvm.getelementptr inbounds|nuw %14[%0] : (!llvm.ptr, i32) -> !llvm.ptr, f32
// I32-NEXT: %16 = llvm.load %15 : !llvm.ptr -> f32
// I32-NEXT: %17 = llvm.extractvalue %13[0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT: llvm.call @free(%17) : (!llvm.ptr) -> ()
// I32-NEXT: return %16 : f32

// GEN: llvm.func @_mlir_memref_to_llvm_free(!llvm.ptr)
// GEN: llvm.func @_mlir_memref_to_llvm_alloc(i64) -> !llvm.ptr
// GEN-LABEL: func.func @f(%arg0: index, %arg1: index) -> f32 {
// GEN-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// GEN-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : index to i64
// GEN-NEXT: %2 = llvm.mlir.constant(1 : index) : i64
// GEN-NEXT: %3 = llvm.mlir.zero : !llvm.ptr
// GEN-NEXT: %4 = llvm.getelementptr %3[%1] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// GEN-NEXT: %5 = llvm.ptrtoint %4 : !llvm.ptr to i64
// GEN-NEXT: %6 = llvm.call @_mlir_memref_to_llvm_alloc(%5) : (i64) -> !llvm.ptr
// GEN-NEXT: %7 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// GEN-NEXT: %8 = llvm.insertvalue %6, %7[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// GEN-NEXT: %9 = llvm.insertvalue %6, %8[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// GEN-NEXT: %10 = llvm.mlir.constant(0 : index) : i64
// GEN-NEXT: %11 = llvm.insertvalue %10, %9[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// GEN-NEXT: %12 = llvm.insertvalue %1, %11[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// GEN-NEXT: %13 = llvm.insertvalue %2, %12[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// GEN-NEXT: %14 = llvm.extractvalue %13[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// GEN-NEXT: %15 = llvm.getelementptr inbounds|nuw %14[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// GEN-NEXT: %16 = llvm.load %15 : !llvm.ptr -> f32
// GEN-NEXT: %17 = llvm.extractvalue %13[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// GEN-NEXT: llvm.call @_mlir_memref_to_llvm_free(%17) : (!llvm.ptr) -> ()
// GEN-NEXT: return %16 : f32

// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s

// LLVM IR export: globals (string and scalar initializers), a variadic
// declaration, a definition whose conditional branch reaches one block twice
// with different values (seed 001: each edge goes through its own block, so
// the phi has one value per predecessor), intrinsics with their
// declarations, memory ops, exact float constants and vector splats.

llvm.mlir.global internal constant @msg("hi\0A\00") {addr_space = 0 : i32}
llvm.mlir.global external @counter(0 : i64) {addr_space = 0 : i32} : i64
llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.func @pick(%c: i1, %a: i32, %b: i32, %x: f32, %v: vector<4xf32>) -> !llvm.struct<(i32, f32)> {
  llvm.cond_br %c, ^bb1(%a : i32), ^bb1(%b : i32)
^bb1(%y: i32):
  %0 = llvm.add %y, %a overflow<nsw> : i32
  %1 = llvm.intr.sqrt(%x) {fastmathFlags = #llvm.fastmath<fast>} : (f32) -> f32
  %2 = "llvm.intr.ctlz"(%0) <{is_zero_poison = false}> : (i32) -> i32
  %3 = llvm.mlir.poison : !llvm.struct<(i32, f32)>
  %4 = llvm.insertvalue %2, %3[0] : !llvm.struct<(i32, f32)>
  %5 = llvm.insertvalue %1, %4[1] : !llvm.struct<(i32, f32)>
  %6 = llvm.mlir.addressof @msg : !llvm.ptr
  %7 = llvm.call @printf(%6) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr) -> i32
  %8 = llvm.mlir.constant(1 : i64) : i64
  %9 = llvm.alloca %8 x f32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
  llvm.store %1, %9 {alignment = 4 : i64} : f32, !llvm.ptr
  %10 = llvm.getelementptr inbounds %9[0] : (!llvm.ptr) -> !llvm.ptr, f32
  %11 = llvm.load %10 : !llvm.ptr -> f32
  %12 = llvm.mlir.constant(dense<2.5> : vector<4xf32>) : vector<4xf32>
  %13 = llvm.fmul %v, %12 : vector<4xf32>
  llvm.return %5 : !llvm.struct<(i32, f32)>
}

// CHECK: ; ModuleID = 'LLVMDialectModule'
// CHECK-NEXT: source_filename = "LLVMDialectModule"
// CHECK-EMPTY:
// CHECK-NEXT: @msg = internal constant [4 x i8] c"hi\0A\00"
// CHECK-NEXT: @counter = global i64 0
// CHECK-EMPTY:
// CHECK-NEXT: declare i32 @printf(ptr, ...)
// CHECK-EMPTY:
// CHECK-NEXT: define { i32, float } @pick(i1 %a0, i32 %a1, i32 %a2, float %a3, <4 x float> %a4) {
// CHECK-NEXT:   br i1 %a0, label %bb0.e0, label %bb0.e1
// CHECK-NEXT: bb0.e0:
// CHECK-NEXT:   br label %bb1
// CHECK-NEXT: bb0.e1:
// CHECK-NEXT:   br label %bb1
// CHECK-NEXT: bb1:
// CHECK-NEXT:   %v0 = phi i32 [ %a1, %bb0.e0 ], [ %a2, %bb0.e1 ]
// CHECK-NEXT:   %v1 = add nsw i32 %v0, %a1
// CHECK-NEXT:   %v2 = call fast float @llvm.sqrt.f32(float %a3)
// CHECK-NEXT:   %v3 = call i32 @llvm.ctlz.i32(i32 %v1, i1 false)
// CHECK-NEXT:   %v4 = insertvalue { i32, float } poison, i32 %v3, 0
// CHECK-NEXT:   %v5 = insertvalue { i32, float } %v4, float %v2, 1
// CHECK-NEXT:   %v6 = call i32 (ptr, ...) @printf(ptr @msg)
// CHECK-NEXT:   %v7 = alloca float, i64 1, align 4
// CHECK-NEXT:   store float %v2, ptr %v7, align 4
// CHECK-NEXT:   %v8 = getelementptr inbounds float, ptr %v7, i32 0
// CHECK-NEXT:   %v9 = load float, ptr %v8
// CHECK-NEXT:   %v10 = fmul <4 x float> %a4, splat (float 2.500000e+00)
// CHECK-NEXT:   ret { i32, float } %v5
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: declare i32 @llvm.ctlz.i32(i32, i1)
// CHECK-EMPTY:
// CHECK-NEXT: declare float @llvm.sqrt.f32(float)

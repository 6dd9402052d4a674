// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s

// The overflow intrinsics take their overload from the operand type; the
// constrained casts from the result then the operand type, with the
// rounding mode and exception behavior as metadata strings.
// CHECK-LABEL: define float @narrow
// CHECK:  call { i16, i1 } @llvm.sadd.with.overflow.i16(i16 %{{.*}}, i16 %{{.*}})
// CHECK:  call float @llvm.experimental.constrained.fptrunc.f32.f64(double %{{.*}}, metadata !"round.towardzero", metadata !"fpexcept.strict")
// CHECK:  call double @llvm.experimental.constrained.fpext.f64.f32(float %{{.*}}, metadata !"fpexcept.ignore")
// CHECK:  call half @llvm.experimental.constrained.uitofp.f16.i64(i64 %{{.*}}, metadata !"round.dynamic", metadata !"fpexcept.maytrap")
llvm.func @narrow(%h: i16, %d: f64, %n: i64) -> f32 {
  %0 = "llvm.intr.sadd.with.overflow"(%h, %h) : (i16, i16) -> !llvm.struct<(i16, i1)>
  %1 = llvm.intr.experimental.constrained.fptrunc %d towardzero strict : f64 to f32
  %2 = llvm.intr.experimental.constrained.fpext %1 ignore : f32 to f64
  %3 = llvm.intr.experimental.constrained.uitofp %n dynamic maytrap : i64 to f16
  llvm.return %1 : f32
}

// ppc_fp128 and target extension types keep their LLVM spelling.
// CHECK-LABEL: define ppc_fp128 @keep(ppc_fp128 %{{.*}}, target("spirv.Image", i32, 0, 1) %{{.*}})
llvm.func @keep(%x: !llvm.ppc_fp128, %t: !llvm.target<"spirv.Image", i32, 0, 1>) -> !llvm.ppc_fp128 {
  llvm.return %x : !llvm.ppc_fp128
}

// CHECK-DAG: declare { i16, i1 } @llvm.sadd.with.overflow.i16(i16, i16)
// CHECK-DAG: declare float @llvm.experimental.constrained.fptrunc.f32.f64(double, metadata, metadata)

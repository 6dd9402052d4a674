// RUN: strata-opt %s | strata-opt | FileCheck %s

// The constrained FP casts print their rounding mode and exception
// behaviour as keywords; the overflow intrinsics have only the generic form.
// CHECK-LABEL: llvm.func @constrained
// CHECK:  llvm.intr.experimental.constrained.fptrunc %{{.*}} upward strict : f64 to f32
// CHECK:  llvm.intr.experimental.constrained.fpext %{{.*}} maytrap : f32 to f64
// CHECK:  llvm.intr.experimental.constrained.uitofp %{{.*}} dynamic ignore : i32 to f32
// CHECK:  "llvm.intr.smul.with.overflow"(%{{.*}}, %{{.*}}) : (i16, i16) -> !llvm.struct<(i16, i1)>
// CHECK:  "llvm.intr.usub.with.overflow"(%{{.*}}, %{{.*}}) : (i16, i16) -> !llvm.struct<(i16, i1)>
llvm.func @constrained(%d: f64, %f: f32, %i: i32, %h: i16) {
  %0 = llvm.intr.experimental.constrained.fptrunc %d upward strict : f64 to f32
  %1 = llvm.intr.experimental.constrained.fpext %f maytrap : f32 to f64
  %2 = "llvm.intr.experimental.constrained.uitofp"(%i) <{fpExceptionBehavior = 0 : i64, roundingmode = 7 : i64}> : (i32) -> f32
  %3 = "llvm.intr.smul.with.overflow"(%h, %h) : (i16, i16) -> !llvm.struct<(i16, i1)>
  %4 = "llvm.intr.usub.with.overflow"(%h, %h) : (i16, i16) -> !llvm.struct<(i16, i1)>
  llvm.return
}

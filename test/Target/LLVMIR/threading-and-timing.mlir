// RUN: strata-translate --mlir-to-llvmir --mlir-disable-threading %s | FileCheck %s
// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: strata-translate --mlir-to-llvmir --mlir-timing %s -o %t.ll 2>&1 | FileCheck %s --check-prefix=TIMING

// One thread or several, the functions come out in module order, the
// intrinsic declarations after them.

// CHECK: @counter = global i32 7
// CHECK: define double @first(double %a0) {
// CHECK-NEXT:   %v0 = call double @llvm.sqrt.f64(double %a0)
// CHECK-NEXT:   ret double %v0
// CHECK: define float @second(float %a0) {
// CHECK:   %v0 = call float @llvm.fabs.f32(float %a0)
// CHECK: define double @third(double %a0) {
// CHECK:   %v0 = call double @llvm.sqrt.f64(double %a0)
// CHECK: declare float @llvm.fabs.f32(float)
// CHECK: declare double @llvm.sqrt.f64(double)

// TIMING: ... Execution time report ...
// TIMING: Total Execution Time:
// TIMING: Parser
// TIMING-NEXT: Translate MLIR to LLVMIR
// TIMING-NEXT: Output
// TIMING-NEXT: Rest
// TIMING-NEXT: Total

llvm.mlir.global external @counter(7 : i32) : i32
llvm.func @first(%a: f64) -> f64 {
  %r = llvm.intr.sqrt(%a) : (f64) -> f64
  llvm.return %r : f64
}
llvm.func @second(%a: f32) -> f32 {
  %r = llvm.intr.fabs(%a) : (f32) -> f32
  llvm.return %r : f32
}
llvm.func @third(%a: f64) -> f64 {
  %r = llvm.intr.sqrt(%a) : (f64) -> f64
  llvm.return %r : f64
}

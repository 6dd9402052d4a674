// RUN: strata-opt %s --convert-math-to-llvm | FileCheck %s

// Every math op with an LLVM intrinsic, fast-math flags, and the expansions
// of rsqrt, expm1 and log1p; erf has no lowering and stays.
func.func @m(%x: f32, %i: i32, %v: vector<4xf32>) {
  %0 = math.absf %x fastmath<fast> : f32
  %1 = math.ceil %x : f32
  %2 = math.copysign %x, %x : f32
  %3 = math.cos %x : f32
  %4 = math.ctpop %i : i32
  %5 = math.cttz %i : i32
  %6 = math.exp2 %x : f32
  %7 = math.floor %x : f32
  %8 = math.fma %x, %x, %x : f32
  %9 = math.log %x : f32
  %10 = math.log10 %x : f32
  %11 = math.log2 %x : f32
  %12 = math.log1p %x : f32
  %13 = math.round %x : f32
  %14 = math.roundeven %x : f32
  %15 = math.sin %x : f32
  %16 = math.tan %x : f32
  %17 = math.trunc %x : f32
  %18 = math.fpowi %x, %i : f32, i32
  %19 = math.rsqrt %v : vector<4xf32>
  %20 = math.tanh %x : f32
  %21 = math.atan2 %x, %x : f32
  %22 = math.erf %x : f32
  %23 = math.asin %x : f32
  %24 = math.expm1 %x fastmath<fast> : f32
  %25 = math.sinh %x : f32
  %26 = math.isnan %x : f32
  %27 = math.absi %i : i32
  %28 = math.exp %x : f32
  %29 = math.cbrt %x : f32
  %30 = math.ipowi %i, %i : i32
  %31 = math.ctlz %i : i32
  %32 = math.sqrt %v : vector<4xf32>
  %33 = math.log1p %v : vector<4xf32>
  return
}

// CHECK-LABEL: func.func @m(%arg0: f32, %arg1: i32, %arg2: vector<4xf32>) {
// CHECK-NEXT: %0 = llvm.intr.fabs(%arg0) {fastmathFlags = #llvm.fastmath<fast>} : (f32) -> f32
// CHECK-NEXT: %1 = llvm.intr.ceil(%arg0) : (f32) -> f32
// CHECK-NEXT: %2 = llvm.intr.copysign(%arg0, %arg0) : (f32, f32) -> f32
// CHECK-NEXT: %3 = llvm.intr.cos(%arg0) : (f32) -> f32
// CHECK-NEXT: %4 = llvm.intr.ctpop(%arg1) : (i32) -> i32
// CHECK-NEXT: %5 = "llvm.intr.cttz"(%arg1) <{is_zero_poison = false}> : (i32) -> i32
// CHECK-NEXT: %6 = llvm.intr.exp2(%arg0) : (f32) -> f32
// CHECK-NEXT: %7 = llvm.intr.floor(%arg0) : (f32) -> f32
// CHECK-NEXT: %8 = llvm.intr.fma(%arg0, %arg0, %arg0) : (f32, f32, f32) -> f32
// CHECK-NEXT: %9 = llvm.intr.log(%arg0) : (f32) -> f32
// CHECK-NEXT: %10 = llvm.intr.log10(%arg0) : (f32) -> f32
// CHECK-NEXT: %11 = llvm.intr.log2(%arg0) : (f32) -> f32
// CHECK-NEXT: %12 = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK-NEXT: %13 = llvm.fadd %12, %arg0 : f32
// CHECK-NEXT: %14 = llvm.intr.log(%13) : (f32) -> f32
// CHECK-NEXT: %15 = llvm.intr.round(%arg0) : (f32) -> f32
// CHECK-NEXT: %16 = llvm.intr.roundeven(%arg0) : (f32) -> f32
// CHECK-NEXT: %17 = llvm.intr.sin(%arg0) : (f32) -> f32
// CHECK-NEXT: %18 = llvm.intr.tan(%arg0) : (f32) -> f32
// CHECK-NEXT: %19 = llvm.intr.trunc(%arg0) : (f32) -> f32
// CHECK-NEXT: %20 = llvm.intr.powi(%arg0, %arg1) : (f32, i32) -> f32
// CHECK-NEXT: %21 = llvm.mlir.constant(dense<1.000000e+00> : vector<4xf32>) : vector<4xf32>
// CHECK-NEXT: %22 = llvm.intr.sqrt(%arg2) : (vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %23 = llvm.fdiv %21, %22 : vector<4xf32>
// CHECK-NEXT: %24 = llvm.intr.tanh(%arg0) : (f32) -> f32
// CHECK-NEXT: %25 = llvm.intr.atan2(%arg0, %arg0) : (f32, f32) -> f32
// CHECK-NEXT: %26 = math.erf %arg0 : f32
// CHECK-NEXT: %27 = llvm.intr.asin(%arg0) : (f32) -> f32
// CHECK-NEXT: %28 = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK-NEXT: %29 = llvm.intr.exp(%arg0) {fastmathFlags = #llvm.fastmath<fast>} : (f32) -> f32
// CHECK-NEXT: %30 = llvm.fsub %29, %28 {fastmathFlags = #llvm.fastmath<fast>} : f32
// CHECK-NEXT: %31 = llvm.intr.sinh(%arg0) : (f32) -> f32
// CHECK-NEXT: %32 = "llvm.intr.is.fpclass"(%arg0) <{bit = 3 : i32}> : (f32) -> i1
// CHECK-NEXT: %33 = "llvm.intr.abs"(%arg1) <{is_int_min_poison = false}> : (i32) -> i32
// CHECK-NEXT: %34 = llvm.intr.exp(%arg0) : (f32) -> f32
// CHECK-NEXT: %35 = math.cbrt %arg0 : f32
// CHECK-NEXT: %36 = math.ipowi %arg1, %arg1 : i32
// CHECK-NEXT: %37 = "llvm.intr.ctlz"(%arg1) <{is_zero_poison = false}> : (i32) -> i32
// CHECK-NEXT: %38 = llvm.intr.sqrt(%arg2) : (vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %39 = llvm.mlir.constant(dense<1.000000e+00> : vector<4xf32>) : vector<4xf32>
// CHECK-NEXT: %40 = llvm.fadd %39, %arg2 : vector<4xf32>
// CHECK-NEXT: %41 = llvm.intr.log(%40) : (vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: return

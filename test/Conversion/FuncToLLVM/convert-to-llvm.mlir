// RUN: strata-opt %s --convert-to-llvm | FileCheck %s

// A function using func, arith, cf and math lowered in one pass through each
// dialect's ConvertToLLVMPatternInterface.
func.func @f(%a: i32, %b: i32, %x: f32, %i: index, %v: vector<4xf32>) -> (i32, f32) {
  %0 = arith.addi %a, %b overflow<nsw> : i32
  %1 = arith.addf %x, %x fastmath<fast> : f32
  %2 = arith.cmpi slt, %a, %b : i32
  %3 = arith.select %2, %a, %b : i32
  %4 = arith.index_cast %a : i32 to index
  %5 = arith.addi %4, %i : index
  %c = arith.constant 42 : i32
  %cf = arith.constant 1.5 : f32
  %6 = arith.extsi %a : i32 to i64
  %7 = arith.sitofp %a : i32 to f32
  %8 = arith.maxsi %a, %b : i32
  %9 = arith.divf %x, %cf : f32
  %10 = arith.negf %x : f32
  %11 = arith.cmpf olt, %x, %cf : f32
  %12 = arith.minimumf %x, %cf : f32
  %13 = arith.remsi %a, %c : i32
  %14 = arith.addf %v, %v : vector<4xf32>
  %15 = arith.constant dense<1.0> : vector<4xf32>
  %16 = arith.index_castui %i : index to i64
  %17 = arith.bitcast %x : f32 to i32
  %18 = arith.ceildivsi %a, %b : i32
  cf.cond_br %2, ^bb1(%a : i32), ^bb1(%b : i32)
^bb1(%z: i32):
  %r = math.sqrt %x : f32
  %r2 = math.absi %a : i32
  %r3 = math.ctlz %a : i32
  %r4 = math.powf %x, %x : f32
  %r5 = math.rsqrt %x : f32
  %r6 = math.expm1 %x : f32
  return %z, %r : i32, f32
}
func.func private @ext(memref<?x4xf32>, () -> ()) -> memref<f32>
func.func @caller(%m: memref<?x4xf32>) {
  %c1 = arith.constant 1 : i32
  %cx = arith.constant 1.0 : f32
  %ci = arith.constant 1 : index
  %cv = arith.constant dense<1.0> : vector<4xf32>
  %r:2 = call @f(%c1, %c1, %cx, %ci, %cv) : (i32, i32, f32, index, vector<4xf32>) -> (i32, f32)
  return
}

// CHECK-LABEL: llvm.func @f(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: i64, %arg4: vector<4xf32>) -> !llvm.struct<(i32, f32)> {
// CHECK-NEXT: %0 = llvm.add %arg0, %arg1 overflow<nsw> : i32
// CHECK-NEXT: %1 = llvm.fadd %arg2, %arg2 {fastmathFlags = #llvm.fastmath<fast>} : f32
// CHECK-NEXT: %2 = llvm.icmp "slt" %arg0, %arg1 : i32
// CHECK-NEXT: %3 = llvm.select %2, %arg0, %arg1 : i1, i32
// CHECK-NEXT: %4 = llvm.sext %arg0 : i32 to i64
// CHECK-NEXT: %5 = llvm.add %4, %arg3 : i64
// CHECK-NEXT: %6 = llvm.mlir.constant(42 : i32) : i32
// CHECK-NEXT: %7 = llvm.mlir.constant(1.500000e+00 : f32) : f32
// CHECK-NEXT: %8 = llvm.sext %arg0 : i32 to i64
// CHECK-NEXT: %9 = llvm.sitofp %arg0 : i32 to f32
// CHECK-NEXT: %10 = llvm.intr.smax(%arg0, %arg1) : (i32, i32) -> i32
// CHECK-NEXT: %11 = llvm.fdiv %arg2, %7 : f32
// CHECK-NEXT: %12 = llvm.fneg %arg2 : f32
// CHECK-NEXT: %13 = llvm.fcmp "olt" %arg2, %7 : f32
// CHECK-NEXT: %14 = llvm.intr.minimum(%arg2, %7) : (f32, f32) -> f32
// CHECK-NEXT: %15 = llvm.srem %arg0, %6 : i32
// CHECK-NEXT: %16 = llvm.fadd %arg4, %arg4 : vector<4xf32>
// CHECK-NEXT: %17 = llvm.mlir.constant(dense<1.000000e+00> : vector<4xf32>) : vector<4xf32>
// CHECK-NEXT: %18 = llvm.bitcast %arg2 : f32 to i32
// CHECK-NEXT: %19 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %20 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %21 = llvm.sdiv %arg0, %arg1 : i32
// CHECK-NEXT: %22 = llvm.mul %21, %arg1 : i32
// CHECK-NEXT: %23 = llvm.icmp "ne" %arg0, %22 : i32
// CHECK-NEXT: %24 = llvm.icmp "slt" %arg0, %19 : i32
// CHECK-NEXT: %25 = llvm.icmp "slt" %arg1, %19 : i32
// CHECK-NEXT: %26 = llvm.icmp "eq" %24, %25 : i1
// CHECK-NEXT: %27 = llvm.and %23, %26 : i1
// CHECK-NEXT: %28 = llvm.add %21, %20 : i32
// CHECK-NEXT: %29 = llvm.select %27, %28, %21 : i1, i32
// CHECK-NEXT: llvm.cond_br %2, ^bb1(%arg0 : i32), ^bb1(%arg1 : i32)
// CHECK-NEXT: ^bb1(%30: i32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: %31 = llvm.intr.sqrt(%arg2) : (f32) -> f32
// CHECK-NEXT: %32 = "llvm.intr.abs"(%arg0) <{is_int_min_poison = false}> : (i32) -> i32
// CHECK-NEXT: %33 = "llvm.intr.ctlz"(%arg0) <{is_zero_poison = false}> : (i32) -> i32
// CHECK-NEXT: %34 = llvm.intr.pow(%arg2, %arg2) : (f32, f32) -> f32
// CHECK-NEXT: %35 = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK-NEXT: %36 = llvm.intr.sqrt(%arg2) : (f32) -> f32
// CHECK-NEXT: %37 = llvm.fdiv %35, %36 : f32
// CHECK-NEXT: %38 = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK-NEXT: %39 = llvm.intr.exp(%arg2) : (f32) -> f32
// CHECK-NEXT: %40 = llvm.fsub %39, %38 : f32
// CHECK-NEXT: %41 = llvm.mlir.poison : !llvm.struct<(i32, f32)>
// CHECK-NEXT: %42 = llvm.insertvalue %30, %41[0] : !llvm.struct<(i32, f32)>
// CHECK-NEXT: %43 = llvm.insertvalue %31, %42[1] : !llvm.struct<(i32, f32)>
// CHECK-NEXT: llvm.return %43 : !llvm.struct<(i32, f32)>
// CHECK-LABEL: llvm.func @ext(!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64)> attributes {sym_visibility = "private"}
// CHECK-LABEL: llvm.func @caller(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64) {
// CHECK-NEXT: %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %1 = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK-NEXT: %2 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %3 = llvm.mlir.constant(dense<1.000000e+00> : vector<4xf32>) : vector<4xf32>
// CHECK-NEXT: %4 = llvm.call @f(%0, %0, %1, %2, %3) : (i32, i32, f32, i64, vector<4xf32>) -> !llvm.struct<(i32, f32)>
// CHECK-NEXT: %5 = llvm.extractvalue %4[0] : !llvm.struct<(i32, f32)>
// CHECK-NEXT: %6 = llvm.extractvalue %4[1] : !llvm.struct<(i32, f32)>
// CHECK-NEXT: llvm.return

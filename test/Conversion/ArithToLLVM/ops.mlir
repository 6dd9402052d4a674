// RUN: strata-opt %s --split-input-file --convert-arith-to-llvm | FileCheck %s

// arith to LLVM as upstream prints it: flags, casts, index casts by width,
// constants, the expansion of ceildivsi/floordivsi/ceildivui, and the
// casts bridging the unconverted index arguments.

// Every arith op with an LLVM counterpart, with flags carried over.
func.func @ops(%a: i32, %b: i32, %x: f32, %y: f64, %i: index, %v: vector<4xf32>) -> (i32, f32) {
  %0 = arith.addi %a, %b overflow<nsw, nuw> : i32
  %1 = arith.subi %a, %b : i32
  %2 = arith.muli %a, %b overflow<nuw> : i32
  %3 = arith.divsi %a, %b : i32
  %4 = arith.divui %a, %b exact : i32
  %5 = arith.remsi %a, %b : i32
  %6 = arith.remui %a, %b : i32
  %7 = arith.andi %a, %b : i32
  %8 = arith.ori %a, %b : i32
  %9 = arith.xori %a, %b : i32
  %10 = arith.shli %a, %b : i32
  %11 = arith.shrsi %a, %b : i32
  %12 = arith.shrui %a, %b exact : i32
  %13 = arith.maxsi %a, %b : i32
  %14 = arith.minui %a, %b : i32
  %15 = arith.addf %x, %x fastmath<nnan, ninf> : f32
  %16 = arith.divf %x, %x fastmath<fast> : f32
  %17 = arith.remf %x, %x : f32
  %18 = arith.negf %x fastmath<reassoc> : f32
  %19 = arith.maximumf %x, %x : f32
  %20 = arith.minnumf %x, %x : f32
  %21 = arith.cmpi uge, %a, %b : i32
  %22 = arith.cmpf une, %x, %x fastmath<nnan> : f32
  %23 = arith.select %21, %a, %b : i32
  %24 = arith.mulf %v, %v : vector<4xf32>
  %25 = arith.cmpf olt, %v, %v : vector<4xf32>
  return %23, %18 : i32, f32
}

// -----

// Casts; index_cast is an extension, a truncation, or nothing.
func.func @casts(%a: i32, %l: i64, %x: f32, %y: f64, %i: index) -> (i64, f64, index) {
  %0 = arith.extsi %a : i32 to i64
  %1 = arith.extui %a : i32 to i64
  %2 = arith.trunci %l : i64 to i32
  %3 = arith.sitofp %a : i32 to f32
  %4 = arith.uitofp %l : i64 to f64
  %5 = arith.fptosi %x : f32 to i32
  %6 = arith.fptoui %y : f64 to i64
  %7 = arith.extf %x : f32 to f64
  %8 = arith.truncf %y : f64 to f32
  %9 = arith.bitcast %x : f32 to i32
  %10 = arith.index_cast %a : i32 to index
  %11 = arith.index_cast %i : index to i64
  %12 = arith.index_castui %i : index to i32
  %13 = arith.index_cast %l : i64 to index
  return %11, %7, %10 : i64, f64, index
}

// -----

// Constants keep their attribute, index ones included; rounding divisions
// expand into LLVM arithmetic.
func.func @constants_and_divisions(%a: i32, %b: i32) -> (i32, i32, i32, index) {
  %c = arith.constant 42 : index
  %v = arith.constant dense<[1, 2]> : vector<2xi64>
  %0 = arith.ceildivsi %a, %b : i32
  %1 = arith.floordivsi %a, %b : i32
  %2 = arith.ceildivui %a, %b : i32
  return %0, %1, %2, %c : i32, i32, i32, index
}

// CHECK-LABEL: func.func @ops(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: f64, %arg4: index, %arg5: vector<4xf32>) -> (i32, f32) {
// CHECK-NEXT: %0 = llvm.add %arg0, %arg1 overflow<nsw, nuw> : i32
// CHECK-NEXT: %1 = llvm.sub %arg0, %arg1 : i32
// CHECK-NEXT: %2 = llvm.mul %arg0, %arg1 overflow<nuw> : i32
// CHECK-NEXT: %3 = llvm.sdiv %arg0, %arg1 : i32
// CHECK-NEXT: %4 = llvm.udiv exact %arg0, %arg1 : i32
// CHECK-NEXT: %5 = llvm.srem %arg0, %arg1 : i32
// CHECK-NEXT: %6 = llvm.urem %arg0, %arg1 : i32
// CHECK-NEXT: %7 = llvm.and %arg0, %arg1 : i32
// CHECK-NEXT: %8 = llvm.or %arg0, %arg1 : i32
// CHECK-NEXT: %9 = llvm.xor %arg0, %arg1 : i32
// CHECK-NEXT: %10 = llvm.shl %arg0, %arg1 : i32
// CHECK-NEXT: %11 = llvm.ashr %arg0, %arg1 : i32
// CHECK-NEXT: %12 = llvm.lshr exact %arg0, %arg1 : i32
// CHECK-NEXT: %13 = llvm.intr.smax(%arg0, %arg1) : (i32, i32) -> i32
// CHECK-NEXT: %14 = llvm.intr.umin(%arg0, %arg1) : (i32, i32) -> i32
// CHECK-NEXT: %15 = llvm.fadd %arg2, %arg2 {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
// CHECK-NEXT: %16 = llvm.fdiv %arg2, %arg2 {fastmathFlags = #llvm.fastmath<fast>} : f32
// CHECK-NEXT: %17 = llvm.frem %arg2, %arg2 : f32
// CHECK-NEXT: %18 = llvm.fneg %arg2 {fastmathFlags = #llvm.fastmath<reassoc>} : f32
// CHECK-NEXT: %19 = llvm.icmp "uge" %arg0, %arg1 : i32
// CHECK-NEXT: %20 = llvm.fcmp "une" %arg2, %arg2 {fastmathFlags = #llvm.fastmath<nnan>} : f32
// CHECK-NEXT: %21 = llvm.select %19, %arg0, %arg1 : i1, i32
// CHECK-NEXT: %22 = llvm.fmul %arg5, %arg5 : vector<4xf32>
// CHECK-NEXT: %23 = llvm.fcmp "olt" %arg5, %arg5 : vector<4xf32>
// CHECK-NEXT: return %21, %18 : i32, f32
// CHECK: // -----
// CHECK-LABEL: func.func @casts(%arg0: i32, %arg1: i64, %arg2: f32, %arg3: f64, %arg4: index) -> (i64, f64, index) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg4 : index to i64
// CHECK-NEXT: %1 = llvm.sext %arg0 : i32 to i64
// CHECK-NEXT: %2 = llvm.zext %arg0 : i32 to i64
// CHECK-NEXT: %3 = llvm.trunc %arg1 : i64 to i32
// CHECK-NEXT: %4 = llvm.sitofp %arg0 : i32 to f32
// CHECK-NEXT: %5 = llvm.uitofp %arg1 : i64 to f64
// CHECK-NEXT: %6 = llvm.fptosi %arg2 : f32 to i32
// CHECK-NEXT: %7 = llvm.fptoui %arg3 : f64 to i64
// CHECK-NEXT: %8 = llvm.fpext %arg2 : f32 to f64
// CHECK-NEXT: %9 = llvm.fptrunc %arg3 : f64 to f32
// CHECK-NEXT: %10 = llvm.bitcast %arg2 : f32 to i32
// CHECK-NEXT: %11 = llvm.sext %arg0 : i32 to i64
// CHECK-NEXT: %12 = builtin.unrealized_conversion_cast %11 : i64 to index
// CHECK-NEXT: %13 = llvm.trunc %0 : i64 to i32
// CHECK-NEXT: return %0, %8, %12 : i64, f64, index
// CHECK: // -----
// CHECK-LABEL: func.func @constants_and_divisions(%arg0: i32, %arg1: i32) -> (i32, i32, i32, index) {
// CHECK-NEXT: %0 = llvm.mlir.constant(42 : index) : i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %0 : i64 to index
// CHECK-NEXT: %2 = llvm.mlir.constant(dense<[1, 2]> : vector<2xi64>) : vector<2xi64>
// CHECK-NEXT: %3 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %4 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %5 = llvm.sdiv %arg0, %arg1 : i32
// CHECK-NEXT: %6 = llvm.mul %5, %arg1 : i32
// CHECK-NEXT: %7 = llvm.icmp "ne" %arg0, %6 : i32
// CHECK-NEXT: %8 = llvm.icmp "slt" %arg0, %3 : i32
// CHECK-NEXT: %9 = llvm.icmp "slt" %arg1, %3 : i32
// CHECK-NEXT: %10 = llvm.icmp "eq" %8, %9 : i1
// CHECK-NEXT: %11 = llvm.and %7, %10 : i1
// CHECK-NEXT: %12 = llvm.add %5, %4 : i32
// CHECK-NEXT: %13 = llvm.select %11, %12, %5 : i1, i32
// CHECK-NEXT: %14 = llvm.sdiv %arg0, %arg1 : i32
// CHECK-NEXT: %15 = llvm.mul %14, %arg1 : i32
// CHECK-NEXT: %16 = llvm.icmp "ne" %arg0, %15 : i32
// CHECK-NEXT: %17 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %18 = llvm.icmp "slt" %arg0, %17 : i32
// CHECK-NEXT: %19 = llvm.icmp "slt" %arg1, %17 : i32
// CHECK-NEXT: %20 = llvm.icmp "ne" %18, %19 : i1
// CHECK-NEXT: %21 = llvm.and %16, %20 : i1
// CHECK-NEXT: %22 = llvm.mlir.constant(-1 : i32) : i32
// CHECK-NEXT: %23 = llvm.add %14, %22 : i32
// CHECK-NEXT: %24 = llvm.select %21, %23, %14 : i1, i32
// CHECK-NEXT: %25 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %26 = llvm.icmp "eq" %arg0, %25 : i32
// CHECK-NEXT: %27 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %28 = llvm.sub %arg0, %27 : i32
// CHECK-NEXT: %29 = llvm.udiv %28, %arg1 : i32
// CHECK-NEXT: %30 = llvm.add %29, %27 : i32
// CHECK-NEXT: %31 = llvm.select %26, %25, %30 : i1, i32
// CHECK-NEXT: return %13, %24, %31, %1 : i32, i32, i32, index

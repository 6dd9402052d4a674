// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s

// Every arith op in its custom form (flags, predicates, rounding modes,
// vectors, scalable vectors, tensors, memrefs), printed back and after a
// round trip through the generic form; constants get their name hints.

func.func @int_binary(%a: i32, %b: i32, %i: index, %v: vector<4xi8>, %t: tensor<?x2xi64>) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %a, %b overflow<nsw> : i32
  %2 = arith.subi %i, %i overflow<nuw> : index
  %3 = arith.muli %v, %v overflow<nsw, nuw> : vector<4xi8>
  %4 = arith.divui %a, %b : i32
  %5 = arith.divsi %a, %b exact : i32
  %6 = arith.ceildivui %t, %t : tensor<?x2xi64>
  %7 = arith.ceildivsi %a, %b : i32
  %8 = arith.floordivsi %i, %i : index
  %9 = arith.remui %a, %b : i32
  %10 = arith.remsi %v, %v : vector<4xi8>
  %11 = arith.andi %a, %b : i32
  %12 = arith.ori %a, %b : i32
  %13 = arith.xori %a, %b : i32
  %14 = arith.shli %a, %b overflow<nuw> : i32
  %15 = arith.shrui %a, %b exact : i32
  %16 = arith.shrsi %a, %b : i32
  %17 = arith.maxsi %a, %b : i32
  %18 = arith.maxui %a, %b : i32
  %19 = arith.minsi %a, %b : i32
  %20 = arith.minui %i, %i : index
  %sum, %overflow = arith.addui_extended %a, %b : i32, i1
  %vs, %vo = arith.addui_extended %v, %v : vector<4xi8>, vector<4xi1>
  %low, %high = arith.mulsi_extended %a, %b : i32
  %ul, %uh = arith.mului_extended %v, %v : vector<4xi8>
  return
}

func.func @float_binary(%x: f32, %y: f32, %h: vector<[4]xf16>, %t: tensor<3xbf16>) {
  %0 = arith.addf %x, %y : f32
  %1 = arith.addf %x, %y fastmath<fast> : f32
  %2 = arith.subf %h, %h fastmath<nnan,ninf> : vector<[4]xf16>
  %3 = arith.mulf %t, %t fastmath<reassoc,contract> : tensor<3xbf16>
  %4 = arith.divf %x, %y : f32
  %5 = arith.remf %x, %y : f32
  %6 = arith.negf %x : f32
  %7 = arith.negf %h fastmath<nsz> : vector<[4]xf16>
  %8 = arith.maximumf %x, %y : f32
  %9 = arith.minimumf %x, %y fastmath<afn> : f32
  %10 = arith.maxnumf %x, %y : f32
  %11 = arith.minnumf %x, %y fastmath<arcp> : f32
  return
}

func.func @compare_select(%a: i32, %b: i32, %x: f64, %v: vector<2xf32>, %c: i1, %vc: vector<2xi1>) {
  %0 = arith.cmpi eq, %a, %b : i32
  %1 = arith.cmpi ne, %a, %b : i32
  %2 = arith.cmpi slt, %a, %b : i32
  %3 = arith.cmpi sle, %a, %b : i32
  %4 = arith.cmpi sgt, %a, %b : i32
  %5 = arith.cmpi sge, %a, %b : i32
  %6 = arith.cmpi ult, %a, %b : i32
  %7 = arith.cmpi ule, %a, %b : i32
  %8 = arith.cmpi ugt, %a, %b : i32
  %9 = arith.cmpi uge, %a, %b : i32
  %10 = arith.cmpf false, %x, %x : f64
  %11 = arith.cmpf oeq, %x, %x : f64
  %12 = arith.cmpf ogt, %x, %x : f64
  %13 = arith.cmpf oge, %x, %x : f64
  %14 = arith.cmpf olt, %x, %x : f64
  %15 = arith.cmpf ole, %x, %x : f64
  %16 = arith.cmpf one, %x, %x : f64
  %17 = arith.cmpf ord, %x, %x : f64
  %18 = arith.cmpf ueq, %x, %x : f64
  %19 = arith.cmpf ugt, %x, %x : f64
  %20 = arith.cmpf uge, %x, %x : f64
  %21 = arith.cmpf ult, %x, %x : f64
  %22 = arith.cmpf ule, %x, %x : f64
  %23 = arith.cmpf une, %x, %x : f64
  %24 = arith.cmpf uno, %x, %x : f64
  %25 = arith.cmpf true, %v, %v fastmath<fast> : vector<2xf32>
  %26 = arith.select %c, %a, %b : i32
  %27 = arith.select %c, %v, %v : vector<2xf32>
  %28 = arith.select %vc, %v, %v : vector<2xi1>, vector<2xf32>
  %29 = arith.select %c, %a, %b {tag = "x"} : i32
  return
}

func.func @casts(%a: i32, %x: f32, %h: f16, %i: index, %v: vector<4xi16>, %m: memref<4xi32>, %t: tensor<*xf32>) {
  %0 = arith.extui %a : i32 to i64
  %1 = arith.extsi %v : vector<4xi16> to vector<4xi32>
  %2 = arith.trunci %a : i32 to i8
  %3 = arith.trunci %a overflow<nsw, nuw> : i32 to i1
  %4 = arith.extf %h : f16 to f32
  %5 = arith.extf %h fastmath<contract> : f16 to f64
  %6 = arith.truncf %x : f32 to bf16
  %7 = arith.truncf %x downward : f32 to f16
  %8 = arith.truncf %x toward_zero fastmath<fast> : f32 to f8E4M3FN
  %9 = arith.uitofp %a : i32 to f32
  %10 = arith.sitofp %v : vector<4xi16> to vector<4xf16>
  %11 = arith.fptoui %x : f32 to i8
  %12 = arith.fptosi %x : f32 to i32
  %13 = arith.index_cast %a : i32 to index
  %14 = arith.index_castui %i : index to i16
  %15 = arith.index_cast %m : memref<4xi32> to memref<4xindex>
  %16 = arith.bitcast %a : i32 to f32
  %17 = arith.bitcast %v : vector<4xi16> to vector<4xbf16>
  %18 = arith.bitcast %m : memref<4xi32> to memref<4xf32>
  %19 = arith.scaling_extf %h, %h : f16, f16 to f32
  %20 = arith.scaling_extf %h, %h fastmath<fast> : f16, f16 to f64
  %21 = arith.scaling_truncf %x, %h : f32, f16 to f16
  %22 = arith.scaling_truncf %x, %h upward fastmath<nnan> : f32, f16 to f16
  %23 = arith.truncf %x to_nearest_away : f32 to f16
  return
}

func.func @constants() {
  %0 = arith.constant 0 : index
  %1 = arith.constant -7 : index
  %2 = arith.constant 42 : i32
  %3 = arith.constant -1 : i8
  %4 = arith.constant true
  %5 = arith.constant false
  %6 = arith.constant 170141183460469231731687303715884105727 : i128
  %7 = arith.constant 1.5 : f32
  %8 = arith.constant 0x7FC00000 : f32
  %9 = arith.constant -0.0 : f16
  %10 = arith.constant dense<[1, 2]> : vector<2xi32>
  %11 = arith.constant dense<2.0> : tensor<2x3xbf16>
  %12 = arith.constant dense<true> : vector<[4]xi1>
  %13 = arith.constant 42 : i32
  %14 = arith.constant 1.0e+10 : f64
  return
}

// CHECK-LABEL: func.func @int_binary
// CHECK-SAME: (%arg0: i32, %arg1: i32, %arg2: index, %arg3: vector<4xi8>, %arg4: tensor<?x2xi64>) {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.addi %arg0, %arg1 overflow<nsw> : i32
// CHECK-NEXT: %2 = arith.subi %arg2, %arg2 overflow<nuw> : index
// CHECK-NEXT: %3 = arith.muli %arg3, %arg3 overflow<nsw, nuw> : vector<4xi8>
// CHECK-NEXT: %4 = arith.divui %arg0, %arg1 : i32
// CHECK-NEXT: %5 = arith.divsi %arg0, %arg1 exact : i32
// CHECK-NEXT: %6 = arith.ceildivui %arg4, %arg4 : tensor<?x2xi64>
// CHECK-NEXT: %7 = arith.ceildivsi %arg0, %arg1 : i32
// CHECK-NEXT: %8 = arith.floordivsi %arg2, %arg2 : index
// CHECK-NEXT: %9 = arith.remui %arg0, %arg1 : i32
// CHECK-NEXT: %10 = arith.remsi %arg3, %arg3 : vector<4xi8>
// CHECK-NEXT: %11 = arith.andi %arg0, %arg1 : i32
// CHECK-NEXT: %12 = arith.ori %arg0, %arg1 : i32
// CHECK-NEXT: %13 = arith.xori %arg0, %arg1 : i32
// CHECK-NEXT: %14 = arith.shli %arg0, %arg1 overflow<nuw> : i32
// CHECK-NEXT: %15 = arith.shrui %arg0, %arg1 exact : i32
// CHECK-NEXT: %16 = arith.shrsi %arg0, %arg1 : i32
// CHECK-NEXT: %17 = arith.maxsi %arg0, %arg1 : i32
// CHECK-NEXT: %18 = arith.maxui %arg0, %arg1 : i32
// CHECK-NEXT: %19 = arith.minsi %arg0, %arg1 : i32
// CHECK-NEXT: %20 = arith.minui %arg2, %arg2 : index
// CHECK-NEXT: %sum, %overflow = arith.addui_extended %arg0, %arg1 : i32, i1
// CHECK-NEXT: %sum_0, %overflow_1 = arith.addui_extended %arg3, %arg3 : vector<4xi8>, vector<4xi1>
// CHECK-NEXT: %low, %high = arith.mulsi_extended %arg0, %arg1 : i32
// CHECK-NEXT: %low_2, %high_3 = arith.mului_extended %arg3, %arg3 : vector<4xi8>
// CHECK-NEXT: return
// CHECK-LABEL: func.func @float_binary
// CHECK-SAME: (%arg0: f32, %arg1: f32, %arg2: vector<[4]xf16>, %arg3: tensor<3xbf16>) {
// CHECK-NEXT: %0 = arith.addf %arg0, %arg1 : f32
// CHECK-NEXT: %1 = arith.addf %arg0, %arg1 fastmath<fast> : f32
// CHECK-NEXT: %2 = arith.subf %arg2, %arg2 fastmath<nnan,ninf> : vector<[4]xf16>
// CHECK-NEXT: %3 = arith.mulf %arg3, %arg3 fastmath<reassoc,contract> : tensor<3xbf16>
// CHECK-NEXT: %4 = arith.divf %arg0, %arg1 : f32
// CHECK-NEXT: %5 = arith.remf %arg0, %arg1 : f32
// CHECK-NEXT: %6 = arith.negf %arg0 : f32
// CHECK-NEXT: %7 = arith.negf %arg2 fastmath<nsz> : vector<[4]xf16>
// CHECK-NEXT: %8 = arith.maximumf %arg0, %arg1 : f32
// CHECK-NEXT: %9 = arith.minimumf %arg0, %arg1 fastmath<afn> : f32
// CHECK-NEXT: %10 = arith.maxnumf %arg0, %arg1 : f32
// CHECK-NEXT: %11 = arith.minnumf %arg0, %arg1 fastmath<arcp> : f32
// CHECK-NEXT: return
// CHECK-LABEL: func.func @compare_select
// CHECK-SAME: (%arg0: i32, %arg1: i32, %arg2: f64, %arg3: vector<2xf32>, %arg4: i1, %arg5: vector<2xi1>) {
// CHECK-NEXT: %0 = arith.cmpi eq, %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.cmpi ne, %arg0, %arg1 : i32
// CHECK-NEXT: %2 = arith.cmpi slt, %arg0, %arg1 : i32
// CHECK-NEXT: %3 = arith.cmpi sle, %arg0, %arg1 : i32
// CHECK-NEXT: %4 = arith.cmpi sgt, %arg0, %arg1 : i32
// CHECK-NEXT: %5 = arith.cmpi sge, %arg0, %arg1 : i32
// CHECK-NEXT: %6 = arith.cmpi ult, %arg0, %arg1 : i32
// CHECK-NEXT: %7 = arith.cmpi ule, %arg0, %arg1 : i32
// CHECK-NEXT: %8 = arith.cmpi ugt, %arg0, %arg1 : i32
// CHECK-NEXT: %9 = arith.cmpi uge, %arg0, %arg1 : i32
// CHECK-NEXT: %10 = arith.cmpf false, %arg2, %arg2 : f64
// CHECK-NEXT: %11 = arith.cmpf oeq, %arg2, %arg2 : f64
// CHECK-NEXT: %12 = arith.cmpf ogt, %arg2, %arg2 : f64
// CHECK-NEXT: %13 = arith.cmpf oge, %arg2, %arg2 : f64
// CHECK-NEXT: %14 = arith.cmpf olt, %arg2, %arg2 : f64
// CHECK-NEXT: %15 = arith.cmpf ole, %arg2, %arg2 : f64
// CHECK-NEXT: %16 = arith.cmpf one, %arg2, %arg2 : f64
// CHECK-NEXT: %17 = arith.cmpf ord, %arg2, %arg2 : f64
// CHECK-NEXT: %18 = arith.cmpf ueq, %arg2, %arg2 : f64
// CHECK-NEXT: %19 = arith.cmpf ugt, %arg2, %arg2 : f64
// CHECK-NEXT: %20 = arith.cmpf uge, %arg2, %arg2 : f64
// CHECK-NEXT: %21 = arith.cmpf ult, %arg2, %arg2 : f64
// CHECK-NEXT: %22 = arith.cmpf ule, %arg2, %arg2 : f64
// CHECK-NEXT: %23 = arith.cmpf une, %arg2, %arg2 : f64
// CHECK-NEXT: %24 = arith.cmpf uno, %arg2, %arg2 : f64
// CHECK-NEXT: %25 = arith.cmpf true, %arg3, %arg3 fastmath<fast> : vector<2xf32>
// CHECK-NEXT: %26 = arith.select %arg4, %arg0, %arg1 : i32
// CHECK-NEXT: %27 = arith.select %arg4, %arg3, %arg3 : vector<2xf32>
// CHECK-NEXT: %28 = arith.select %arg5, %arg3, %arg3 : vector<2xi1>, vector<2xf32>
// CHECK-NEXT: %29 = arith.select %arg4, %arg0, %arg1 {tag = "x"} : i32
// CHECK-NEXT: return
// CHECK-LABEL: func.func @casts
// CHECK-SAME: (%arg0: i32, %arg1: f32, %arg2: f16, %arg3: index, %arg4: vector<4xi16>, %arg5: memref<4xi32>, %arg6: tensor<*xf32>) {
// CHECK-NEXT: %0 = arith.extui %arg0 : i32 to i64
// CHECK-NEXT: %1 = arith.extsi %arg4 : vector<4xi16> to vector<4xi32>
// CHECK-NEXT: %2 = arith.trunci %arg0 : i32 to i8
// CHECK-NEXT: %3 = arith.trunci %arg0 overflow<nsw, nuw> : i32 to i1
// CHECK-NEXT: %4 = arith.extf %arg2 : f16 to f32
// CHECK-NEXT: %5 = arith.extf %arg2 fastmath<contract> : f16 to f64
// CHECK-NEXT: %6 = arith.truncf %arg1 : f32 to bf16
// CHECK-NEXT: %7 = arith.truncf %arg1 downward : f32 to f16
// CHECK-NEXT: %8 = arith.truncf %arg1 toward_zero fastmath<fast> : f32 to f8E4M3FN
// CHECK-NEXT: %9 = arith.uitofp %arg0 : i32 to f32
// CHECK-NEXT: %10 = arith.sitofp %arg4 : vector<4xi16> to vector<4xf16>
// CHECK-NEXT: %11 = arith.fptoui %arg1 : f32 to i8
// CHECK-NEXT: %12 = arith.fptosi %arg1 : f32 to i32
// CHECK-NEXT: %13 = arith.index_cast %arg0 : i32 to index
// CHECK-NEXT: %14 = arith.index_castui %arg3 : index to i16
// CHECK-NEXT: %15 = arith.index_cast %arg5 : memref<4xi32> to memref<4xindex>
// CHECK-NEXT: %16 = arith.bitcast %arg0 : i32 to f32
// CHECK-NEXT: %17 = arith.bitcast %arg4 : vector<4xi16> to vector<4xbf16>
// CHECK-NEXT: %18 = arith.bitcast %arg5 : memref<4xi32> to memref<4xf32>
// CHECK-NEXT: %19 = arith.scaling_extf %arg2, %arg2 : f16, f16 to f32
// CHECK-NEXT: %20 = arith.scaling_extf %arg2, %arg2 fastmath<fast> : f16, f16 to f64
// CHECK-NEXT: %21 = arith.scaling_truncf %arg1, %arg2 : f32, f16 to f16
// CHECK-NEXT: %22 = arith.scaling_truncf %arg1, %arg2 upward fastmath<nnan> : f32, f16 to f16
// CHECK-NEXT: %23 = arith.truncf %arg1 to_nearest_away : f32 to f16
// CHECK-NEXT: return
// CHECK-LABEL: func.func @constants
// CHECK-SAME: () {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c-7 = arith.constant -7 : index
// CHECK-NEXT: %c42_i32 = arith.constant 42 : i32
// CHECK-NEXT: %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c170141183460469231731687303715884105727_i128 = arith.constant 170141183460469231731687303715884105727 : i128
// CHECK-NEXT: %cst = arith.constant 1.500000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT: %cst_1 = arith.constant -0.000000e+00 : f16
// CHECK-NEXT: %cst_2 = arith.constant dense<[1, 2]> : vector<2xi32>
// CHECK-NEXT: %cst_3 = arith.constant dense<2.000000e+00> : tensor<2x3xbf16>
// CHECK-NEXT: %cst_4 = arith.constant dense<true> : vector<[4]xi1>
// CHECK-NEXT: %c42_i32_5 = arith.constant 42 : i32
// CHECK-NEXT: %cst_6 = arith.constant 1.000000e+10 : f64
// CHECK-NEXT: return

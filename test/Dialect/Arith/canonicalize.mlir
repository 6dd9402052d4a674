// RUN: strata-opt %s --split-input-file --canonicalize | FileCheck %s

// Folding and canonicalization of arith ops: exact integer arithmetic at
// every width (wrap-around, i1, i128), cases left unfolded (division by
// zero, signed overflow, inexact float conversions, out-of-range shifts),
// float rounding per type, NaN and signed zeros, elementwise folds over
// vectors and tensors, and the canonicalization patterns.

func.func @int_edges() -> (i32, i32, i32, i32, i8, i1, i128, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c7 = arith.constant 7 : i32
  %cm7 = arith.constant -7 : i32
  %cm1 = arith.constant -1 : i32
  %min = arith.constant -2147483648 : i32
  %0 = arith.divsi %c7, %c0 : i32
  %1 = arith.divsi %min, %cm1 : i32
  %2 = arith.ceildivsi %cm7, %c7 : i32
  %3 = arith.floordivsi %cm7, %c7 : i32
  %a = arith.constant 127 : i8
  %b = arith.constant 1 : i8
  %4 = arith.addi %a, %b : i8
  %t = arith.constant true
  %5 = arith.addi %t, %t : i1
  %big = arith.constant 170141183460469231731687303715884105727 : i128
  %one = arith.constant 1 : i128
  %6 = arith.addi %big, %one : i128
  %c32 = arith.constant 32 : i32
  %7 = arith.shli %c7, %c32 : i32
  %8 = arith.remsi %cm7, %c0 : i32
  %9 = arith.floordivsi %min, %cm1 : i32
  %10 = arith.ceildivui %c7, %cm1 : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : i32, i32, i32, i32, i8, i1, i128, i32, i32, i32, i32
}
// CHECK-LABEL: func.func @int_edges() -> (i32, i32, i32, i32, i8, i1, i128, i32, i32, i32, i32) {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c-170141183460469231731687303715884105728_i128 = arith.constant -170141183460469231731687303715884105728 : i128
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c-128_i8 = arith.constant -128 : i8
// CHECK-NEXT: %c32_i32 = arith.constant 32 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: %c-7_i32 = arith.constant -7 : i32
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: %c-2147483648_i32 = arith.constant -2147483648 : i32
// CHECK-NEXT: %0 = arith.divsi %c7_i32, %c0_i32 : i32
// CHECK-NEXT: %1 = arith.divsi %c-2147483648_i32, %c-1_i32 : i32
// CHECK-NEXT: %2 = arith.shli %c7_i32, %c32_i32 : i32
// CHECK-NEXT: %3 = arith.remsi %c-7_i32, %c0_i32 : i32
// CHECK-NEXT: %4 = arith.floordivsi %c-2147483648_i32, %c-1_i32 : i32
// CHECK-NEXT: return %0, %1, %c-1_i32, %c-1_i32, %c-128_i8, %false, %c-170141183460469231731687303715884105728_i128, %2, %3, %4, %c1_i32 : i32, i32, i32, i32, i8, i1, i128, i32, i32, i32, i32

// -----

func.func @extended() -> (i32, i1, i32, i32, i32, i32) {
  %a = arith.constant -1 : i32
  %b = arith.constant 2 : i32
  %s, %o = arith.addui_extended %a, %b : i32, i1
  %l, %h = arith.mulsi_extended %a, %b : i32
  %ul, %uh = arith.mului_extended %a, %b : i32
  return %s, %o, %l, %h, %ul, %uh : i32, i1, i32, i32, i32, i32
}
// CHECK-LABEL: func.func @extended() -> (i32, i1, i32, i32, i32, i32) {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c-2_i32 = arith.constant -2 : i32
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: return %c1_i32, %true, %c-2_i32, %c-1_i32, %c-2_i32, %c1_i32 : i32, i1, i32, i32, i32, i32

// -----

func.func @float_edges() -> (f16, bf16, f32, f32, f32, f32, f32, f32) {
  %h1 = arith.constant 1.0 : f16
  %h2 = arith.constant 0.0004 : f16
  %0 = arith.addf %h1, %h2 : f16
  %b1 = arith.constant 1.0 : bf16
  %b2 = arith.constant 0.004 : bf16
  %1 = arith.addf %b1, %b2 : bf16
  %nan = arith.constant 0x7FC00000 : f32
  %one = arith.constant 1.0 : f32
  %2 = arith.maximumf %nan, %one : f32
  %3 = arith.maxnumf %nan, %one : f32
  %pz = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %4 = arith.minimumf %pz, %nz : f32
  %5 = arith.addf %nz, %nz : f32
  %6 = arith.divf %one, %pz : f32
  %7 = arith.remf %one, %pz : f32
  return %0, %1, %2, %3, %4, %5, %6, %7 : f16, bf16, f32, f32, f32, f32, f32, f32
}
// CHECK-LABEL: func.func @float_edges() -> (f16, bf16, f32, f32, f32, f32, f32, f32) {
// CHECK-NEXT: %cst = arith.constant -0.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant 1.000000e+00 : f16
// CHECK-NEXT: %cst_1 = arith.constant 1.007810e+00 : bf16
// CHECK-NEXT: %cst_2 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT: %cst_3 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %cst_4 = arith.constant 0x7F800000 : f32
// CHECK-NEXT: return %cst_0, %cst_1, %cst_2, %cst_3, %cst, %cst, %cst_4, %cst_2 : f16, bf16, f32, f32, f32, f32, f32, f32

// -----

func.func @float_casts() -> (f16, f16, i8, i8, f32, f16, f64, bf16) {
  %x = arith.constant 0.5 : f32
  %y = arith.constant 0.1 : f32
  %0 = arith.truncf %x : f32 to f16
  %1 = arith.truncf %y : f32 to f16
  %big = arith.constant 300.0 : f32
  %2 = arith.fptosi %big : f32 to i8
  %neg = arith.constant -2.75 : f32
  %3 = arith.fptosi %neg : f32 to i8
  %i = arith.constant 16777217 : i32
  %4 = arith.sitofp %i : i32 to f32
  %m = arith.constant -1 : i8
  %5 = arith.uitofp %m : i8 to f16
  %h = arith.constant 1.5 : f16
  %6 = arith.extf %h : f16 to f64
  %7 = arith.truncf %x downward : f32 to bf16
  return %0, %1, %2, %3, %4, %5, %6, %7 : f16, f16, i8, i8, f32, f16, f64, bf16
}
// CHECK-LABEL: func.func @float_casts() -> (f16, f16, i8, i8, f32, f16, f64, bf16) {
// CHECK-NEXT: %cst = arith.constant 5.000000e-01 : bf16
// CHECK-NEXT: %cst_0 = arith.constant 1.500000e+00 : f64
// CHECK-NEXT: %cst_1 = arith.constant 2.550000e+02 : f16
// CHECK-NEXT: %cst_2 = arith.constant 0x4B800000 : f32
// CHECK-NEXT: %c-2_i8 = arith.constant -2 : i8
// CHECK-NEXT: %cst_3 = arith.constant 3.000000e+02 : f32
// CHECK-NEXT: %cst_4 = arith.constant 1.000000e-01 : f32
// CHECK-NEXT: %cst_5 = arith.constant 5.000000e-01 : f16
// CHECK-NEXT: %0 = arith.truncf %cst_4 : f32 to f16
// CHECK-NEXT: %1 = arith.fptosi %cst_3 : f32 to i8
// CHECK-NEXT: return %cst_5, %0, %1, %c-2_i8, %cst_2, %cst_1, %cst_0, %cst : f16, f16, i8, i8, f32, f16, f64, bf16

// -----

func.func @int_casts() -> (i64, i64, i8, index, i16, f32, i32) {
  %m = arith.constant -2 : i32
  %0 = arith.extsi %m : i32 to i64
  %1 = arith.extui %m : i32 to i64
  %2 = arith.trunci %m : i32 to i8
  %3 = arith.index_cast %m : i32 to index
  %x = arith.constant 70000 : index
  %4 = arith.index_castui %x : index to i16
  %5 = arith.bitcast %m : i32 to f32
  %f = arith.constant 1.0 : f32
  %6 = arith.bitcast %f : f32 to i32
  return %0, %1, %2, %3, %4, %5, %6 : i64, i64, i8, index, i16, f32, i32
}
// CHECK-LABEL: func.func @int_casts() -> (i64, i64, i8, index, i16, f32, i32) {
// CHECK-NEXT: %c-2_i64 = arith.constant -2 : i64
// CHECK-NEXT: %c4294967294_i64 = arith.constant 4294967294 : i64
// CHECK-NEXT: %c-2_i8 = arith.constant -2 : i8
// CHECK-NEXT: %c-2 = arith.constant -2 : index
// CHECK-NEXT: %c4464_i16 = arith.constant 4464 : i16
// CHECK-NEXT: %cst = arith.constant 0xFFFFFFFE : f32
// CHECK-NEXT: %c1065353216_i32 = arith.constant 1065353216 : i32
// CHECK-NEXT: return %c-2_i64, %c4294967294_i64, %c-2_i8, %c-2, %c4464_i16, %cst, %c1065353216_i32 : i64, i64, i8, index, i16, f32, i32

// -----

func.func @compares() -> (i1, i1, i1, i1, i1, vector<2xi1>) {
  %m = arith.constant -1 : i32
  %one = arith.constant 1 : i32
  %0 = arith.cmpi slt, %m, %one : i32
  %1 = arith.cmpi ult, %m, %one : i32
  %nan = arith.constant 0x7FC00000 : f64
  %x = arith.constant 2.0 : f64
  %2 = arith.cmpf ueq, %nan, %x : f64
  %3 = arith.cmpf one, %nan, %x : f64
  %4 = arith.cmpf oge, %x, %x : f64
  %va = arith.constant dense<[1, -1]> : vector<2xi32>
  %vb = arith.constant dense<[0, 0]> : vector<2xi32>
  %5 = arith.cmpi ugt, %va, %vb : vector<2xi32>
  return %0, %1, %2, %3, %4, %5 : i1, i1, i1, i1, i1, vector<2xi1>
}
// CHECK-LABEL: func.func @compares() -> (i1, i1, i1, i1, i1, vector<2xi1>) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %cst = arith.constant dense<true> : vector<2xi1>
// CHECK-NEXT: return %true, %false, %false, %true, %true, %cst : i1, i1, i1, i1, i1, vector<2xi1>

// -----

func.func @elementwise() -> (vector<4xi32>, vector<4xi32>, tensor<2xf32>, vector<4xi32>) {
  %a = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %b = arith.constant dense<[4, 3, 2, 1]> : vector<4xi32>
  %0 = arith.addi %a, %b : vector<4xi32>
  %z = arith.constant dense<[1, 0, 1, 1]> : vector<4xi32>
  %1 = arith.divui %a, %z : vector<4xi32>
  %f = arith.constant dense<1.5> : tensor<2xf32>
  %2 = arith.mulf %f, %f : tensor<2xf32>
  %c = arith.constant dense<[true, false, false, true]> : vector<4xi1>
  %3 = arith.select %c, %a, %b : vector<4xi1>, vector<4xi32>
  return %0, %1, %2, %3 : vector<4xi32>, vector<4xi32>, tensor<2xf32>, vector<4xi32>
}
// CHECK-LABEL: func.func @elementwise() -> (vector<4xi32>, vector<4xi32>, tensor<2xf32>, vector<4xi32>) {
// CHECK-NEXT: %cst = arith.constant dense<[1, 3, 2, 4]> : vector<4xi32>
// CHECK-NEXT: %cst_0 = arith.constant dense<2.250000e+00> : tensor<2xf32>
// CHECK-NEXT: %cst_1 = arith.constant dense<[1, 0, 1, 1]> : vector<4xi32>
// CHECK-NEXT: %cst_2 = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
// CHECK-NEXT: %cst_3 = arith.constant dense<5> : vector<4xi32>
// CHECK-NEXT: %0 = arith.divui %cst_2, %cst_1 : vector<4xi32>
// CHECK-NEXT: return %cst_3, %0, %cst_0, %cst : vector<4xi32>, vector<4xi32>, tensor<2xf32>, vector<4xi32>

// -----

func.func @identities(%x: i32, %y: i32) -> (i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %0 = arith.addi %x, %c0 : i32
  %1 = arith.subi %x, %x : i32
  %2 = arith.muli %c1, %x : i32
  %3 = arith.subi %y, %c0 : i32
  return %0, %1, %2, %3 : i32, i32, i32, i32
}
// CHECK-LABEL: func.func @identities(%arg0: i32, %arg1: i32) -> (i32, i32, i32, i32) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: return %arg0, %c0_i32, %arg0, %arg1 : i32, i32, i32, i32

// -----

func.func @add_sub_cancel(%x: i32, %y: i32) -> (i32, i32, i32, i32) {
  %0 = arith.subi %x, %y : i32
  %1 = arith.addi %0, %y : i32
  %2 = arith.addi %y, %0 : i32
  %3 = arith.addi %x, %y : i32
  %4 = arith.subi %3, %y : i32
  %5 = arith.subi %3, %x : i32
  return %1, %2, %4, %5 : i32, i32, i32, i32
}
// CHECK-LABEL: func.func @add_sub_cancel(%arg0: i32, %arg1: i32) -> (i32, i32, i32, i32) {
// CHECK-NEXT: return %arg0, %arg0, %arg0, %arg1 : i32, i32, i32, i32

// -----

func.func @reassociate(%x: i64) -> (i64, i64, i64, i64, i64) {
  %c3 = arith.constant 3 : i64
  %c9 = arith.constant 9 : i64
  %0 = arith.addi %x, %c3 overflow<nsw> : i64
  %1 = arith.addi %0, %c9 overflow<nsw, nuw> : i64
  %2 = arith.muli %x, %c3 overflow<nuw> : i64
  %3 = arith.muli %2, %c9 overflow<nuw> : i64
  %4 = arith.subi %c9, %x : i64
  %5 = arith.addi %4, %c3 : i64
  %6 = arith.subi %x, %c3 : i64
  %7 = arith.subi %c9, %6 : i64
  %8 = arith.subi %4, %c3 : i64
  return %1, %3, %5, %7, %8 : i64, i64, i64, i64, i64
}
// CHECK-LABEL: func.func @reassociate(%arg0: i64) -> (i64, i64, i64, i64, i64) {
// CHECK-NEXT: %c6_i64 = arith.constant 6 : i64
// CHECK-NEXT: %c27_i64 = arith.constant 27 : i64
// CHECK-NEXT: %c12_i64 = arith.constant 12 : i64
// CHECK-NEXT: %0 = arith.addi %arg0, %c12_i64 overflow<nsw> : i64
// CHECK-NEXT: %1 = arith.muli %arg0, %c27_i64 overflow<nuw> : i64
// CHECK-NEXT: %2 = arith.subi %c12_i64, %arg0 : i64
// CHECK-NEXT: %3 = arith.subi %c12_i64, %arg0 : i64
// CHECK-NEXT: %4 = arith.subi %c6_i64, %arg0 : i64
// CHECK-NEXT: return %0, %1, %2, %3, %4 : i64, i64, i64, i64, i64

// -----

func.func @add_mul_minus_one(%x: index, %y: index) -> (index, index) {
  %m1 = arith.constant -1 : index
  %0 = arith.muli %y, %m1 : index
  %1 = arith.addi %x, %0 : index
  %2 = arith.addi %0, %x : index
  return %1, %2 : index, index
}
// CHECK-LABEL: func.func @add_mul_minus_one(%arg0: index, %arg1: index) -> (index, index) {
// CHECK-NEXT: %0 = arith.subi %arg0, %arg1 : index
// CHECK-NEXT: %1 = arith.subi %arg0, %arg1 : index
// CHECK-NEXT: return %0, %1 : index, index

// -----

func.func @cmpi_fold(%a: i32, %b: i32) -> (i1, i1, i1, i1, i1) {
  %0 = arith.cmpi eq, %a, %a : i32
  %1 = arith.cmpi ult, %a, %a : i32
  %c5 = arith.constant 5 : i32
  %2 = arith.cmpi slt, %c5, %a : i32
  %3 = arith.cmpi uge, %c5, %b : i32
  %4 = arith.cmpi sle, %b, %b : i32
  return %0, %1, %2, %3, %4 : i1, i1, i1, i1, i1
}
// CHECK-LABEL: func.func @cmpi_fold(%arg0: i32, %arg1: i32) -> (i1, i1, i1, i1, i1) {
// CHECK-NEXT: %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %0 = arith.cmpi sgt, %arg0, %c5_i32 : i32
// CHECK-NEXT: %1 = arith.cmpi ule, %arg1, %c5_i32 : i32
// CHECK-NEXT: return %true, %false, %0, %1, %true : i1, i1, i1, i1, i1

// -----

func.func @cmpi_i1(%a: i32, %b: i32, %c: i1) -> (i1, i1, i1, i1) {
  %t = arith.constant true
  %f = arith.constant false
  %0 = arith.cmpi sgt, %a, %b : i32
  %1 = arith.xori %0, %t : i1
  %2 = arith.cmpi ne, %c, %f : i1
  %3 = arith.cmpi eq, %c, %t : i1
  %e = arith.extui %c : i1 to i32
  %z = arith.constant 0 : i32
  %4 = arith.cmpi ne, %e, %z : i32
  return %1, %2, %3, %4 : i1, i1, i1, i1
}
// CHECK-LABEL: func.func @cmpi_i1(%arg0: i32, %arg1: i32, %arg2: i1) -> (i1, i1, i1, i1) {
// CHECK-NEXT: %0 = arith.cmpi sle, %arg0, %arg1 : i32
// CHECK-NEXT: return %0, %arg2, %arg2, %arg2 : i1, i1, i1, i1

// -----

func.func @cmpi_ext(%a: i8, %b: i8) -> (i1, i1, i1) {
  %0 = arith.extsi %a : i8 to i32
  %1 = arith.extsi %b : i8 to i32
  %2 = arith.cmpi eq, %0, %1 : i32
  %3 = arith.cmpi slt, %0, %1 : i32
  %4 = arith.extui %a : i8 to i32
  %5 = arith.extui %b : i8 to i32
  %6 = arith.cmpi ne, %4, %5 : i32
  return %2, %3, %6 : i1, i1, i1
}
// CHECK-LABEL: func.func @cmpi_ext(%arg0: i8, %arg1: i8) -> (i1, i1, i1) {
// CHECK-NEXT: %0 = arith.extsi %arg0 : i8 to i32
// CHECK-NEXT: %1 = arith.extsi %arg1 : i8 to i32
// CHECK-NEXT: %2 = arith.cmpi eq, %arg0, %arg1 : i8
// CHECK-NEXT: %3 = arith.cmpi slt, %0, %1 : i32
// CHECK-NEXT: %4 = arith.cmpi ne, %arg0, %arg1 : i8
// CHECK-NEXT: return %2, %3, %4 : i1, i1, i1

// -----

func.func @select_fold(%c: i1, %x: i32, %y: i32) -> (i32, i32, i1, i32, i32, i1) {
  %t = arith.constant true
  %f = arith.constant false
  %0 = arith.select %c, %x, %x : i32
  %1 = arith.select %t, %x, %y : i32
  %2 = arith.select %c, %t, %f : i1
  %3 = arith.cmpi eq, %x, %y : i32
  %4 = arith.select %3, %x, %y : i32
  %5 = arith.cmpi ne, %x, %y : i32
  %6 = arith.select %5, %x, %y : i32
  %7 = arith.select %c, %f, %t : i1
  return %0, %1, %2, %4, %6, %7 : i32, i32, i1, i32, i32, i1
}
// CHECK-LABEL: func.func @select_fold(%arg0: i1, %arg1: i32, %arg2: i32) -> (i32, i32, i1, i32, i32, i1) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = arith.xori %arg0, %true : i1
// CHECK-NEXT: return %arg1, %arg1, %arg0, %arg2, %arg1, %0 : i32, i32, i1, i32, i32, i1

// -----

func.func @select_patterns(%c: i1, %a: i32, %b: i32, %d: i32) -> (i32, i32, i32, i64, i64) {
  %0 = arith.select %c, %a, %b : i32
  %1 = arith.select %c, %0, %d : i32
  %2 = arith.select %c, %d, %0 : i32
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  %3 = arith.select %n, %a, %b : i32
  %one = arith.constant 1 : i64
  %zero = arith.constant 0 : i64
  %4 = arith.select %c, %one, %zero : i64
  %5 = arith.select %c, %zero, %one : i64
  return %1, %2, %3, %4, %5 : i32, i32, i32, i64, i64
}
// CHECK-LABEL: func.func @select_patterns(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: i32) -> (i32, i32, i32, i64, i64) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg3 : i32
// CHECK-NEXT: %1 = arith.select %arg0, %arg3, %arg2 : i32
// CHECK-NEXT: %2 = arith.select %arg0, %arg2, %arg1 : i32
// CHECK-NEXT: %3 = arith.extui %arg0 : i1 to i64
// CHECK-NEXT: %4 = arith.xori %arg0, %true : i1
// CHECK-NEXT: %5 = arith.extui %4 : i1 to i64
// CHECK-NEXT: return %0, %1, %2, %3, %5 : i32, i32, i32, i64, i64

// -----

func.func @ext_trunc(%a: i8, %b: i16) -> (i8, i16, i32, i64, i8, i32) {
  %0 = arith.extsi %a : i8 to i32
  %1 = arith.trunci %0 : i32 to i8
  %2 = arith.extui %b : i16 to i64
  %3 = arith.trunci %2 : i64 to i16
  %4 = arith.extui %a : i8 to i16
  %5 = arith.extsi %4 : i16 to i32
  %6 = arith.extsi %0 : i32 to i64
  %7 = arith.trunci %2 : i64 to i32
  %8 = arith.trunci %7 : i32 to i8
  %9 = arith.extsi %a : i8 to i64
  %10 = arith.trunci %9 : i64 to i32
  return %1, %3, %5, %6, %8, %10 : i8, i16, i32, i64, i8, i32
}
// CHECK-LABEL: func.func @ext_trunc(%arg0: i8, %arg1: i16) -> (i8, i16, i32, i64, i8, i32) {
// CHECK-NEXT: %0 = arith.extui %arg0 : i8 to i32
// CHECK-NEXT: %1 = arith.extsi %arg0 : i8 to i64
// CHECK-NEXT: %2 = arith.trunci %arg1 : i16 to i8
// CHECK-NEXT: %3 = arith.extsi %arg0 : i8 to i32
// CHECK-NEXT: return %arg0, %arg1, %0, %1, %2, %3 : i8, i16, i32, i64, i8, i32

// -----

func.func @index_bitcast(%a: i32, %x: index) -> (i32, index, i32, index, f32) {
  %0 = arith.index_cast %a : i32 to index
  %1 = arith.index_cast %0 : index to i32
  %2 = arith.index_castui %x : index to i64
  %3 = arith.index_castui %2 : i64 to index
  %e = arith.extsi %a : i32 to i64
  %4 = arith.index_cast %e : i64 to index
  %5 = arith.bitcast %a : i32 to f32
  %6 = arith.bitcast %5 : f32 to i32
  %7 = arith.bitcast %a : i32 to i32
  %8 = arith.bitcast %6 : i32 to f32
  return %1, %3, %6, %4, %8 : i32, index, i32, index, f32
}
// CHECK-LABEL: func.func @index_bitcast(%arg0: i32, %arg1: index) -> (i32, index, i32, index, f32) {
// CHECK-NEXT: %0 = arith.index_cast %arg0 : i32 to index
// CHECK-NEXT: %1 = arith.bitcast %arg0 : i32 to f32
// CHECK-NEXT: return %arg0, %arg1, %arg0, %0, %1 : i32, index, i32, index, f32

// -----

func.func @extf_truncf(%x: f32, %h: f16) -> (f16, f32, f32, f16, f64) {
  %0 = arith.extf %h : f16 to f32
  %1 = arith.truncf %0 : f32 to f16
  %2 = arith.truncf %x fastmath<contract> : f32 to f16
  %3 = arith.extf %2 fastmath<contract> : f16 to f32
  %4 = arith.truncf %x : f32 to f16
  %5 = arith.extf %4 : f16 to f32
  %6 = arith.extf %h : f16 to f64
  %7 = arith.truncf %6 : f64 to f32
  %8 = arith.truncf %7 : f32 to f16
  %b = arith.extf %h : f16 to f64
  return %1, %3, %5, %8, %b : f16, f32, f32, f16, f64
}
// CHECK-LABEL: func.func @extf_truncf(%arg0: f32, %arg1: f16) -> (f16, f32, f32, f16, f64) {
// CHECK-NEXT: %0 = arith.truncf %arg0 : f32 to f16
// CHECK-NEXT: %1 = arith.extf %0 : f16 to f32
// CHECK-NEXT: %2 = arith.extf %arg1 : f16 to f64
// CHECK-NEXT: %3 = arith.truncf %2 : f64 to f32
// CHECK-NEXT: %4 = arith.truncf %3 : f32 to f16
// CHECK-NEXT: %5 = arith.extf %arg1 : f16 to f64
// CHECK-NEXT: return %arg1, %arg0, %1, %4, %5 : f16, f32, f32, f16, f64

// -----

func.func @float_identities(%x: f32, %y: f32) -> (f32, f32, f32, f32, f32, f32, f32) {
  %nz = arith.constant -0.0 : f32
  %pz = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %0 = arith.addf %x, %nz : f32
  %1 = arith.addf %x, %pz : f32
  %2 = arith.subf %x, %pz : f32
  %3 = arith.mulf %one, %x : f32
  %4 = arith.divf %x, %one : f32
  %5 = arith.negf %x : f32
  %6 = arith.negf %5 : f32
  %7 = arith.maximumf %y, %y : f32
  return %0, %1, %2, %3, %4, %6, %7 : f32, f32, f32, f32, f32, f32, f32
}
// CHECK-LABEL: func.func @float_identities(%arg0: f32, %arg1: f32) -> (f32, f32, f32, f32, f32, f32, f32) {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = arith.addf %arg0, %cst : f32
// CHECK-NEXT: return %arg0, %0, %arg0, %arg0, %arg0, %arg0, %arg1 : f32, f32, f32, f32, f32, f32, f32

// -----

func.func @float_min_max(%x: f32) -> (f32, f32, f32, f32) {
  %ninf = arith.constant 0xFF800000 : f32
  %pinf = arith.constant 0x7F800000 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %0 = arith.maximumf %x, %ninf : f32
  %1 = arith.minimumf %pinf, %x : f32
  %2 = arith.maxnumf %x, %nan : f32
  %3 = arith.minnumf %nan, %x : f32
  return %0, %1, %2, %3 : f32, f32, f32, f32
}
// CHECK-LABEL: func.func @float_min_max(%arg0: f32) -> (f32, f32, f32, f32) {
// CHECK-NEXT: return %arg0, %arg0, %arg0, %arg0 : f32, f32, f32, f32

// -----

func.func @bitwise(%a: i32, %b: i32) -> (i32, i32, i32, i32, i32, i32, i32) {
  %m = arith.constant -1 : i32
  %z = arith.constant 0 : i32
  %0 = arith.andi %a, %z : i32
  %1 = arith.andi %a, %m : i32
  %n = arith.xori %a, %m : i32
  %2 = arith.andi %a, %n : i32
  %3 = arith.ori %n, %a : i32
  %4 = arith.ori %a, %m : i32
  %5 = arith.xori %a, %a : i32
  %x = arith.xori %a, %b : i32
  %6 = arith.xori %x, %b : i32
  return %0, %1, %2, %3, %4, %5, %6 : i32, i32, i32, i32, i32, i32, i32
}
// CHECK-LABEL: func.func @bitwise(%arg0: i32, %arg1: i32) -> (i32, i32, i32, i32, i32, i32, i32) {
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: return %c0_i32, %arg0, %c0_i32, %c-1_i32, %c-1_i32, %c0_i32, %arg0 : i32, i32, i32, i32, i32, i32, i32

// -----

func.func @div_rem_min_max(%a: i32, %b: i32) -> (i32, i32, i32, i32, i32) {
  %c1 = arith.constant 1 : i32
  %min = arith.constant -2147483648 : i32
  %max = arith.constant 2147483647 : i32
  %0 = arith.divsi %a, %c1 : i32
  %1 = arith.remui %a, %c1 : i32
  %2 = arith.maxsi %a, %max : i32
  %3 = arith.minsi %a, %max : i32
  %4 = arith.maxsi %a, %min : i32
  return %0, %1, %2, %3, %4 : i32, i32, i32, i32, i32
}
// CHECK-LABEL: func.func @div_rem_min_max(%arg0: i32, %arg1: i32) -> (i32, i32, i32, i32, i32) {
// CHECK-NEXT: %c2147483647_i32 = arith.constant 2147483647 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: return %arg0, %c0_i32, %c2147483647_i32, %arg0, %arg0 : i32, i32, i32, i32, i32

// -----

func.func @div_of_mul(%a: i32, %b: i32) -> (i32, i32, i32) {
  %0 = arith.muli %a, %b overflow<nsw> : i32
  %1 = arith.divsi %0, %b : i32
  %2 = arith.muli %a, %b overflow<nuw> : i32
  %3 = arith.divui %2, %a : i32
  %4 = arith.divsi %2, %a : i32
  return %1, %3, %4 : i32, i32, i32
}
// CHECK-LABEL: func.func @div_of_mul(%arg0: i32, %arg1: i32) -> (i32, i32, i32) {
// CHECK-NEXT: %0 = arith.muli %arg0, %arg1 overflow<nuw> : i32
// CHECK-NEXT: %1 = arith.divsi %0, %arg0 : i32
// CHECK-NEXT: return %arg0, %arg1, %1 : i32, i32, i32

// -----

func.func @bitwise_of_ext(%a: i8, %b: i8) -> (i32, i32, i32) {
  %0 = arith.extui %a : i8 to i32
  %1 = arith.extui %b : i8 to i32
  %2 = arith.andi %0, %1 : i32
  %3 = arith.ori %0, %1 : i32
  %4 = arith.extsi %a : i8 to i32
  %5 = arith.extsi %b : i8 to i32
  %6 = arith.andi %4, %5 : i32
  return %2, %3, %6 : i32, i32, i32
}
// CHECK-LABEL: func.func @bitwise_of_ext(%arg0: i8, %arg1: i8) -> (i32, i32, i32) {
// CHECK-NEXT: %0 = arith.andi %arg0, %arg1 : i8
// CHECK-NEXT: %1 = arith.extui %0 : i8 to i32
// CHECK-NEXT: %2 = arith.ori %arg0, %arg1 : i8
// CHECK-NEXT: %3 = arith.extui %2 : i8 to i32
// CHECK-NEXT: %4 = arith.andi %arg0, %arg1 : i8
// CHECK-NEXT: %5 = arith.extsi %4 : i8 to i32
// CHECK-NEXT: return %1, %3, %5 : i32, i32, i32

// -----

func.func @extended_ops(%a: i32, %b: i32) -> (i32, i32, i32, i1) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %0:2 = arith.mulsi_extended %a, %b : i32
  %1:2 = arith.mului_extended %a, %c1 : i32
  %2:2 = arith.addui_extended %a, %c0 : i32, i1
  return %0#0, %1#1, %2#0, %2#1 : i32, i32, i32, i1
}
// CHECK-LABEL: func.func @extended_ops(%arg0: i32, %arg1: i32) -> (i32, i32, i32, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT: return %0, %c0_i32, %arg0, %false : i32, i32, i32, i1

// -----

func.func @mulsi_extended_one(%a: i32, %b: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %0:2 = arith.mulsi_extended %a, %c1 : i32
  return %0#0, %0#1 : i32, i32
}
// CHECK-LABEL: func.func @mulsi_extended_one(%arg0: i32, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = arith.cmpi slt, %arg0, %c0_i32 : i32
// CHECK-NEXT: %1 = arith.extsi %0 : i1 to i32
// CHECK-NEXT: return %arg0, %1 : i32, i32

// -----

func.func @trunc_mul_high_kept(%a: i32, %b: i32) -> (i32, i32) {
  %0 = arith.extsi %a : i32 to i64
  %1 = arith.extsi %b : i32 to i64
  %2 = arith.muli %0, %1 : i64
  %c32 = arith.constant 32 : i64
  %3 = arith.shrui %2, %c32 : i64
  %4 = arith.trunci %3 : i64 to i32
  %5 = arith.extui %a : i32 to i64
  %6 = arith.extui %b : i32 to i64
  %7 = arith.muli %5, %6 : i64
  %8 = arith.shrui %7, %c32 : i64
  %9 = arith.trunci %8 : i64 to i32
  return %4, %9 : i32, i32
}
// CHECK-LABEL: func.func @trunc_mul_high_kept(%arg0: i32, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT: %c32_i64 = arith.constant 32 : i64
// CHECK-NEXT: %0 = arith.extsi %arg0 : i32 to i64
// CHECK-NEXT: %1 = arith.extsi %arg1 : i32 to i64
// CHECK-NEXT: %2 = arith.muli %0, %1 : i64
// CHECK-NEXT: %3 = arith.shrui %2, %c32_i64 : i64
// CHECK-NEXT: %4 = arith.trunci %3 : i64 to i32
// CHECK-NEXT: %5 = arith.extui %arg0 : i32 to i64
// CHECK-NEXT: %6 = arith.extui %arg1 : i32 to i64
// CHECK-NEXT: %7 = arith.muli %5, %6 : i64
// CHECK-NEXT: %8 = arith.shrui %7, %c32_i64 : i64
// CHECK-NEXT: %9 = arith.trunci %8 : i64 to i32
// CHECK-NEXT: return %4, %9 : i32, i32

// -----

func.func @trunc_shrsi(%a: i64) -> i32 {
  %c32 = arith.constant 32 : i64
  %0 = arith.shrsi %a, %c32 : i64
  %1 = arith.trunci %0 : i64 to i32
  return %1 : i32
}
// CHECK-LABEL: func.func @trunc_shrsi(%arg0: i64) -> i32 {
// CHECK-NEXT: %c32_i64 = arith.constant 32 : i64
// CHECK-NEXT: %0 = arith.shrui %arg0, %c32_i64 : i64
// CHECK-NEXT: %1 = arith.trunci %0 : i64 to i32
// CHECK-NEXT: return %1 : i32

// -----

func.func @vector_identities(%a: vector<4xi32>, %c: vector<4xi1>) -> (vector<4xi32>, vector<4xi32>, vector<4xi1>) {
  %z = arith.constant dense<0> : vector<4xi32>
  %o = arith.constant dense<1> : vector<4xi32>
  %0 = arith.addi %a, %z : vector<4xi32>
  %1 = arith.muli %a, %o : vector<4xi32>
  %2 = arith.cmpi sge, %a, %a : vector<4xi32>
  return %0, %1, %2 : vector<4xi32>, vector<4xi32>, vector<4xi1>
}
// CHECK-LABEL: func.func @vector_identities(%arg0: vector<4xi32>, %arg1: vector<4xi1>) -> (vector<4xi32>, vector<4xi32>, vector<4xi1>) {
// CHECK-NEXT: %cst = arith.constant dense<true> : vector<4xi1>
// CHECK-NEXT: return %arg0, %arg0, %cst : vector<4xi32>, vector<4xi32>, vector<4xi1>

// -----

func.func @cmpf_nan(%x: f32) -> (i1, i1, i1) {
  %nan = arith.constant 0x7FC00000 : f32
  %0 = arith.cmpf olt, %x, %nan : f32
  %1 = arith.cmpf uno, %nan, %x : f32
  %2 = arith.cmpf oeq, %x, %x : f32
  return %0, %1, %2 : i1, i1, i1
}
// CHECK-LABEL: func.func @cmpf_nan(%arg0: f32) -> (i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = arith.cmpf oeq, %arg0, %arg0 : f32
// CHECK-NEXT: return %false, %true, %0 : i1, i1, i1

// -----

func.func @shifts(%a: i32) -> (i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c40 = arith.constant 40 : i32
  %0 = arith.shli %a, %c0 : i32
  %1 = arith.shrsi %a, %c40 : i32
  %c3 = arith.constant 3 : i32
  %2 = arith.shrui %c40, %c3 : i32
  return %0, %1, %2 : i32, i32, i32
}
// CHECK-LABEL: func.func @shifts(%arg0: i32) -> (i32, i32, i32) {
// CHECK-NEXT: %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT: %c40_i32 = arith.constant 40 : i32
// CHECK-NEXT: %0 = arith.shrsi %arg0, %c40_i32 : i32
// CHECK-NEXT: return %arg0, %0, %c5_i32 : i32, i32, i32

// -----

func.func @shift_vector() -> (i32, vector<2xi32>) {
  %c = arith.constant dense<[1, 40]> : vector<2xi32>
  %v = arith.constant dense<[7, 7]> : vector<2xi32>
  %0 = arith.shli %v, %c : vector<2xi32>
  %c5 = arith.constant 5 : i32
  %c6 = arith.constant 6 : i32
  %1 = arith.addi %c5, %c6 : i32
  return %1, %0 : i32, vector<2xi32>
}
// CHECK-LABEL: func.func @shift_vector() -> (i32, vector<2xi32>) {
// CHECK-NEXT: %c11_i32 = arith.constant 11 : i32
// CHECK-NEXT: %cst = arith.constant dense<[1, 40]> : vector<2xi32>
// CHECK-NEXT: %cst_0 = arith.constant dense<7> : vector<2xi32>
// CHECK-NEXT: %0 = arith.shli %cst_0, %cst : vector<2xi32>
// CHECK-NEXT: return %c11_i32, %0 : i32, vector<2xi32>

// -----

func.func @poison_int(%x: i32) -> (i32, i32, i32, i32) {
  %p = ub.poison : i32
  %0 = arith.addi %p, %x : i32
  %1 = arith.divsi %x, %p : i32
  %2 = arith.shli %p, %x : i32
  %c = arith.constant 3 : i32
  %3 = arith.maxui %c, %p : i32
  return %0, %1, %2, %3 : i32, i32, i32, i32
}
// CHECK-LABEL: func.func @poison_int(%arg0: i32) -> (i32, i32, i32, i32) {
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: %1 = arith.shli %0, %arg0 : i32
// CHECK-NEXT: return %0, %0, %1, %0 : i32, i32, i32, i32

// -----

func.func @poison_select_casts(%c: i1, %x: i32) -> (i32, i32, i64, f32, index, i1) {
  %p = ub.poison : i32
  %0 = arith.select %c, %p, %x : i32
  %1 = arith.select %c, %x, %p : i32
  %2 = arith.extsi %p : i32 to i64
  %3 = arith.sitofp %p : i32 to f32
  %4 = arith.index_cast %p : i32 to index
  %5 = arith.cmpi slt, %p, %x : i32
  return %0, %1, %2, %3, %4, %5 : i32, i32, i64, f32, index, i1
}
// CHECK-LABEL: func.func @poison_select_casts(%arg0: i1, %arg1: i32) -> (i32, i32, i64, f32, index, i1) {
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: %1 = ub.poison : i64
// CHECK-NEXT: %2 = ub.poison : f32
// CHECK-NEXT: %3 = ub.poison : index
// CHECK-NEXT: %4 = arith.cmpi sgt, %arg1, %0 : i32
// CHECK-NEXT: return %arg1, %arg1, %1, %2, %3, %4 : i32, i32, i64, f32, index, i1

// RUN: strata-opt %s --arith-emulate-wide-int | FileCheck %s

// Types no wider than the supported width, index and floats stay.
// CHECK-LABEL: func.func @keep_narrow(%arg0: i32, %arg1: index, %arg2: f64) -> (i32, index, f64)
// CHECK-NEXT:    %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:    %1 = arith.addi %arg1, %arg1 : index
// CHECK-NEXT:    return %0, %1, %arg2 : i32, index, f64
func.func @keep_narrow(%a: i32, %i: index, %f: f64) -> (i32, index, f64) {
  %x = arith.addi %a, %a : i32
  %y = arith.addi %i, %i : index
  return %x, %y, %f : i32, index, f64
}

// Signatures, calls and returns: i64 becomes vector<2xi32>, a vector of
// i64 gains a trailing x2 dimension.
// CHECK-LABEL: func.func @identity(%arg0: vector<2xi32>, %arg1: vector<4x2xi32>, %arg2: vector<3x4x2xi32>) -> (vector<2xi32>, vector<4x2xi32>, vector<3x4x2xi32>)
// CHECK-NEXT:    return %arg0, %arg1, %arg2 : vector<2xi32>, vector<4x2xi32>, vector<3x4x2xi32>
// CHECK-LABEL: func.func @call
// CHECK-NEXT:    %0:3 = call @identity(%arg0, %arg1, %arg2) : (vector<2xi32>, vector<4x2xi32>, vector<3x4x2xi32>) -> (vector<2xi32>, vector<4x2xi32>, vector<3x4x2xi32>)
// CHECK-NEXT:    return %0#1 : vector<4x2xi32>
func.func @identity(%a: i64, %v: vector<4xi64>, %m: vector<3x4xi64>) -> (i64, vector<4xi64>, vector<3x4xi64>) {
  return %a, %v, %m : i64, vector<4xi64>, vector<3x4xi64>
}
func.func @call(%a: i64, %v: vector<4xi64>, %m: vector<3x4xi64>) -> vector<4xi64> {
  %0:3 = func.call @identity(%a, %v, %m) : (i64, vector<4xi64>, vector<3x4xi64>) -> (i64, vector<4xi64>, vector<3x4xi64>)
  return %0#1 : vector<4xi64>
}

// Constants are split into their low and high halves, low first.
// CHECK-LABEL: func.func @constants() -> (vector<2xi32>, vector<3x2xi32>)
// CHECK-NEXT:    %cst = arith.constant dense<1> : vector<2xi32>
// CHECK-NEXT:    %cst_0 = arith.constant dense<[-2, -1]> : vector<2xi32>
// CHECK-NEXT:    %cst_1 = arith.constant dense<{{\[\[}}0, 0], [1, 0], [-1, -1]]> : vector<3x2xi32>
// CHECK-NEXT:    return %cst, %cst_1
func.func @constants() -> (i64, vector<3xi64>) {
  %0 = arith.constant 4294967297 : i64
  %1 = arith.constant -2 : i64
  %2 = arith.constant dense<[0, 1, -1]> : vector<3xi64>
  return %0, %2 : i64, vector<3xi64>
}

// Addition carries from the low half into the high one.
// CHECK-LABEL: func.func @add_scalar
// CHECK-NEXT:    %0 = vector.extract %arg0[0] : i32 from vector<2xi32>
// CHECK-NEXT:    %1 = vector.extract %arg0[1] : i32 from vector<2xi32>
// CHECK-NEXT:    %2 = vector.extract %arg1[0] : i32 from vector<2xi32>
// CHECK-NEXT:    %3 = vector.extract %arg1[1] : i32 from vector<2xi32>
// CHECK-NEXT:    %sum, %overflow = arith.addui_extended %0, %2 : i32, i1
// CHECK-NEXT:    %4 = arith.extui %overflow : i1 to i32
// CHECK-NEXT:    %5 = arith.addi %4, %1 : i32
// CHECK-NEXT:    %6 = arith.addi %5, %3 : i32
// CHECK-NEXT:    %cst = arith.constant dense<0> : vector<2xi32>
// CHECK-NEXT:    %7 = vector.insert %sum, %cst [0] : i32 into vector<2xi32>
// CHECK-NEXT:    %8 = vector.insert %6, %7 [1] : i32 into vector<2xi32>
// CHECK-NEXT:    return %8 : vector<2xi32>
func.func @add_scalar(%a: i64, %b: i64) -> i64 {
  %0 = arith.addi %a, %b : i64
  return %0 : i64
}

// On vectors the halves are strided slices of the trailing dimension.
// CHECK-LABEL: func.func @add_vector
// CHECK-NEXT:    %0 = vector.extract_strided_slice %arg0 {offsets = [0, 0], sizes = [4, 1], strides = [1, 1]} : vector<4x2xi32> to vector<4x1xi32>
// CHECK-NEXT:    %1 = vector.extract_strided_slice %arg0 {offsets = [0, 1], sizes = [4, 1], strides = [1, 1]} : vector<4x2xi32> to vector<4x1xi32>
// CHECK:         %sum, %overflow = arith.addui_extended %0, %2 : vector<4x1xi32>, vector<4x1xi1>
// CHECK:         %cst = arith.constant dense<0> : vector<4x2xi32>
// CHECK-NEXT:    %7 = vector.insert_strided_slice %sum, %cst {offsets = [0, 0], strides = [1, 1]} : vector<4x1xi32> into vector<4x2xi32>
// CHECK-NEXT:    %8 = vector.insert_strided_slice %6, %7 {offsets = [0, 1], strides = [1, 1]} : vector<4x1xi32> into vector<4x2xi32>
func.func @add_vector(%a: vector<4xi64>, %b: vector<4xi64>) -> vector<4xi64> {
  %0 = arith.addi %a, %b : vector<4xi64>
  return %0 : vector<4xi64>
}

// Subtraction borrows through an unsigned comparison of the low halves.
// CHECK-LABEL: func.func @sub
// CHECK:         %4 = arith.subi %0, %2 : i32
// CHECK-NEXT:    %5 = arith.cmpi ult, %0, %2 : i32
// CHECK-NEXT:    %6 = arith.extui %5 : i1 to i32
// CHECK-NEXT:    %7 = arith.subi %1, %6 : i32
// CHECK-NEXT:    %8 = arith.subi %7, %3 : i32
func.func @sub(%a: i64, %b: i64) -> i64 {
  %0 = arith.subi %a, %b : i64
  return %0 : i64
}

// Signed orderings compare the low halves unsigned and pick by the
// equality of the high halves; vector results drop the x1 dimension.
// CHECK-LABEL: func.func @cmp
// CHECK:         %4 = arith.cmpi ult, %0, %2 : i32
// CHECK-NEXT:    %5 = arith.cmpi slt, %1, %3 : i32
// CHECK-NEXT:    %6 = arith.cmpi eq, %1, %3 : i32
// CHECK-NEXT:    %7 = arith.select %6, %4, %5 : i1
// CHECK:         %[[LOW:.*]] = arith.cmpi ne, %{{.*}}, %{{.*}} : vector<2x1xi32>
// CHECK-NEXT:    %[[HIGH:.*]] = arith.cmpi ne, %{{.*}}, %{{.*}} : vector<2x1xi32>
// CHECK-NEXT:    %[[OR:.*]] = arith.ori %[[LOW]], %[[HIGH]] : vector<2x1xi1>
// CHECK-NEXT:    %[[CAST:.*]] = vector.shape_cast %[[OR]] : vector<2x1xi1> to vector<2xi1>
// CHECK-NEXT:    return %7, %[[CAST]] : i1, vector<2xi1>
func.func @cmp(%a: i64, %b: i64, %v: vector<2xi64>, %w: vector<2xi64>) -> (i1, vector<2xi1>) {
  %0 = arith.cmpi slt, %a, %b : i64
  %1 = arith.cmpi ne, %v, %w : vector<2xi64>
  return %0, %1 : i1, vector<2xi1>
}

// Sign extension computes the high half from the sign of the low one;
// truncation keeps the low half (an identity truncation folds away).
// CHECK-LABEL: func.func @extend_truncate
// CHECK-NEXT:    %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:    %0 = arith.cmpi slt, %arg0, %c0_i32 : i32
// CHECK-NEXT:    %1 = arith.extsi %0 : i1 to i32
// CHECK-NEXT:    %cst = arith.constant dense<0> : vector<2xi32>
// CHECK-NEXT:    %2 = vector.insert %arg0, %cst [0] : i32 into vector<2xi32>
// CHECK-NEXT:    %3 = vector.insert %1, %2 [1] : i32 into vector<2xi32>
// CHECK-NEXT:    %4 = vector.extract %arg1[0] : i32 from vector<2xi32>
// CHECK-NEXT:    %5 = arith.trunci %4 : i32 to i16
// CHECK-NEXT:    %6 = vector.extract %arg1[0] : i32 from vector<2xi32>
// CHECK-NEXT:    return %3, %5, %6 : vector<2xi32>, i16, i32
func.func @extend_truncate(%a: i32, %b: i64) -> (i64, i16, i32) {
  %0 = arith.extsi %a : i32 to i64
  %1 = arith.trunci %b : i64 to i16
  %2 = arith.trunci %b : i64 to i32
  return %0, %1, %2 : i64, i16, i32
}

// Min and max become a comparison and a select, each emulated in turn.
// CHECK-LABEL: func.func @max
// CHECK:         %4 = arith.cmpi ugt, %0, %2 : i32
// CHECK:         %7 = arith.select %6, %4, %5 : i1
// CHECK:         %12 = arith.select %7, %8, %10 : i32
// CHECK-NEXT:    %13 = arith.select %7, %9, %11 : i32
func.func @max(%a: i64, %b: i64) -> i64 {
  %0 = arith.maxui %a, %b : i64
  return %0 : i64
}

// Index casts go through the low half, or extend a narrow cast.
// CHECK-LABEL: func.func @index_casts
// CHECK-NEXT:    %0 = vector.extract %arg0[0] : i32 from vector<2xi32>
// CHECK-NEXT:    %1 = arith.index_cast %0 : i32 to index
// CHECK-NEXT:    %2 = arith.index_castui %arg1 : index to i32
// CHECK-NEXT:    %cst = arith.constant dense<0> : vector<2xi32>
// CHECK-NEXT:    %3 = vector.insert %2, %cst [0] : i32 into vector<2xi32>
// CHECK-NEXT:    return %1, %3 : index, vector<2xi32>
func.func @index_casts(%a: i64, %i: index) -> (index, i64) {
  %0 = arith.index_cast %a : i64 to index
  %1 = arith.index_castui %i : index to i64
  return %0, %1 : index, i64
}

// Unsigned conversion to float adds the scaled high half unless it is 0.
// CHECK-LABEL: func.func @uitofp
// CHECK:         %[[EQ:.*]] = arith.cmpi eq, %1, %c0_i32 : i32
// CHECK-NEXT:    %[[LOW:.*]] = arith.uitofp %0 : i32 to f64
// CHECK-NEXT:    %[[HIGH:.*]] = arith.uitofp %1 : i32 to f64
// CHECK-NEXT:    %[[POW:.*]] = arith.constant 0x41F0000000000000 : f64
// CHECK-NEXT:    %[[MUL:.*]] = arith.mulf %[[HIGH]], %[[POW]] : f64
// CHECK-NEXT:    %[[ADD:.*]] = arith.addf %[[LOW]], %[[MUL]] : f64
// CHECK-NEXT:    %[[SEL:.*]] = arith.select %[[EQ]], %[[LOW]], %[[ADD]] : f64
// CHECK-NEXT:    return %[[SEL]] : f64
func.func @uitofp(%a: i64) -> f64 {
  %0 = arith.uitofp %a : i64 to f64
  return %0 : f64
}

// vector.print prints the halves (with the default punctuation).
// CHECK-LABEL: func.func @print
// CHECK-NEXT:    vector.print %arg0 : vector<2xi32>
// CHECK-NEXT:    return
func.func @print(%a: i64) {
  vector.print %a : i64 punctuation <comma>
  return
}

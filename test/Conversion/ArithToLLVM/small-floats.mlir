// RUN: strata-opt %s --split-input-file --convert-arith-to-llvm | FileCheck %s

// Floats LLVM has no type for (8, 6 and 4 bits) are held as integers of
// their width: constants keep their float value on an integer result,
// bitcasts between types held alike vanish, select moves the bits, and
// every op computing on such a float stays an arith op.

// CHECK-LABEL: func.func @constants
// CHECK: %[[S:.*]] = llvm.mlir.constant(1.500000e+00 : f8E4M3FN) : i8
// CHECK: builtin.unrealized_conversion_cast %[[S]] : i8 to f8E4M3FN
// CHECK: %[[V:.*]] = llvm.mlir.constant(dense<[1.000000e+00, -2.000000e+00]> : vector<2xf4E2M1FN>) : vector<2xi4>
// CHECK: builtin.unrealized_conversion_cast %[[V]] : vector<2xi4> to vector<2xf4E2M1FN>
func.func @constants() -> (f8E4M3FN, vector<2xf4E2M1FN>) {
  %0 = arith.constant 1.5 : f8E4M3FN
  %1 = arith.constant dense<[1.0, -2.0]> : vector<2xf4E2M1FN>
  return %0, %1 : f8E4M3FN, vector<2xf4E2M1FN>
}

// -----

// CHECK-LABEL: func.func @bits
// CHECK-SAME: (%[[C:.*]]: i1, %[[A:.*]]: f8E5M2, %[[B:.*]]: f8E5M2, %[[I:.*]]: i6)
// CHECK-DAG: %[[F6:.*]] = builtin.unrealized_conversion_cast %[[I]] : i6 to f6E3M2FN
// CHECK-DAG: %[[BI:.*]] = builtin.unrealized_conversion_cast %[[B]] : f8E5M2 to i8
// CHECK-DAG: %[[AI:.*]] = builtin.unrealized_conversion_cast %[[A]] : f8E5M2 to i8
// CHECK: %[[SEL:.*]] = llvm.select %[[C]], %[[AI]], %[[BI]] : i1, i8
// CHECK-NOT: llvm.bitcast
// CHECK: return %[[R:[0-9]+]], %[[AI]], %[[F6]] :
func.func @bits(%c: i1, %a: f8E5M2, %b: f8E5M2, %i: i6) -> (f8E5M2, i8, f6E3M2FN) {
  %0 = arith.select %c, %a, %b : f8E5M2
  %1 = arith.bitcast %a : f8E5M2 to i8
  %2 = arith.bitcast %i : i6 to f6E3M2FN
  return %0, %1, %2 : f8E5M2, i8, f6E3M2FN
}

// -----

// CHECK-LABEL: func.func @computing
// CHECK-NEXT: arith.addf %{{.*}}, %{{.*}} : f8E4M3FN
// CHECK-NEXT: arith.negf %{{.*}} : vector<4xf8E4M3FNUZ>
// CHECK-NEXT: arith.cmpf olt, %{{.*}}, %{{.*}} : f8E4M3FN
// CHECK-NEXT: arith.extf %{{.*}} : f8E4M3FN to f32
// CHECK-NEXT: arith.truncf %{{.*}} : f32 to f8E8M0FNU
// CHECK-NEXT: arith.fptosi %{{.*}} : f8E4M3FN to i32
// CHECK-NEXT: arith.uitofp %{{.*}} : i32 to f6E2M3FN
// CHECK-NEXT: llvm.fpext %{{.*}} : f16 to f32
func.func @computing(%a: f8E4M3FN, %v: vector<4xf8E4M3FNUZ>, %x: f32, %i: i32, %h: f16) {
  %0 = arith.addf %a, %a : f8E4M3FN
  %1 = arith.negf %v : vector<4xf8E4M3FNUZ>
  %2 = arith.cmpf olt, %a, %a : f8E4M3FN
  %3 = arith.extf %a : f8E4M3FN to f32
  %4 = arith.truncf %x : f32 to f8E8M0FNU
  %5 = arith.fptosi %a : f8E4M3FN to i32
  %6 = arith.uitofp %i : i32 to f6E2M3FN
  %7 = arith.extf %h : f16 to f32
  return
}

// -----

// tf32 has no LLVM type and no integer stand-in: nothing converts.
// CHECK-LABEL: func.func @tf32
// CHECK-NEXT: arith.constant 1.000000e+00 : tf32
// CHECK-NEXT: arith.bitcast %{{.*}} : tf32 to i19
func.func @tf32(%a: tf32) -> i19 {
  %0 = arith.constant 1.0 : tf32
  %1 = arith.bitcast %a : tf32 to i19
  return %1 : i19
}

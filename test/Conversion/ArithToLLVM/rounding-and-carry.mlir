// RUN: strata-opt %s --split-input-file --convert-arith-to-llvm | FileCheck %s

// A truncf with an explicit rounding mode becomes the constrained intrinsic
// with that mode spelled the LLVM way, and FP exceptions ignored.
// CHECK-LABEL: func.func @narrow_with_modes
// CHECK-SAME:    (%[[D:.*]]: f64, %[[V:.*]]: vector<2xf32>)
// CHECK-NEXT:  llvm.intr.experimental.constrained.fptrunc %[[D]] towardzero ignore : f64 to f32
// CHECK-NEXT:  llvm.intr.experimental.constrained.fptrunc %[[D]] downward ignore : f64 to f16
// CHECK-NEXT:  llvm.intr.experimental.constrained.fptrunc %[[V]] tonearest ignore : vector<2xf32> to vector<2xf16>
// CHECK-NEXT:  llvm.fptrunc %[[D]] : f64 to bf16
func.func @narrow_with_modes(%d: f64, %v: vector<2xf32>) -> (f32, f16, vector<2xf16>, bf16) {
  %0 = arith.truncf %d toward_zero : f64 to f32
  %1 = arith.truncf %d downward : f64 to f16
  %2 = arith.truncf %v to_nearest_even : vector<2xf32> to vector<2xf16>
  %3 = arith.truncf %d : f64 to bf16
  return %0, %1, %2, %3 : f32, f16, vector<2xf16>, bf16
}

// -----

// addui_extended: the overflow intrinsic's struct, split into the sum and
// the carry, for scalars and vectors alike.
// CHECK-LABEL: func.func @carry
// CHECK-SAME:    (%[[A:.*]]: i8, %[[B:.*]]: i8, %[[X:.*]]: vector<4xi64>, %[[Y:.*]]: vector<4xi64>)
// CHECK-NEXT:  %[[P:.*]] = "llvm.intr.uadd.with.overflow"(%[[A]], %[[B]]) : (i8, i8) -> !llvm.struct<(i8, i1)>
// CHECK-NEXT:  %[[S:.*]] = llvm.extractvalue %[[P]][0] : !llvm.struct<(i8, i1)>
// CHECK-NEXT:  %[[C:.*]] = llvm.extractvalue %[[P]][1] : !llvm.struct<(i8, i1)>
// CHECK-NEXT:  %[[Q:.*]] = "llvm.intr.uadd.with.overflow"(%[[X]], %[[Y]]) : (vector<4xi64>, vector<4xi64>) -> !llvm.struct<(vector<4xi64>, vector<4xi1>)>
// CHECK-NEXT:  %[[VS:.*]] = llvm.extractvalue %[[Q]][0]
// CHECK-NEXT:  %[[VC:.*]] = llvm.extractvalue %[[Q]][1]
// CHECK-NEXT:  return %[[S]], %[[C]], %[[VS]], %[[VC]]
func.func @carry(%a: i8, %b: i8, %x: vector<4xi64>, %y: vector<4xi64>) -> (i8, i1, vector<4xi64>, vector<4xi1>) {
  %s, %c = arith.addui_extended %a, %b : i8, i1
  %vs, %vc = arith.addui_extended %x, %y : vector<4xi64>, vector<4xi1>
  return %s, %c, %vs, %vc : i8, i1, vector<4xi64>, vector<4xi1>
}

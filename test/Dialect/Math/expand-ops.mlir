// RUN: strata-opt %s --math-expand-ops | FileCheck %s
// RUN: strata-opt %s --math-expand-ops=ops=fma | FileCheck %s --check-prefix=FMA

// tan is sin over cos.
// CHECK-LABEL: func.func @tan
// CHECK-NEXT:    %[[S:.*]] = math.sin %arg0 : f64
// CHECK-NEXT:    %[[C:.*]] = math.cos %arg0 : f64
// CHECK-NEXT:    %[[D:.*]] = arith.divf %[[S]], %[[C]] : f64
// CHECK-NEXT:    return %[[D]]
// FMA-LABEL: func.func @tan
// FMA-NEXT:      math.tan
func.func @tan(%x: f64) -> f64 {
  %a = math.tan %x : f64
  return %a : f64
}

// fma is a product and a sum; only fma is expanded with ops=fma.
// CHECK-LABEL: func.func @fma
// CHECK-NEXT:    %[[M:.*]] = arith.mulf %arg0, %arg1 : vector<2xf32>
// CHECK-NEXT:    %[[A:.*]] = arith.addf %[[M]], %arg2 : vector<2xf32>
// CHECK-NEXT:    return %[[A]]
// FMA-LABEL: func.func @fma
// FMA-NEXT:      arith.mulf
// FMA-NEXT:      arith.addf
func.func @fma(%x: vector<2xf32>, %y: vector<2xf32>, %z: vector<2xf32>) -> vector<2xf32> {
  %a = math.fma %x, %y, %z : vector<2xf32>
  return %a : vector<2xf32>
}

// A constant power becomes repeated squaring; x^-2 is 1 / (x * x); an
// unknown integer power goes through powf, itself exp(p * log(x)).
// CHECK-LABEL: func.func @powers
// CHECK-DAG:     %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
// CHECK:         %[[SQ:.*]] = arith.mulf %arg0, %arg0 : f32
// CHECK-NEXT:    %[[INV:.*]] = arith.divf %[[ONE]], %[[SQ]] : f32
// CHECK-NEXT:    %[[P:.*]] = arith.sitofp %arg1 : i32 to f32
// CHECK-NEXT:    %[[L:.*]] = math.log %arg0 : f32
// CHECK-NEXT:    %[[PL:.*]] = arith.mulf %[[P]], %[[L]] : f32
// CHECK-NEXT:    %[[E:.*]] = math.exp %[[PL]] : f32
// CHECK-NEXT:    return %[[INV]], %[[E]]
func.func @powers(%x: f32, %n: i32) -> (f32, f32) {
  %cm2 = arith.constant -2.0 : f32
  %a = math.powf %x, %cm2 : f32
  %b = math.fpowi %x, %n : f32, i32
  return %a, %b : f32, f32
}

// ctlz of an i8 is a three-step binary search, then a zero check.
// CHECK-LABEL: func.func @ctlz
// CHECK-COUNT-3: arith.cmpi ule
// CHECK:         %[[Z:.*]] = arith.cmpi eq, %arg0, %{{.*}} : i8
// CHECK-NEXT:    %[[R:.*]] = arith.select %[[Z]], %{{.*}}, %{{.*}} : i8
// CHECK-NEXT:    return %[[R]]
func.func @ctlz(%x: i8) -> i8 {
  %a = math.ctlz %x : i8
  return %a : i8
}

// Ops on dynamically shaped tensors that need constants stay.
// CHECK-LABEL: func.func @dynamic
// CHECK-NEXT:    math.ceil %arg0 : tensor<?xf32>
// CHECK-NEXT:    math.rsqrt %arg0 : tensor<?xf32>
func.func @dynamic(%x: tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
  %a = math.ceil %x : tensor<?xf32>
  %b = math.rsqrt %x : tensor<?xf32>
  return %a, %b : tensor<?xf32>, tensor<?xf32>
}

// clampf keeps its fast-math flags.
// CHECK-LABEL: func.func @clamp
// CHECK-NEXT:    %[[M:.*]] = arith.minimumf %arg0, %arg1 fastmath<nnan> : f32
// CHECK-NEXT:    arith.maximumf %[[M]], %arg2 fastmath<nnan> : f32
func.func @clamp(%x: f32, %lo: f32, %hi: f32) -> f32 {
  %r = math.clampf %x to [%lo, %hi] fastmath<nnan> : f32
  return %r : f32
}

// Every math op prints in its custom form, and survives a trip through
// the generic form unchanged.
// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @float_unary
// CHECK-SAME: (%[[X:.*]]: f32, %[[V:.*]]: vector<4xf16>, %[[T:.*]]: tensor<?x3xbf16>)
func.func @float_unary(%x: f32, %v: vector<4xf16>, %t: tensor<?x3xbf16>) {
  // CHECK-NEXT: math.absf %[[X]] : f32
  %0 = math.absf %x : f32
  // CHECK-NEXT: math.acos %[[V]] fastmath<fast> : vector<4xf16>
  %1 = math.acos %v fastmath<fast> : vector<4xf16>
  // CHECK-NEXT: math.acosh %[[T]] fastmath<nnan,ninf> : tensor<?x3xbf16>
  %2 = math.acosh %t fastmath<ninf,nnan> : tensor<?x3xbf16>
  // CHECK-NEXT: math.asin %[[X]] : f32
  %3 = math.asin %x fastmath<none> : f32
  // CHECK-NEXT: math.asinh %[[X]] : f32
  %4 = math.asinh %x : f32
  // CHECK-NEXT: math.atan %[[X]] fastmath<afn> : f32
  %5 = math.atan %x fastmath<afn> : f32
  // CHECK-NEXT: math.atanh %[[X]] : f32
  %6 = math.atanh %x : f32
  // CHECK-NEXT: math.cbrt %[[X]] : f32
  %7 = math.cbrt %x : f32
  // CHECK-NEXT: math.ceil %[[X]] : f32
  %8 = math.ceil %x : f32
  // CHECK-NEXT: math.cos %[[X]] fastmath<reassoc,contract> : f32
  %9 = math.cos %x fastmath<contract,reassoc> : f32
  // CHECK-NEXT: math.cosh %[[X]] : f32
  %10 = math.cosh %x : f32
  // CHECK-NEXT: math.erf %[[X]] : f32
  %11 = math.erf %x : f32
  // CHECK-NEXT: math.erfc %[[X]] : f32
  %12 = math.erfc %x : f32
  // CHECK-NEXT: math.exp %[[X]] : f32
  %13 = math.exp %x : f32
  // CHECK-NEXT: math.exp2 %[[X]] : f32
  %14 = math.exp2 %x : f32
  // CHECK-NEXT: math.expm1 %[[X]] : f32
  %15 = math.expm1 %x : f32
  // CHECK-NEXT: math.floor %[[X]] : f32
  %16 = math.floor %x : f32
  // CHECK-NEXT: math.log %[[X]] : f32
  %17 = math.log %x : f32
  // CHECK-NEXT: math.log10 %[[X]] : f32
  %18 = math.log10 %x : f32
  // CHECK-NEXT: math.log1p %[[X]] : f32
  %19 = math.log1p %x : f32
  // CHECK-NEXT: math.log2 %[[X]] : f32
  %20 = math.log2 %x : f32
  // CHECK-NEXT: math.round %[[X]] : f32
  %21 = math.round %x : f32
  // CHECK-NEXT: math.roundeven %[[X]] : f32
  %22 = math.roundeven %x : f32
  // CHECK-NEXT: math.rsqrt %[[X]] fastmath<arcp> : f32
  %23 = math.rsqrt %x fastmath<arcp> : f32
  // CHECK-NEXT: math.sin %[[X]] : f32
  %24 = math.sin %x : f32
  // CHECK-NEXT: math.sinh %[[X]] : f32
  %25 = math.sinh %x : f32
  // CHECK-NEXT: math.sqrt %[[X]] fastmath<nsz> : f32
  %26 = math.sqrt %x fastmath<nsz> : f32
  // CHECK-NEXT: math.tan %[[X]] : f32
  %27 = math.tan %x : f32
  // CHECK-NEXT: math.tanh %[[X]] : f32
  %28 = math.tanh %x : f32
  // CHECK-NEXT: math.trunc %[[X]] {tag = "kept"} : f32
  %29 = math.trunc %x {tag = "kept"} : f32
  return
}

// CHECK-LABEL: func.func @float_multi
// CHECK-SAME: (%[[A:.*]]: f64, %[[B:.*]]: f64, %[[N:.*]]: i32, %[[VN:.*]]: vector<2xi8>, %[[VF:.*]]: vector<2xf32>)
func.func @float_multi(%a: f64, %b: f64, %n: i32, %vn: vector<2xi8>, %vf: vector<2xf32>) {
  // CHECK-NEXT: math.atan2 %[[A]], %[[B]] : f64
  %0 = math.atan2 %a, %b : f64
  // CHECK-NEXT: math.copysign %[[A]], %[[B]] fastmath<nnan> : f64
  %1 = math.copysign %a, %b fastmath<nnan> : f64
  // CHECK-NEXT: math.powf %[[B]], %[[A]] : f64
  %2 = math.powf %b, %a : f64
  // CHECK-NEXT: math.fma %[[A]], %[[B]], %[[A]] fastmath<fast> : f64
  %3 = math.fma %a, %b, %a fastmath<fast> : f64
  // CHECK-NEXT: math.fpowi %[[A]], %[[N]] : f64, i32
  %4 = math.fpowi %a, %n : f64, i32
  // CHECK-NEXT: math.fpowi %[[VF]], %[[VN]] fastmath<ninf> : vector<2xf32>, vector<2xi8>
  %5 = math.fpowi %vf, %vn fastmath<ninf> : vector<2xf32>, vector<2xi8>
  // CHECK-NEXT: math.clampf %[[A]] to [%[[B]], %[[A]]] : f64
  %6 = math.clampf %a to [%b, %a] : f64
  // CHECK-NEXT: math.clampf %[[VF]] to [%[[VF]], %[[VF]]] fastmath<nnan> : vector<2xf32>
  %7 = math.clampf %vf to [%vf, %vf] fastmath<nnan> : vector<2xf32>
  // CHECK-NEXT: %sin, %cos = math.sincos %[[A]] : f64
  %s:2 = math.sincos %a : f64
  // CHECK-NEXT: %sin_0, %cos_1 = math.sincos %[[VF]] fastmath<afn> : vector<2xf32>
  %t:2 = math.sincos %vf fastmath<afn> : vector<2xf32>
  return
}

// CHECK-LABEL: func.func @classification
// CHECK-SAME: (%[[X:.*]]: f32, %[[V:.*]]: vector<[4]xf16>, %[[T:.*]]: tensor<*xf64>)
func.func @classification(%x: f32, %v: vector<[4]xf16>, %t: tensor<*xf64>) -> (i1, vector<[4]xi1>, tensor<*xi1>, i1) {
  // CHECK-NEXT: %[[R0:.*]] = math.isfinite %[[X]] : f32
  %0 = math.isfinite %x : f32
  // CHECK-NEXT: %[[R1:.*]] = math.isinf %[[V]] : vector<[4]xf16>
  %1 = math.isinf %v : vector<[4]xf16>
  // CHECK-NEXT: %[[R2:.*]] = math.isnan %[[T]] {fastmath = #arith.fastmath<nnan>} : tensor<*xf64>
  %2 = math.isnan %t {fastmath = #arith.fastmath<nnan>} : tensor<*xf64>
  // CHECK-NEXT: %[[R3:.*]] = math.isnormal %[[X]] : f32
  %3 = math.isnormal %x : f32
  // CHECK-NEXT: return %[[R0]], %[[R1]], %[[R2]], %[[R3]] : i1, vector<[4]xi1>, tensor<*xi1>, i1
  return %0, %1, %2, %3 : i1, vector<[4]xi1>, tensor<*xi1>, i1
}

// CHECK-LABEL: func.func @integer
// CHECK-SAME: (%[[I:.*]]: i64, %[[X:.*]]: index, %[[V:.*]]: vector<3xi16>)
func.func @integer(%i: i64, %x: index, %v: vector<3xi16>) {
  // CHECK-NEXT: math.absi %[[I]] : i64
  %0 = math.absi %i : i64
  // CHECK-NEXT: math.ctlz %[[X]] : index
  %1 = math.ctlz %x : index
  // CHECK-NEXT: math.cttz %[[V]] : vector<3xi16>
  %2 = math.cttz %v : vector<3xi16>
  // CHECK-NEXT: math.ctpop %[[I]] : i64
  %3 = math.ctpop %i : i64
  // CHECK-NEXT: math.ipowi %[[V]], %[[V]] : vector<3xi16>
  %4 = math.ipowi %v, %v : vector<3xi16>
  return
}

// The flags live in the op's properties; the default is materialized.
// GENERIC-LABEL: "func.func"() <{function_type = (f32, vector<4xf16>, tensor<?x3xbf16>) -> ()
// GENERIC: "math.absf"(%{{.*}}) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC: "math.acos"(%{{.*}}) <{fastmath = #arith.fastmath<fast>}> : (vector<4xf16>) -> vector<4xf16>
// GENERIC: "math.trunc"(%{{.*}}) <{fastmath = #arith.fastmath<none>}> {tag = "kept"} : (f32) -> f32
// GENERIC: "math.fpowi"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<none>}> : (f64, i32) -> f64
// GENERIC: "math.clampf"(%{{.*}}, %{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<none>}> : (f64, f64, f64) -> f64
// GENERIC: %{{.*}}:2 = "math.sincos"(%{{.*}}) <{fastmath = #arith.fastmath<none>}> : (f64) -> (f64, f64)
// GENERIC: "math.isinf"(%{{.*}}) <{fastmath = #arith.fastmath<none>}> : (vector<[4]xf16>) -> vector<[4]xi1>
// GENERIC: "math.absi"(%{{.*}}) : (i64) -> i64

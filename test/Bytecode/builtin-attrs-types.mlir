// RUN: strata-opt %s --allow-unregistered-dialect --emit-bytecode | strata-opt --allow-unregistered-dialect --mlir-print-local-scope | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --emit-bytecode --emit-bytecode-version=0 | strata-opt --allow-unregistered-dialect --mlir-print-local-scope | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --emit-bytecode --emit-bytecode-version=3 | strata-opt --allow-unregistered-dialect --mlir-print-local-scope | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --emit-bytecode --emit-bytecode-version=5 | strata-opt --allow-unregistered-dialect --mlir-print-local-scope | FileCheck %s

// Every builtin attribute and type survives a trip through bytecode, in
// each format version: those with a custom encoding and those stored as text.

// CHECK-LABEL: "t.scalars"
// CHECK-SAME: bf = 1.500000e+00 : bf16
// CHECK-SAME: big = 12345678901234567890123 : i128
// CHECK-SAME: f = -2.500000e-01 : f32
// CHECK-SAME: f8 = 5.000000e-01 : f8E4M3FN
// CHECK-SAME: idx = -7 : index
// CHECK-SAME: neg = -1 : i8
// CHECK-SAME: s = "text"
// CHECK-SAME: st = "typed" : i32
// CHECK-SAME: t = true, u}
"t.scalars"() {t = true, neg = -1 : i8, big = 12345678901234567890123 : i128, idx = -7 : index, f = -0.25 : f32, bf = 1.5 : bf16, f8 = 0.5 : f8E4M3FN, s = "text", st = "typed" : i32, u} : () -> ()

// CHECK-LABEL: "t.compound"
// CHECK-SAME: a = [1 : i32, "x", [unit]]
// CHECK-SAME: d = {k = 2 : i64, z = @sym}
// CHECK-SAME: da = array<i32: 1, -2, 3>
// CHECK-SAME: db = array<i1: true, false>
// CHECK-SAME: dist = distinct[0]<"payload">
// CHECK-SAME: map = affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>
// CHECK-SAME: nested = @outer::@inner::@leaf
// CHECK-SAME: ty = tuple<i32, f64>
"t.compound"() {a = [1 : i32, "x", [unit]], d = {z = @sym, k = 2}, da = array<i32: 1, -2, 3>, db = array<i1: true, false>, dist = distinct[7]<"payload">, map = affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>, nested = @outer::@inner::@leaf, ty = tuple<i32, f64>} : () -> ()

// CHECK-LABEL: "t.dense"
// CHECK-SAME: b = dense<[true, false, true, true, false, false, false, false, true]> : tensor<9xi1>
// CHECK-SAME: bs = dense<true> : vector<3xi1>
// CHECK-SAME: c = dense<(1.000000e+00,-2.000000e+00)> : tensor<2xcomplex<f32>>
// CHECK-SAME: f = dense<[1.000000e+00, 2.500000e+00]> : tensor<2xf64>
// CHECK-SAME: i = dense<{{\[}}[1, 2], [3, 4]]> : tensor<2x2xi16>
// CHECK-SAME: s = dense<["a", "bc"]> : tensor<2x!t.str>
// CHECK-SAME: sp = sparse<{{\[}}[0, 1]], 5> : tensor<2x2xi32>
// CHECK-SAME: ss = dense<"same"> : tensor<3x!t.str>
"t.dense"() {b = dense<[true, false, true, true, false, false, false, false, true]> : tensor<9xi1>, bs = dense<true> : vector<3xi1>, c = dense<(1.0, -2.0)> : tensor<2xcomplex<f32>>, f = dense<[1.0, 2.5]> : tensor<2xf64>, i = dense<[[1, 2], [3, 4]]> : tensor<2x2xi16>, s = dense<["a", "bc"]> : tensor<2x!t.str>, sp = sparse<[[0, 1]], [5]> : tensor<2x2xi32>, ss = dense<"same"> : tensor<3x!t.str>} : () -> ()

// CHECK-LABEL: "t.types"
// CHECK-SAME: () -> (i1, si8, ui16, index, f16, f32, f64, f80, f128, tf32, none, complex<f64>, tuple<>, (i32) -> (i64, f32))
"t.types"() : () -> (i1, si8, ui16, index, f16, f32, f64, f80, f128, tf32, none, complex<f64>, tuple<>, (i32) -> (i64, f32))

// CHECK-LABEL: "t.shaped"
// CHECK-SAME: () -> (vector<4xf32>, vector<[4]x8xi8>, vector<f32>, tensor<?x3xf32>, tensor<*xi32>, tensor<4xf32, "enc">, memref<4x?xf32>, memref<2xf32, 3>, memref<4x4xf32, strided<[8, 1], offset: ?>>, memref<*xf32>, memref<*xi8, 1>, !t.opaque<"body">)
"t.shaped"() : () -> (vector<4xf32>, vector<[4]x8xi8>, vector<f32>, tensor<?x3xf32>, tensor<*xi32>, tensor<4xf32, "enc">, memref<4x?xf32>, memref<2xf32, 3>, memref<4x4xf32, strided<[8, 1], offset: ?>>, memref<*xf32>, memref<*xi8, 1>, !t.opaque<"body">)

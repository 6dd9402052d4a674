// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic | strata-opt --allow-unregistered-dialect | FileCheck %s

// Splats: one value for every element, any shape.
// CHECK: "t.splat"() {a = dense<1> : tensor<4xi32>, b = dense<1.500000e+00> : tensor<2x2xf32>, c = dense<true> : vector<4xi1>, d = dense<7> : tensor<i64>, e = dense<3> : tensor<3xi8>} : () -> ()
"t.splat"() {a = dense<1> : tensor<4xi32>, b = dense<1.5> : tensor<2x2xf32>, c = dense<true> : vector<4xi1>, d = dense<7> : tensor<i64>, e = dense<[3, 3, 3]> : tensor<3xi8>} : () -> ()
// Empty shapes print as an empty list.
// CHECK: "t.empty"() {a = dense<> : tensor<0xi8>, b = dense<> : tensor<0xf32>, c = dense<> : tensor<2x0xf32>} : () -> ()
"t.empty"() {a = dense<> : tensor<0xi8>, b = dense<[]> : tensor<0xf32>, c = dense<[[], []]> : tensor<2x0xf32>} : () -> ()
// Nested lists follow the shape.
// CHECK: "t.nested"() {a = dense<[1, 2, 3]> : tensor<3xi32>, b = dense<{{\[\[}}1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf32>, c = dense<{{\[\[}}[1]], {{\[\[}}2]]]> : tensor<2x1x1xi8>, d = dense<[true, false]> : vector<2xi1>} : () -> ()
"t.nested"() {a = dense<[1, 2, 3]> : tensor<3xi32>, b = dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>, c = dense<[[[1]], [[2]]]> : tensor<2x1x1xi8>, d = dense<[true, false]> : vector<2xi1>} : () -> ()
// Integer elements print like integer attributes of their type.
// CHECK: "t.ints"() {a = dense<[-1, 255]> : tensor<2xi16>, b = dense<[255, 0]> : tensor<2xui8>, c = dense<[-128, 127]> : tensor<2xsi8>, d = dense<[1, 2]> : tensor<2xindex>, e = dense<170141183460469231731687303715884105727> : tensor<1xi128>} : () -> ()
"t.ints"() {a = dense<[-1, 255]> : tensor<2xi16>, b = dense<[255, 0]> : tensor<2xui8>, c = dense<[-128, 127]> : tensor<2xsi8>, d = dense<[1, 2]> : tensor<2xindex>, e = dense<[170141183460469231731687303715884105727]> : tensor<1xi128>} : () -> ()
// Float elements print like float attributes of their type, bit patterns included.
// CHECK: "t.floats"() {a = dense<[1.000000e-01, -0.000000e+00, 1.000000e+10]> : tensor<3xf64>, b = dense<[1.000000e+00, 2.500000e+00]> : tensor<2xbf16>, c = dense<[0x7FC00000, 0x7F800000]> : tensor<2xf32>, d = dense<[5.000000e-01, 1.000000e+00]> : tensor<2xf8E4M3FN>} : () -> ()
"t.floats"() {a = dense<[0.1, -0.0, 1.0e10]> : tensor<3xf64>, b = dense<[1.0, 2.5]> : tensor<2xbf16>, c = dense<[0x7FC00000, 0x7F800000]> : tensor<2xf32>, d = dense<[0.5, 1.0]> : tensor<2xf8E4M3FN>} : () -> ()
// Complex elements are pairs.
// CHECK: "t.complex"() {a = dense<(1,2)> : tensor<2xcomplex<i32>>, b = dense<[(1.000000e+00,2.000000e+00), (3.000000e+00,4.000000e+00)]> : tensor<2xcomplex<f32>>, c = dense<(1,-1)> : tensor<1xcomplex<i8>>} : () -> ()
"t.complex"() {a = dense<(1, 2)> : tensor<2xcomplex<i32>>, b = dense<[(1.0, 2.0), (3.0, 4.0)]> : tensor<2xcomplex<f32>>, c = dense<[(1, -1)]> : tensor<1xcomplex<i8>>} : () -> ()
// The hex form: raw little-endian element data (i1 packed eight per byte).
// CHECK: "t.hex"() {a = dense<[1, 2, 3, 4]> : tensor<4xi32>, b = dense<1.000000e+00> : tensor<4xf32>, c = dense<[1, 2]> : tensor<2xi8>, d = dense<[true, false, false]> : tensor<3xi1>} : () -> ()
"t.hex"() {a = dense<"0x01000000020000000300000004000000"> : tensor<4xi32>, b = dense<"0x0000803F"> : tensor<4xf32>, c = dense<"0x0102"> : tensor<2xi8>, d = dense<"0x01"> : tensor<3xi1>} : () -> ()
// String elements for any element type that is not a number.
// CHECK: "t.strings"() {a = dense<"splat"> : tensor<3x!t.str>, b = dense<["a", "bc", "d\22e"]> : tensor<3x!t.str>, c = dense<{{\[\[}}"x"], ["y"]]> : tensor<2x1x!t.str>} : () -> ()
"t.strings"() {a = dense<"splat"> : tensor<3x!t.str>, b = dense<["a", "bc", "d\"e"]> : tensor<3x!t.str>, c = dense<[["x"], ["y"]]> : tensor<2x1x!t.str>} : () -> ()

// Large attributes: the printer switches to the hex form above a size
// limit, or elides the data when asked to; splats are never affected, and
// sparse attributes are elided when their indices or values would be.
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-elementsattrs-with-hex-if-larger=3 | FileCheck %s --check-prefix=HEX
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-elide-elementsattrs-if-larger=3 | FileCheck %s --check-prefix=ELIDE
// HEX-LABEL: "t.large"
// HEX-SAME: a = dense<"0x0100000002000000030000000400000005000000"> : tensor<5xi32>
// HEX-SAME: b = dense<[1, 2]> : tensor<2xi32>
// HEX-SAME: c = dense<1> : tensor<100xi32>
// HEX-SAME: d = dense<"0x0000803F000000400000404000008040"> : tensor<4xf32>
// HEX-SAME: e = dense<"0x0D"> : tensor<4xi1>
// HEX-SAME: f = dense<["a", "b", "c", "d"]> : tensor<4x!t.str>
// HEX-SAME: g = sparse<0, 1> : tensor<8xi32>
// ELIDE-LABEL: "t.large"
// ELIDE-SAME: a = dense_resource<__elided__> : tensor<5xi32>
// ELIDE-SAME: b = dense<[1, 2]> : tensor<2xi32>
// ELIDE-SAME: c = dense<1> : tensor<100xi32>
// ELIDE-SAME: d = dense_resource<__elided__> : tensor<4xf32>
// ELIDE-SAME: e = dense_resource<__elided__> : tensor<4xi1>
// ELIDE-SAME: f = dense_resource<__elided__> : tensor<4x!t.str>
// ELIDE-SAME: g = sparse<0, 1> : tensor<8xi32>
// ELIDE-SAME: h = dense_resource<__elided__> : tensor<8xi32>
"t.large"() {a = dense<[1, 2, 3, 4, 5]> : tensor<5xi32>, b = dense<[1, 2]> : tensor<2xi32>, c = dense<1> : tensor<100xi32>, d = dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>, e = dense<[true, false, true, true]> : tensor<4xi1>, f = dense<["a", "b", "c", "d"]> : tensor<4x!t.str>, g = sparse<[[0]], [1]> : tensor<8xi32>, h = sparse<[[0], [1], [2], [3]], [1, 2, 3, 4]> : tensor<8xi32>} : () -> ()

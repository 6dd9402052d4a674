// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s

// Affine maps and integer sets spelled again (the parser reuses what an
// identical spelling parsed to) parse as the first one did; a spelling
// that differs only in spaces or in a symbol is a different text.

// CHECK: #map = affine_map<(d0, d1)[s0] -> (d0 * 4 + s0, d1 floordiv 2)>
// CHECK: #map1 = affine_map<(d0, d1)[s0] -> (d0 * 4 - s0, d1 floordiv 2)>
// CHECK: #set = affine_set<(d0, d1) : (d0 - 2 >= 0, d1 - d0 == 0)>
// CHECK: #set1 = affine_set<(d0, d1) : (d0 - 3 >= 0, d1 - d0 == 0)>
// CHECK: "t.maps"() {a = #map, b = #map, c = #map, d = #map1}
"t.maps"() {a = affine_map<(d0, d1)[s0] -> (d0 * 4 + s0, d1 floordiv 2)>, b = affine_map<(d0, d1)[s0] -> (d0 * 4 + s0, d1 floordiv 2)>, c = affine_map<(d0,d1)[s0]->(d0*4+s0, d1 floordiv 2)>, d = affine_map<(d0, d1)[s0] -> (d0 * 4 - s0, d1 floordiv 2)>} : () -> ()

// CHECK: "t.sets"() {a = #set, b = #set, c = #set1}
"t.sets"() {a = affine_set<(d0, d1) : (d0 - 2 >= 0, d1 - d0 == 0)>, b = affine_set<(d0, d1) : (d0 - 2 >= 0, d1 - d0 == 0)>, c = affine_set<(d0, d1) : (d0 - 3 >= 0, d1 - d0 == 0)>} : () -> ()

// Repeated float values print the same (the printer reuses their text).
// CHECK: "t.floats"() {a = dense<[1.500000e+00, 1.500000e+00, -2.500000e-01, 1.500000e+00]> : tensor<4xf32>, b = 1.500000e+00 : f64, c = 1.500000e+00 : f16}
"t.floats"() {a = dense<[1.5, 1.5, -0.25, 1.5]> : tensor<4xf32>, b = 1.5 : f64, c = 1.5 : f16} : () -> ()

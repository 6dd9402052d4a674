// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect | strata-opt --allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-local-scope | FileCheck %s --check-prefix=LOCAL

// Input alias names are not kept: the printer generates its own aliases for
// affine maps, integer sets and locations (numbered per kind in order of
// first use) and prints other attributes and types inline; unused aliases
// disappear.
// CHECK-NOT:  d0 * 7
// CHECK:      #loc = loc("x.mlir":1:1)
// CHECK-NEXT: #map = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 floordiv 2)>
// CHECK-NEXT: #map2 = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT: #set = affine_set<(d0) : (d0 >= 0)>
// CHECK-NEXT: #set1 = affine_set<(d0) : (d0 - 1 >= 0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   %0:3 = "t.use"() {i = 1 : i32, m = #map, m2 = #map1, m3 = #map1, m4 = #map2, s = #set, st = strided<[4, 1], offset: ?>} : () -> (tensor<4x4xf32>, !t.type<"long long parameter">, memref<4x4xf32, strided<[4, 1], offset: ?>>)
// CHECK-NEXT:   %1:3 = "t.use2"() {layout = #map, x = #t.attr, y = #t.attr<"payload">, z = #t<"opq">} : () -> (memref<4x4xf32, #map>, tuple<tensor<4x4xf32>, tensor<4x4xf32>>, !t.type<"long long parameter">)
// CHECK-NEXT:   "t.use3"() {loc = #loc, n = [1 : i32, 1 : i32], s1 = #set1, st2 = strided<[2]>, st3 = strided<[2]>} : () -> ()

// With a local scope, everything is inline.
// LOCAL-NOT:  #map
// LOCAL:      module {
// LOCAL-NEXT:   %0:3 = "t.use"() {i = 1 : i32, m = affine_map<(d0, d1) -> (d1, d0)>, m2 = affine_map<(d0) -> (d0 floordiv 2)>, m3 = affine_map<(d0) -> (d0 floordiv 2)>, m4 = affine_map<(d0)[s0] -> (d0 + s0)>, s = affine_set<(d0) : (d0 >= 0)>, st = strided<[4, 1], offset: ?>}
// LOCAL:        "t.use3"() {loc = loc("x.mlir":1:1), n = [1 : i32, 1 : i32], s1 = affine_set<(d0) : (d0 - 1 >= 0)>, st2 = strided<[2]>, st3 = strided<[2]>} : () -> ()

#my_map = affine_map<(d0, d1) -> (d1, d0)>
#set = affine_set<(d0) : (d0 >= 0)>
!ty = tensor<4x4xf32>
!dialect_ty = !t.type<"long long parameter">
#a = 1 : i32
#strided = strided<[4, 1], offset: ?>
#unused = affine_map<(d0) -> (d0 * 7)>
"t.use"() {m = #my_map, s = #set, i = #a, st = #strided, m2 = affine_map<(d0) -> (d0 floordiv 2)>, m3 = affine_map<(d0) -> (d0 floordiv 2)>, m4 = affine_map<(d0)[s0] -> (d0 + s0)>} : () -> (!ty, !dialect_ty, memref<4x4xf32, #strided>)
"t.use2"() {x = #t.attr, y = #t.attr<"payload">, layout = #my_map, z = #t<"opq">} : () -> (memref<4x4xf32, #my_map>, tuple<!ty, !ty>, !t.type<"long long parameter">)
"t.use3"() {s1 = affine_set<(d0) : (d0 - 1 >= 0)>, st2 = strided<[2]>, st3 = strided<[2]>, loc = loc("x.mlir":1:1), n = [#a, #a]} : () -> ()

// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic | strata-opt --allow-unregistered-dialect | FileCheck %s

// Results: single, grouped `%name:N`, and uses of group members `%name#i`;
// values are renumbered in order of definition.
%single = "t.def"() : () -> i32
%pair:2 = "t.pair"(%single) : (i32) -> (i32, f32)
%a, %b:2 = "t.split"() : () -> (i1, i8, i16)
"t.use"(%pair#1, %pair#0, %b#1, %a) : (f32, i32, i16, i1) -> ()
// Properties come before regions and attributes.
%p = "t.props"() <{a = 1 : i32, b = [1, 2], c}> : () -> index
"t.props_attrs"(%p) <{prop = "p"}> {attr = "a"} : (index) -> ()
// Several regions; an empty region; a region whose entry block has arguments.
"t.regions"() ({
  "t.r0"() : () -> ()
}, {
^bb0(%x: i32):
  "t.r1"(%x) : (i32) -> ()
}, {
}) : () -> ()
// Successors, with operands passed to the successor's arguments.
"t.cfg"() ({
^entry(%c: i1, %v: f32):
  "t.cond_br"(%c, %v)[^left, ^right] : (i1, f32) -> ()
^left:
  "t.br"(%v)[^exit] : (f32) -> ()
^right:
  "t.br"(%v)[^exit] : (f32) -> ()
^exit(%e: f32):
  "t.ret"(%e) : (f32) -> ()
}) : () -> ()
// Everything at once, with a location.
"t.all"(%single) <{p = 1}> ({
  "t.inner"() : () -> ()
}) {a = 2} : (i32) -> () loc("all.mlir":1:1)
// Nested regions see the values of enclosing regions.
"t.outer"() ({
  %n = "t.n"() : () -> i8
  "t.inner"() ({
    "t.use"(%n, %single) : (i8, i32) -> ()
  }) : () -> ()
}) : () -> ()

// The custom form of the module: a nested region continues the value
// numbering of its parent, which resumes after the region as if it had not
// been there; `%argN` and `^bbN` restart in each region.
// CHECK:      module {
// CHECK-NEXT:   %0 = "t.def"() : () -> i32
// CHECK-NEXT:   %1:2 = "t.pair"(%0) : (i32) -> (i32, f32)
// CHECK-NEXT:   %2:3 = "t.split"() : () -> (i1, i8, i16)
// CHECK-NEXT:   "t.use"(%1#1, %1#0, %2#2, %2#0) : (f32, i32, i16, i1) -> ()
// CHECK-NEXT:   %3 = "t.props"() <{a = 1 : i32, b = [1, 2], c}> : () -> index
// CHECK-NEXT:   "t.props_attrs"(%3) <{prop = "p"}> {attr = "a"} : (index) -> ()
// CHECK-NEXT:   "t.regions"() ({
// CHECK-NEXT:     "t.r0"() : () -> ()
// CHECK-NEXT:   }, {
// CHECK-NEXT:   ^bb0(%arg0: i32):
// CHECK-NEXT:     "t.r1"(%arg0) : (i32) -> ()
// CHECK-NEXT:   }, {
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "t.cfg"() ({
// CHECK-NEXT:   ^bb0(%arg0: i1, %arg1: f32):
// CHECK-NEXT:     "t.cond_br"(%arg0, %arg1)[^bb1, ^bb2] : (i1, f32) -> ()
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     "t.br"(%arg1)[^bb3] : (f32) -> ()
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     "t.br"(%arg1)[^bb3] : (f32) -> ()
// CHECK-NEXT:   ^bb3(%4: f32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:     "t.ret"(%4) : (f32) -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "t.all"(%0) <{p = 1 : i64}> ({
// CHECK-NEXT:     "t.inner"() : () -> ()
// CHECK-NEXT:   }) {a = 2 : i64} : (i32) -> ()
// CHECK-NEXT:   "t.outer"() ({
// CHECK-NEXT:     %4 = "t.n"() : () -> i8
// CHECK-NEXT:     "t.inner"() ({
// CHECK-NEXT:       "t.use"(%4, %0) : (i8, i32) -> ()
// CHECK-NEXT:     }) : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }

// The generic form: value and block-argument ids are unique in the whole
// isolated region, nested regions included.
// GENERIC:      "builtin.module"() ({
// GENERIC-NEXT:   %0 = "t.def"() : () -> i32
// GENERIC-NEXT:   %1:2 = "t.pair"(%0) : (i32) -> (i32, f32)
// GENERIC-NEXT:   %2:3 = "t.split"() : () -> (i1, i8, i16)
// GENERIC-NEXT:   "t.use"(%1#1, %1#0, %2#2, %2#0) : (f32, i32, i16, i1) -> ()
// GENERIC-NEXT:   %3 = "t.props"() <{a = 1 : i32, b = [1, 2], c}> : () -> index
// GENERIC-NEXT:   "t.props_attrs"(%3) <{prop = "p"}> {attr = "a"} : (index) -> ()
// GENERIC-NEXT:   "t.regions"() ({
// GENERIC-NEXT:     "t.r0"() : () -> ()
// GENERIC-NEXT:   }, {
// GENERIC-NEXT:   ^bb0(%arg2: i32):
// GENERIC-NEXT:     "t.r1"(%arg2) : (i32) -> ()
// GENERIC-NEXT:   }, {
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "t.cfg"() ({
// GENERIC-NEXT:   ^bb0(%arg0: i1, %arg1: f32):
// GENERIC-NEXT:     "t.cond_br"(%arg0, %arg1)[^bb1, ^bb2] : (i1, f32) -> ()
// GENERIC-NEXT:   ^bb1:  // pred: ^bb0
// GENERIC-NEXT:     "t.br"(%arg1)[^bb3] : (f32) -> ()
// GENERIC-NEXT:   ^bb2:  // pred: ^bb0
// GENERIC-NEXT:     "t.br"(%arg1)[^bb3] : (f32) -> ()
// GENERIC-NEXT:   ^bb3(%5: f32):  // 2 preds: ^bb1, ^bb2
// GENERIC-NEXT:     "t.ret"(%5) : (f32) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "t.all"(%0) <{p = 1 : i64}> ({
// GENERIC-NEXT:     "t.inner"() : () -> ()
// GENERIC-NEXT:   }) {a = 2 : i64} : (i32) -> ()
// GENERIC-NEXT:   "t.outer"() ({
// GENERIC-NEXT:     %4 = "t.n"() : () -> i8
// GENERIC-NEXT:     "t.inner"() ({
// GENERIC-NEXT:       "t.use"(%4, %0) : (i8, i32) -> ()
// GENERIC-NEXT:     }) : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()

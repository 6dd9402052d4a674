// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic | strata-opt --allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-local-scope | FileCheck %s --check-prefix=LOCAL

// Distinct attributes with a payload get `#distinct` aliases; ids are
// renumbered in printing order, and the same input id is the same attribute.
// CHECK: #distinct = distinct[0]<42 : i32>
// CHECK-NEXT: #distinct1 = distinct[1]<"x">
// CHECK-NEXT: #distinct2 = distinct[2]<#t.a>
// CHECK-NEXT: #distinct3 = distinct[3]<"x">
// CHECK-NEXT: module {
// CHECK-NEXT: "t.distinct"() {a = #distinct, b = #distinct1, c = #distinct, d = distinct[4]<>, e = [#distinct2]} : () -> ()
// CHECK-NEXT: "t.again"() {a = #distinct1, b = #distinct3} : () -> ()

// Without aliases, ids follow the order of appearance.
// LOCAL: "t.distinct"() {a = distinct[0]<42 : i32>, b = distinct[1]<"x">, c = distinct[0]<42 : i32>, d = distinct[2]<>, e = [distinct[3]<#t.a>]} : () -> ()
// LOCAL-NEXT: "t.again"() {a = distinct[1]<"x">, b = distinct[4]<"x">} : () -> ()
"t.distinct"() {a = distinct[5]<42 : i32>, b = distinct[0]<"x">, c = distinct[5]<42 : i32>, d = distinct[9]<>, e = [distinct[7]<#t.a>]} : () -> ()
"t.again"() {a = distinct[0]<"x">, b = distinct[1]<"x">} : () -> ()

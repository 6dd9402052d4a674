// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic | strata-opt --allow-unregistered-dialect | FileCheck %s

// Complex numbers over floats and integers.
// CHECK: %0:4 = "t.complex"() : () -> (complex<f32>, complex<f64>, complex<i8>, complex<bf16>)
"t.complex"() : () -> (complex<f32>, complex<f64>, complex<i8>, complex<bf16>)
// Tuples, empty and nested.
// CHECK: %1:5 = "t.tuple"() : () -> (tuple<>, tuple<i32>, tuple<i32, f32>, tuple<tuple<i1>, tuple<>>, tuple<tensor<4xf32>, memref<?xi8>>)
"t.tuple"() : () -> (tuple<>, tuple<i32>, tuple<i32, f32>, tuple<tuple<i1>, tuple<>>, tuple<tensor<4xf32>, memref<?xi8>>)
// The none type.
// CHECK: %2 = "t.none"() : () -> none
"t.none"() : () -> none
// Function types: a single result drops its parentheses unless it is a function type.
// CHECK: %3:6 = "t.function"() : () -> (() -> (), (i32) -> i32, (i32, f32) -> (i1, i2), (() -> ()) -> ((i32) -> i32), () -> (i32, i32), (tuple<>) -> none)
"t.function"() : () -> (() -> (), (i32) -> i32, (i32, f32) -> (i1, i2), (() -> ()) -> ((i32) -> i32), () -> (i32, i32), (tuple<>) -> none)
// Dialect types: pretty form, with nested brackets and strings.
// CHECK: %4:7 = "t.dialect"() : () -> (!t.foo, !t.foo<"bar">, !t.foo<1, 2>, !t.nested<a<b<c>>>, !t.sym<@x>, !t.brackets<[1]{x}(y)>, !t.str<"a\"b>">)
"t.dialect"() : () -> (!t.foo, !t.foo<"bar">, !t.foo<1, 2>, !t.nested<a<b<c>>>, !t.sym<@x>, !t.brackets<[1]{x}(y)>, !t.str<"a\"b>">)
// Opaque form: the body is printed pretty when it is an identifier.
// CHECK: %5:3 = "t.opaque"() : () -> (!t<"foo<bar>">, !t<"plain">, !foo.bar)
"t.opaque"() : () -> (!t<"foo<bar>">, !t<"plain">, !foo.bar)
// Types as attributes.
// CHECK: "t.type_attrs"() {a = complex<f32>, b = tuple<i1>, c = none, d = (i32) -> (), e = !t.foo} : () -> ()
"t.type_attrs"() {a = complex<f32>, b = tuple<i1>, c = none, d = (i32) -> (), e = !t.foo} : () -> ()

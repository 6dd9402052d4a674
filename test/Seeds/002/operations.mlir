// RUN: strata-opt --legacy-syntax --allow-unregistered-dialect %s | FileCheck %s
// RUN: strata-opt --legacy-syntax --allow-unregistered-dialect %s --convert-std-to-core | FileCheck %s --check-prefix=CORE

// Seed 002, Operations: generic ops of other dialects (wrapped: a function
// so the results have a place to live).
func @ops() {
// An operation that produces two results.
// The results of %result can be accessed via the <name> `#` <opNo> syntax.
%result:2 = "foo_div"() : () -> (f32, i32)

// Pretty form that defines a unique name for each result.
%foo, %bar = "foo_div"() : () -> (f32, i32)

// Invoke a TensorFlow function called tf.scramble with two inputs
// and an attribute "fruit".
%2 = "tf.scramble"(%result#0, %bar){fruit: "banana"} : (f32, i32) -> f32
return
}

// CHECK-LABEL: func.func @ops() {
// CHECK: %0:2 = "foo_div"() : () -> (f32, i32)
// CHECK: %1:2 = "foo_div"() : () -> (f32, i32)
// CHECK: %2 = "tf.scramble"(%0#0, %1#1) {fruit = "banana"} : (f32, i32) -> f32
// CHECK: std.return

// CORE-LABEL: func.func @ops() {
// CORE: %0:2 = "foo_div"() : () -> (f32, i32)
// CORE: %1:2 = "foo_div"() : () -> (f32, i32)
// CORE: %2 = "tf.scramble"(%0#0, %1#1) {fruit = "banana"} : (f32, i32) -> f32
// CORE: return

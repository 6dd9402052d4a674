// RUN: strata-opt %s --allow-unregistered-dialect --duplicate-function-elimination | FileCheck %s

// @twice_too and @twice_loc duplicate @twice (locations and argument names do
// not matter) and go; their uses, also nested in attributes, now name @twice.
// Different attributes, visibility, constants or operand order keep a
// function; declarations are never merged.

// CHECK:      func.func private @ext(f32) -> f32
// CHECK-NEXT: func.func private @ext_too(f32) -> f32
// CHECK-NEXT: func.func @twice(
// CHECK-NOT:  @twice_too(
// CHECK-NOT:  @twice_loc(
// CHECK:      func.func private @twice_private(
// CHECK:      func.func @twice_marked(
// CHECK:      func.func @thrice(
// CHECK:      func.func @diff(
// CHECK:      func.func @diff_swapped(
// CHECK:      func.func @caller(
// CHECK-NEXT:   call @twice(
// CHECK-NEXT:   call @twice(
// CHECK-NEXT:   call @ext_too(
// CHECK-NEXT:   "test.refs"() {all = [@twice, @thrice, {nested = @twice::@x}]}
// CHECK-NOT:  func.func

func.func private @ext(f32) -> f32
func.func private @ext_too(f32) -> f32
func.func @twice(%a: f32) -> f32 {
  %0 = arith.addf %a, %a : f32
  return %0 : f32
}
func.func @twice_too(%b: f32) -> f32 {
  %r = arith.addf %b, %b : f32
  return %r : f32
}
func.func @twice_loc(%b: f32) -> f32 {
  %r = arith.addf %b, %b : f32 loc("elsewhere":3:4)
  return %r : f32
}
func.func private @twice_private(%a: f32) -> f32 {
  %0 = arith.addf %a, %a : f32
  return %0 : f32
}
func.func @twice_marked(%a: f32) -> f32 attributes {marked} {
  %0 = arith.addf %a, %a : f32
  return %0 : f32
}
func.func @thrice(%a: f32) -> f32 {
  %c = arith.constant 3.0 : f32
  %0 = arith.mulf %a, %c : f32
  return %0 : f32
}
func.func @diff(%a: f32, %b: f32) -> f32 {
  %0 = arith.subf %a, %b : f32
  return %0 : f32
}
func.func @diff_swapped(%a: f32, %b: f32) -> f32 {
  %0 = arith.subf %b, %a : f32
  return %0 : f32
}
func.func @caller(%x: f32) -> f32 {
  %0 = call @twice_too(%x) : (f32) -> f32
  %1 = call @twice_loc(%0) : (f32) -> f32
  %2 = call @ext_too(%1) : (f32) -> f32
  "test.refs"() {all = [@twice_loc, @thrice, {nested = @twice_too::@x}]} : () -> ()
  return %2 : f32
}

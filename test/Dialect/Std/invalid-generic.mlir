// RUN: strata-opt %s --split-input-file --verify-diagnostics

// Malformed std ops in generic form get a located diagnostic, never a panic.

func.func @a() {
  // expected-error @+1 {{'std.dim' op requires a single operand}}
  %0 = "std.dim"() {index = 0 : i64} : () -> index
  return
}
// -----
func.func @b() {
  // expected-error @+1 {{'std.dma_start' op expected at least 4 operands}}
  "std.dma_start"() : () -> ()
  return
}
// -----
func.func @c(%a: i32) {
  // expected-error @+1 {{'std.cmpi' op attribute 'predicate' failed to satisfy constraint: an integer in [0, 9]}}
  %0 = "std.cmpi"(%a, %a) {predicate = 42 : i64} : (i32, i32) -> i1
  return
}
// -----
func.func @d(%a: i32) {
  // expected-error @+1 {{'std.cmpi' op requires attribute 'predicate'}}
  %0 = "std.cmpi"(%a, %a) : (i32, i32) -> i1
  return
}
// -----
func.func @e() {
  // expected-error @+1 {{'std.constant' op unsupported 'value' attribute}}
  %0 = "std.constant"() {value = "str"} : () -> i32
  return
}
// -----
func.func @f(%m: memref<4xf32>) {
  // expected-error @+1 {{'std.dma_wait' op expected 2 or more operands, but found 1}}
  "std.dma_wait"(%m) : (memref<4xf32>) -> ()
  return
}
// -----
func.func @g(%t: tensor<4xf32>) {
  // expected-error @+1 {{'std.tensor_store' op expected 2 operands, but found 1}}
  "std.tensor_store"(%t) : (tensor<4xf32>) -> ()
  return
}
// -----
func.func @h(%a: i32) {
  // expected-error @+1 {{'std.call_indirect' op operand #0 must be function type, but got 'i32'}}
  %0 = "std.call_indirect"(%a) : (i32) -> i32
  return
}
// -----
func.func @i() {
  // expected-error @+1 {{integer constant out of range for attribute}}
  %0 = std.alloc_static(99999999999999999999999) : memref<4xf32>
  return
}
// -----
func.func @j(%t: tensor<4xf32>) {
  // expected-error @+1 {{'std.dim' op index is out of range}}
  %0 = std.dim %t, -1 : tensor<4xf32>
  return
}
// -----
func.func @k() {
  // expected-error @+1 {{'std.constant' op requires 'value' to be a function reference for a function type}}
  %0 = std.constant @nope : i32
  return
}

// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --symbol-dce | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --symbol-dce --mlir-pass-statistics 2>&1 | FileCheck %s --check-prefix=STATS

// Public symbols of the top-level table stay; private and nested ones go
// unless something live refers to them.
// CHECK-LABEL: module {
// CHECK-NEXT:    func.func @entry()
// CHECK:         func.func private @callee()
// CHECK-NOT:     @unused
// CHECK-NOT:     @nested_vis
// STATS: (S) 6 num-dce'd - Number of symbols DCE'd
func.func @entry() {
  func.call @callee() : () -> ()
  return
}
func.func private @callee() {
  func.call @chain() : () -> ()
  return
}
func.func private @chain() {
  return
}
func.func private @unused() {
  return
}
func.func private @unused_chain() {
  func.call @unused() : () -> ()
  return
}
func.func nested @nested_vis() {
  return
}

// -----

// References held by non-symbol ops keep symbols alive, including every
// symbol along a nested reference; a private module hides its contents.
// CHECK-LABEL: module {
// CHECK-NEXT:    module @outer {
// CHECK-NEXT:      func.func private @kept()
// CHECK-NOT:     @hidden
// CHECK:         "u.ref"() {refs = [@outer::@kept]}
module @outer {
  func.func private @kept() {
    return
  }
  func.func private @dropped() {
    return
  }
}
module @hidden attributes {sym_visibility = "private"} {
  func.func @f() {
    return
  }
}
"u.ref"() {refs = [@outer::@kept]} : () -> ()

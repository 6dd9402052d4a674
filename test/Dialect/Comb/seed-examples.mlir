// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s | strata-opt | FileCheck %s

// The examples of the comb dialect's specification (seed 003), each inside
// a function giving its operands types. The mux example's bare `mux` is
// written with its dialect prefix; the lut is written in the seed's
// attr-dict form and printed in HEIR's form.

// CHECK-LABEL: func.func @icmp_example
func.func @icmp_example(%a: i4, %b: i4) -> i1 {
  // CHECK: %{{.*}} = comb.icmp eq %{{.*}}, %{{.*}} : i4
  %r = comb.icmp eq %a, %b : i4
  return %r : i1
}

// CHECK-LABEL: func.func @mux_example
func.func @mux_example(%pred: i1, %tvalue: i4, %fvalue: i4) -> i4 {
  // CHECK: %{{.*}} = comb.mux %{{.*}}, %{{.*}}, %{{.*}} : i4
  %0 = comb.mux %pred, %tvalue, %fvalue : i4
  return %0 : i4
}

// CHECK-LABEL: func.func @truth_table_example
func.func @truth_table_example(%a: i1, %b: i1) -> i1 {
  // CHECK: %{{.*}} = comb.truth_table %{{.*}}, %{{.*}} -> 6 : ui4
  %0 = comb.truth_table %a, %b -> 6 : ui4
  return %0 : i1
}

// CHECK-LABEL: func.func @lut_seed_form
func.func @lut_seed_form(%a: i8, %b: i8) -> i8 {
  // CHECK: comb.lut %{{.*}}, %{{.*}} <coefficients = [1, 2], lookupTable = [0, 1, 1, 0]> : (i8, i8) -> i8
  %0 = comb.lut %a, %b {coefficients = array<i8: 1, 2>, lookupTable = array<i8: 0, 1, 1, 0>} : (i8, i8) -> i8
  return %0 : i8
}

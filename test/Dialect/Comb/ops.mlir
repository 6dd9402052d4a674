// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// Every comb op in its custom form, with and without the `bin` flag, at
// widths from i1 to i1024; the generic form stores flags and attributes
// as properties.

// CHECK-LABEL: func.func @variadic
// CHECK-SAME: (%[[A:.*]]: i4, %[[B:.*]]: i4)
func.func @variadic(%a: i4, %b: i4) -> i4 {
  // CHECK: comb.add %[[A]], %[[B]] : i4
  %0 = comb.add %a, %b : i4
  // CHECK: comb.and bin %[[A]], %[[B]], %{{.*}} : i4
  %1 = comb.and bin %a, %b, %0 : i4
  // CHECK: comb.mul %[[A]] : i4
  %2 = comb.mul %a : i4
  // CHECK: comb.nand %[[A]], %[[B]] : i4
  %3 = comb.nand %a, %b : i4
  // CHECK: comb.nor bin %[[A]], %[[B]] : i4
  %4 = comb.nor bin %a, %b : i4
  // CHECK: comb.or %[[A]], %[[B]], %[[A]] : i4
  %5 = comb.or %a, %b, %a : i4
  // CHECK: comb.xnor %[[A]], %[[B]] : i4
  %6 = comb.xnor %a, %b : i4
  // CHECK: comb.xor bin %[[A]], %[[B]] : i4
  %7 = comb.xor bin %a, %b : i4
  // GENERIC: "comb.add"(%{{.*}}, %{{.*}}) : (i4, i4) -> i4
  // GENERIC: "comb.and"(%{{.*}}, %{{.*}}, %{{.*}}) <{twoState}> : (i4, i4, i4) -> i4
  return %7 : i4
}

// CHECK-LABEL: func.func @bits
func.func @bits(%a: i4, %b: i3, %w: i1024) -> (i7, i2, i12, i4, i1, i1) {
  // CHECK: comb.concat %{{.*}}, %{{.*}} : i4, i3
  %0 = comb.concat %a, %b : i4, i3
  // CHECK: comb.extract %{{.*}} from 5 : (i7) -> i2
  %1 = comb.extract %0 from 5 : (i7) -> i2
  // CHECK: comb.replicate %{{.*}} : (i4) -> i12
  %2 = comb.replicate %a : (i4) -> i12
  // CHECK: comb.inv bin %{{.*}} : i4
  %3 = comb.inv bin %a : i4
  // CHECK: comb.parity %{{.*}} : i4
  %4 = comb.parity %a : i4
  // CHECK: comb.parity bin %{{.*}} : i1024
  %5 = comb.parity bin %w : i1024
  // GENERIC: "comb.extract"(%{{.*}}) <{lowBit = 5 : i32}> : (i7) -> i2
  // GENERIC: "comb.parity"(%{{.*}}) <{twoState}> : (i1024) -> i1
  return %0, %1, %2, %3, %4, %5 : i7, i2, i12, i4, i1, i1
}

// CHECK-LABEL: func.func @compare
func.func @compare(%a: i8, %b: i8, %c: i1) -> (i1, i1, i1, i1, i8) {
  // CHECK: comb.icmp eq %{{.*}}, %{{.*}} : i8
  %0 = comb.icmp eq %a, %b : i8
  // CHECK: comb.icmp bin slt %{{.*}}, %{{.*}} : i8
  %1 = comb.icmp bin slt %a, %b : i8
  // CHECK: comb.icmp ceq %{{.*}}, %{{.*}} : i8
  %2 = comb.icmp ceq %a, %b : i8
  // CHECK: comb.icmp wne %{{.*}}, %{{.*}} : i8
  %3 = comb.icmp wne %a, %b : i8
  // CHECK: comb.mux bin %{{.*}}, %{{.*}}, %{{.*}} : i8
  %4 = comb.mux bin %c, %a, %b : i8
  // GENERIC: "comb.icmp"(%{{.*}}, %{{.*}}) <{predicate = 2 : i64, twoState}> : (i8, i8) -> i1
  // GENERIC: "comb.icmp"(%{{.*}}, %{{.*}}) <{predicate = 13 : i64}> : (i8, i8) -> i1
  return %0, %1, %2, %3, %4 : i1, i1, i1, i1, i8
}

// CHECK-LABEL: func.func @every_predicate
func.func @every_predicate(%a: i2, %b: i2) {
  // CHECK: comb.icmp eq %
  // CHECK: comb.icmp ne %
  // CHECK: comb.icmp slt %
  // CHECK: comb.icmp sle %
  // CHECK: comb.icmp sgt %
  // CHECK: comb.icmp sge %
  // CHECK: comb.icmp ult %
  // CHECK: comb.icmp ule %
  // CHECK: comb.icmp ugt %
  // CHECK: comb.icmp uge %
  // CHECK: comb.icmp ceq %
  // CHECK: comb.icmp cne %
  // CHECK: comb.icmp weq %
  // CHECK: comb.icmp wne %
  %0 = comb.icmp eq %a, %b : i2
  %1 = comb.icmp ne %a, %b : i2
  %2 = comb.icmp slt %a, %b : i2
  %3 = comb.icmp sle %a, %b : i2
  %4 = comb.icmp sgt %a, %b : i2
  %5 = comb.icmp sge %a, %b : i2
  %6 = comb.icmp ult %a, %b : i2
  %7 = comb.icmp ule %a, %b : i2
  %8 = comb.icmp ugt %a, %b : i2
  %9 = comb.icmp uge %a, %b : i2
  %10 = comb.icmp ceq %a, %b : i2
  %11 = comb.icmp cne %a, %b : i2
  %12 = comb.icmp weq %a, %b : i2
  %13 = comb.icmp wne %a, %b : i2
  return
}

// CHECK-LABEL: func.func @tables
func.func @tables(%p: i1, %q: i1, %x: i8, %y: i8) -> (i1, i1, i8, i8) {
  // CHECK: comb.truth_table %{{.*}}, %{{.*}} -> 6 : ui4
  %0 = comb.truth_table %p, %q -> 6 : ui4
  // A signless table prints signed, like any integer attribute.
  // CHECK: comb.truth_table %{{.*}} -> -2 : i2
  %1 = comb.truth_table %p -> 2 : i2
  // CHECK: comb.lut %{{.*}}, %{{.*}} <coefficients = [1, -2], lookupTable = [3, 4, -128, 127]> : (i8, i8) -> i8
  %2 = comb.lut %x, %y <coefficients = [1, -2], lookupTable = [3, 4, -128, 127]> : (i8, i8) -> i8
  // The tables may come first in either order, or in the attribute dictionary.
  // CHECK: comb.lut %{{.*}} <coefficients = [5], lookupTable = [6]> : (i8) -> i8
  %3 = comb.lut %x {lookupTable = array<i8: 6>, coefficients = array<i8: 5>} : (i8) -> i8
  // GENERIC: "comb.truth_table"(%{{.*}}, %{{.*}}) <{lookupTable = 6 : ui4}> : (i1, i1) -> i1
  // GENERIC: "comb.lut"(%{{.*}}, %{{.*}}) <{coefficients = array<i8: 1, -2>, lookupTable = array<i8: 3, 4, -128, 127>}> : (i8, i8) -> i8
  return %0, %1, %2, %3 : i1, i1, i8, i8
}

// Empty input lists print like heir-opt (and mlir-opt's generated
// printers): the space before the empty list stays.
// CHECK-LABEL: func.func @empty_inputs
func.func @empty_inputs() -> (i0, i1, i8) {
  // CHECK: comb.concat  : {{$}}
  %0 = comb.concat : 
  // CHECK: comb.truth_table  -> true
  %1 = comb.truth_table -> true
  // CHECK: comb.lut  <coefficients = [], lookupTable = [7]> : () -> i8
  %2 = comb.lut <coefficients = [], lookupTable = [7]> : () -> i8
  return %0, %1, %2 : i0, i1, i8
}

// RUN: strata-opt %s --canonicalize | FileCheck %s

// Folding and canonicalization of comb ops: constant evaluation of every
// op, identities, flattening of nested ops, duplicate and complementary
// operands, shifts written as concat/extract, concat/extract/replicate
// simplification, icmp normalization and negation, mux simplification,
// truth tables with constant inputs; `bin` is kept on rewritten ops.
// Every expected result was checked by hand and by strata-eval.

// CHECK-LABEL: func.func @constants(
func.func @constants() -> (i8, i8, i4, i1, i1, i12, i3, i1, i8) {
  %a = arith.constant 12 : i8
  %b = arith.constant 10 : i8
  %0 = comb.add %a, %b, %b : i8
  %1 = comb.nand %a, %b : i8
  %c4 = arith.constant 5 : i4
  %2 = comb.inv %c4 : i4
  %3 = comb.parity %a : i8
  %4 = comb.icmp slt %a, %b : i8
  %5 = comb.replicate %c4 : (i4) -> i12
  %6 = comb.extract %a from 2 : (i8) -> i3
  %t = arith.constant true
  %f = arith.constant false
  %7 = comb.truth_table %t, %f -> 6 : ui4
  %8 = comb.lut %a, %b <coefficients = [1, -1], lookupTable = [9, 8, 7]> : (i8, i8) -> i8
  // CHECK-DAG: %c32_i8 = arith.constant 32 : i8
  // CHECK-DAG: %c-9_i8 = arith.constant -9 : i8
  // CHECK-DAG: %c-6_i4 = arith.constant -6 : i4
  // CHECK-DAG: %false = arith.constant false
  // CHECK-DAG: %c1365_i12 = arith.constant 1365 : i12
  // CHECK-DAG: %c3_i3 = arith.constant 3 : i3
  // CHECK-DAG: %true = arith.constant true
  // CHECK-DAG: %c7_i8 = arith.constant 7 : i8
  // CHECK: return %c32_i8, %c-9_i8, %c-6_i4, %false, %false, %c1365_i12, %c3_i3, %true, %c7_i8 : i8, i8, i4, i1, i1, i12, i3, i1, i8
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : i8, i8, i4, i1, i1, i12, i3, i1, i8
}

// CHECK-LABEL: func.func @identities(
func.func @identities(%x: i8, %y: i8) -> (i8, i8, i8, i8, i8, i8, i8, i8, i8) {
  %ones = arith.constant -1 : i8
  %zero = arith.constant 0 : i8
  %one = arith.constant 1 : i8
  %0 = comb.and %x, %ones : i8
  %1 = comb.or %x, %zero : i8
  %2 = comb.xor %x, %x : i8
  %3 = comb.mul %x, %one : i8
  %4 = comb.and %x, %zero : i8
  %5 = comb.or bin %x, %y, %x : i8
  %6 = comb.xor %x, %y, %x : i8
  %7 = comb.add %x, %zero : i8
  %8 = comb.mul %x, %zero : i8
  // CHECK-DAG: %c0_i8 = arith.constant 0 : i8
  // CHECK: %0 = comb.or bin %arg0, %arg1 : i8
  // CHECK: return %arg0, %arg0, %c0_i8, %arg0, %c0_i8, %0, %arg1, %arg0, %c0_i8 : i8, i8, i8, i8, i8, i8, i8, i8, i8
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : i8, i8, i8, i8, i8, i8, i8, i8, i8
}

// CHECK-LABEL: func.func @flatten(
func.func @flatten(%x: i8, %y: i8, %z: i8) -> (i8, i8, i8) {
  %c3 = arith.constant 3 : i8
  %c5 = arith.constant 5 : i8
  %0 = comb.add %x, %c3 : i8
  %1 = comb.add %0, %y, %c5 : i8
  %2 = comb.and bin %x, %y : i8
  %3 = comb.and bin %2, %z : i8
  %4 = comb.and %x, %y : i8
  %5 = comb.nand %4, %z : i8
  // CHECK-DAG: %c8_i8 = arith.constant 8 : i8
  // CHECK: %0 = comb.add %arg0, %arg1, %c8_i8 : i8
  // CHECK: %1 = comb.and bin %arg0, %arg1, %arg2 : i8
  // CHECK: %2 = comb.nand %arg0, %arg1, %arg2 : i8
  // CHECK: return %0, %1, %2 : i8, i8, i8
  return %1, %3, %5 : i8, i8, i8
}

// CHECK-LABEL: func.func @negations(
func.func @negations(%x: i8, %y: i8) -> (i8, i8, i8, i8, i8) {
  %0 = comb.inv %x : i8
  %1 = comb.inv %0 : i8
  %2 = comb.and %x, %0 : i8
  %3 = comb.or %0, %y, %x : i8
  %4 = comb.nand bin %y : i8
  %5 = comb.xnor %x, %x : i8
  // CHECK-DAG: %c0_i8 = arith.constant 0 : i8
  // CHECK-DAG: %c-1_i8 = arith.constant -1 : i8
  // CHECK: %0 = comb.inv bin %arg1 : i8
  // CHECK: return %arg0, %c0_i8, %c-1_i8, %0, %c-1_i8 : i8, i8, i8, i8, i8
  return %1, %2, %3, %4, %5 : i8, i8, i8, i8, i8
}

// CHECK-LABEL: func.func @shifts(
func.func @shifts(%x: i8) -> (i8, i8, i1) {
  %c4 = arith.constant 4 : i8
  %0 = comb.add %x, %x : i8
  %1 = comb.mul %x, %c4 : i8
  %b = comb.extract %x from 0 : (i8) -> i1
  %2 = comb.add %b, %b : i1
  // CHECK-DAG: %c0_i2 = arith.constant 0 : i2
  // CHECK-DAG: %false = arith.constant false
  // CHECK: %0 = comb.extract %arg0 from 0 : (i8) -> i7
  // CHECK: %1 = comb.concat %0, %false : i7, i1
  // CHECK: %2 = comb.extract %arg0 from 0 : (i8) -> i6
  // CHECK: %3 = comb.concat %2, %c0_i2 : i6, i2
  // CHECK: return %1, %3, %false : i8, i8, i1
  return %0, %1, %2 : i8, i8, i1
}

// CHECK-LABEL: func.func @concat_extract(
func.func @concat_extract(%x: i8, %y: i4) -> (i12, i4, i3, i8, i2, i16) {
  %c = arith.constant 3 : i2
  %d = arith.constant 1 : i2
  %0 = comb.concat %y, %c : i4, i2
  %1 = comb.concat %0, %d, %y : i6, i2, i4
  %hi = comb.extract %x from 4 : (i8) -> i4
  %lo = comb.extract %x from 0 : (i8) -> i4
  %2 = comb.concat %hi, %lo : i4, i4
  %3 = comb.extract %1 from 6 : (i12) -> i4
  %4 = comb.extract %1 from 3 : (i12) -> i3
  %5 = comb.extract %hi from 1 : (i4) -> i2
  %r = comb.replicate %y : (i4) -> i16
  %6 = comb.extract %r from 5 : (i16) -> i2
  %7 = comb.concat %2, %2 : i8, i8
  // CHECK-DAG: %c1_i2 = arith.constant 1 : i2
  // CHECK-DAG: %c-1_i2 = arith.constant -1 : i2
  // CHECK-DAG: %c-3_i4 = arith.constant -3 : i4
  // CHECK: %0 = comb.concat %arg1, %c-3_i4, %arg1 : i4, i4, i4
  // CHECK: %1 = comb.extract %arg1 from 0 : (i4) -> i2
  // CHECK: %2 = comb.concat %1, %c-1_i2 : i2, i2
  // CHECK: %3 = comb.extract %arg1 from 3 : (i4) -> i1
  // CHECK: %4 = comb.concat %c1_i2, %3 : i2, i1
  // CHECK: %5 = comb.extract %arg0 from 5 : (i8) -> i2
  // CHECK: %6 = comb.replicate %arg0 : (i8) -> i16
  // CHECK: return %0, %2, %4, %arg0, %5, %6 : i12, i4, i3, i8, i2, i16
  return %1, %3, %4, %2, %5, %7 : i12, i4, i3, i8, i2, i16
}

// CHECK-LABEL: func.func @icmp(
func.func @icmp(%x: i8, %b: i1) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %c5 = arith.constant 5 : i8
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 1 : i8
  %t = arith.constant true
  %f = arith.constant false
  %0 = comb.icmp ult %c5, %x : i8
  %1 = comb.icmp ule %x, %c5 : i8
  %2 = comb.icmp ult %x, %c0 : i8
  %3 = comb.icmp bin uge %x, %c0 : i8
  %4 = comb.icmp ult %x, %c1 : i8
  %5 = comb.icmp eq %b, %t : i1
  %6 = comb.icmp eq %b, %f : i1
  %7 = comb.icmp sle %x, %x : i8
  %n = comb.icmp ne %x, %c5 : i8
  %8 = comb.xor %n, %t : i1
  // CHECK-DAG: %c0_i8 = arith.constant 0 : i8
  // CHECK-DAG: %true = arith.constant true
  // CHECK-DAG: %false = arith.constant false
  // CHECK-DAG: %c6_i8 = arith.constant 6 : i8
  // CHECK-DAG: %c5_i8 = arith.constant 5 : i8
  // CHECK: %0 = comb.icmp ugt %arg0, %c5_i8 : i8
  // CHECK: %1 = comb.icmp ult %arg0, %c6_i8 : i8
  // CHECK: %2 = comb.icmp eq %arg0, %c0_i8 : i8
  // CHECK: %3 = comb.xor %arg1, %true : i1
  // CHECK: %4 = comb.icmp eq %arg0, %c5_i8 : i8
  // CHECK: return %0, %1, %false, %true, %2, %arg1, %3, %true, %4 : i1, i1, i1, i1, i1, i1, i1, i1, i1
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : i1, i1, i1, i1, i1, i1, i1, i1, i1
}

// CHECK-LABEL: func.func @mux(
func.func @mux(%c: i1, %d: i1, %x: i8, %y: i8, %z: i8) -> (i8, i8, i1, i1, i1, i8, i8) {
  %t = arith.constant true
  %f = arith.constant false
  %0 = comb.mux %c, %x, %x : i8
  %1 = comb.mux %t, %x, %y : i8
  %2 = comb.mux %c, %t, %f : i1
  %3 = comb.mux bin %c, %f, %t : i1
  %4 = comb.mux %c, %d, %f : i1
  %nc = comb.xor %c, %t : i1
  %5 = comb.mux %nc, %x, %y : i8
  %in = comb.mux %c, %y, %z : i8
  %6 = comb.mux %c, %x, %in : i8
  // CHECK-DAG: %true = arith.constant true
  // CHECK: %0 = comb.xor bin %arg0, %true : i1
  // CHECK: %1 = comb.and %arg0, %arg1 : i1
  // CHECK: %2 = comb.mux %arg0, %arg3, %arg2 : i8
  // CHECK: %3 = comb.mux %arg0, %arg2, %arg4 : i8
  // CHECK: return %arg2, %arg2, %arg0, %0, %1, %2, %3 : i8, i8, i1, i1, i1, i8, i8
  return %0, %1, %2, %3, %4, %5, %6 : i8, i8, i1, i1, i1, i8, i8
}

// CHECK-LABEL: func.func @tables(
func.func @tables(%p: i1, %q: i1, %x: i8) -> (i1, i1, i1, i1, i8) {
  %t = arith.constant true
  %0 = comb.truth_table %p, %t -> 6 : ui4
  %1 = comb.truth_table %p, %q -> 0 : i4
  %2 = comb.truth_table %p -> 2 : i2
  %3 = comb.truth_table %p -> 1 : i2
  %4 = comb.lut %x <coefficients = [1], lookupTable = [1, 2]> : (i8) -> i8
  // CHECK-DAG: %false = arith.constant false
  // CHECK-DAG: %true = arith.constant true
  // CHECK: %0 = comb.xor %arg0, %true : i1
  // CHECK: %1 = comb.xor %arg0, %true : i1
  // CHECK: %2 = comb.lut %arg2 <coefficients = [1], lookupTable = [1, 2]> : (i8) -> i8
  // CHECK: return %0, %false, %arg0, %1, %2 : i1, i1, i1, i1, i8
  return %0, %1, %2, %3, %4 : i1, i1, i1, i1, i8
}
// Cases that must stay: no constants to merge, a nested op used twice is
// not flattened, `bin` differs, xor with all ones is not an inv.
// CHECK-LABEL: func.func @unchanged(
func.func @unchanged(%x: i8, %y: i8, %z: i8) -> (i8, i8, i8, i8, i1) {
  %ones = arith.constant -1 : i8
  // CHECK: %[[A:.*]] = comb.add %arg0, %arg1 : i8
  %0 = comb.add %x, %y : i8
  // CHECK: %[[B:.*]] = comb.and %[[A]], %arg2 : i8
  %1 = comb.and %0, %z : i8
  // CHECK: %[[C:.*]] = comb.and bin %[[A]], %arg1 : i8
  %2 = comb.and bin %0, %y : i8
  // CHECK: %[[D:.*]] = comb.xor %arg0, %c-1_i8 : i8
  %3 = comb.xor %x, %ones : i8
  // CHECK: %[[E:.*]] = comb.icmp slt %arg0, %arg1 : i8
  %4 = comb.icmp slt %x, %y : i8
  // CHECK: return %[[B]], %[[C]], %[[D]], %[[A]], %[[E]]
  return %1, %2, %3, %0, %4 : i8, i8, i8, i8, i1
}

// Flattening keeps `bin` only when every flattened op has it.
// CHECK-LABEL: func.func @flatten_flags(
func.func @flatten_flags(%x: i8, %y: i8, %z: i8) -> i8 {
  %0 = comb.xor %x, %y : i8
  // CHECK: %[[F:.*]] = comb.xor %arg0, %arg1, %arg2 : i8
  %1 = comb.xor bin %0, %z : i8
  // CHECK: return %[[F]]
  return %1 : i8
}

// Repeated concat operands become a replicate; `or` with a complement
// written as xor with all ones is all ones; on i1, add is xor and mul is
// and; a mux whose arm is its condition is logic.
// CHECK-LABEL: func.func @more(
func.func @more(%x: i4, %b: i1, %c: i1) -> (i12, i4, i1, i1, i1) {
  %ones = arith.constant -1 : i4
  %t = arith.constant true
  // CHECK-DAG: %[[ONES:.*]] = arith.constant -1 : i4
  // CHECK-DAG: %[[TRUE:.*]] = arith.constant true
  // CHECK: %[[R:.*]] = comb.replicate %arg0 : (i4) -> i12
  %0 = comb.concat %x, %x, %x : i4, i4, i4
  %n = comb.xor %x, %ones : i4
  %1 = comb.or %n, %x : i4
  %2 = comb.add %b, %c, %b : i1
  // CHECK: %[[AND:.*]] = comb.and bin %arg1, %arg2 : i1
  %3 = comb.mul bin %b, %c : i1
  %4 = comb.mux %b, %b, %t : i1
  // CHECK: return %[[R]], %[[ONES]], %arg2, %[[AND]], %[[TRUE]]
  return %0, %1, %2, %3, %4 : i12, i4, i1, i1, i1
}

// Extracting bits a constant mask decides: the masked value's bits or a
// constant; bits the mask only partly decides stay.
// CHECK-LABEL: func.func @masked_extract(
func.func @masked_extract(%x: i8) -> (i4, i4, i4, i4) {
  %m = arith.constant 15 : i8
  // CHECK: %[[ZERO:.*]] = arith.constant 0 : i4
  // CHECK: %[[LOW:.*]] = comb.extract %arg0 from 0 : (i8) -> i4
  // CHECK: %[[OR:.*]] = comb.or %arg0, %c15_i8 : i8
  // CHECK: %[[MID:.*]] = comb.extract %[[OR]] from 2 : (i8) -> i4
  // CHECK: %[[HIGH:.*]] = comb.extract %arg0 from 4 : (i8) -> i4
  %0 = comb.and %x, %m : i8
  %1 = comb.extract %0 from 0 : (i8) -> i4
  %2 = comb.extract %0 from 4 : (i8) -> i4
  %3 = comb.or %x, %m : i8
  %4 = comb.extract %3 from 2 : (i8) -> i4
  %5 = comb.extract %3 from 4 : (i8) -> i4
  // CHECK: return %[[LOW]], %[[ZERO]], %[[MID]], %[[HIGH]]
  return %1, %2, %4, %5 : i4, i4, i4, i4
}

// A constant among the operands survives flattening of the last operand
// (found by the random equivalence check).
// CHECK-LABEL: func.func @constant_then_flatten(
func.func @constant_then_flatten(%x: i7, %y: i7) -> i7 {
  %c = arith.constant 11 : i7
  // CHECK: %[[C:.*]] = arith.constant 11 : i7
  %0 = comb.and %x, %y, %x : i7
  // CHECK: %[[R:.*]] = comb.and %arg0, %arg1, %[[C]] : i7
  %1 = comb.and %x, %c, %0 : i7
  // CHECK: return %[[R]]
  return %1 : i7
}

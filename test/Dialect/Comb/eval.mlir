// RUN: strata-eval %s --function adder 9 8 | FileCheck %s --check-prefix=ADD
// RUN: strata-eval %s --function adder -- -1 0x3 | FileCheck %s --check-prefix=NEG
// RUN: strata-eval %s --function xor_table --exhaustive | FileCheck %s --check-prefix=TABLE
// RUN: strata-eval %s --function wide 1 | FileCheck %s --check-prefix=WIDE
// RUN: strata-eval %s --function caller 5 | FileCheck %s --check-prefix=CALL
// RUN: strata-opt %s --canonicalize | strata-eval - --function xor_table --exhaustive | FileCheck %s --check-prefix=TABLE
// RUN: strata-opt %s --convert-comb-to-arith | strata-eval - --function adder 9 8 | FileCheck %s --check-prefix=ADD

// strata-eval runs functions of comb/arith/func ops; canonicalized and
// lowered functions give the same results.

// A 4-bit adder with carry out: 9 + 8 = 17 = 0b1_0001.
// ADD: 1 : i4
// ADD-NEXT: 1 : i1
// -1 is 15: 15 + 3 = 18 = 0b1_0010.
// NEG: 2 : i4
// NEG-NEXT: 1 : i1
func.func @adder(%a: i4, %b: i4) -> (i4, i1) {
  %z = arith.constant 0 : i1
  %wa = comb.concat %z, %a : i1, i4
  %wb = comb.concat %z, %b : i1, i4
  %s = comb.add %wa, %wb : i5
  %lo = comb.extract %s from 0 : (i5) -> i4
  %carry = comb.extract %s from 4 : (i5) -> i1
  return %lo, %carry : i4, i1
}

// TABLE: xor_table(0, 0) = 0
// TABLE-NEXT: xor_table(1, 0) = 1
// TABLE-NEXT: xor_table(0, 1) = 1
// TABLE-NEXT: xor_table(1, 1) = 0
func.func @xor_table(%p: i1, %q: i1) -> i1 {
  %t = arith.constant true
  %0 = comb.truth_table %p, %q, %t -> 0x3C : i8
  return %0 : i1
}

// 2^100 - 1 plus 1 wraps to 0; the parity of 100 ones is even.
// WIDE: 0 : i100
// WIDE-NEXT: 0 : i1
func.func @wide(%x: i100) -> (i100, i1) {
  %ones = arith.constant -1 : i100
  %0 = comb.add %ones, %x : i100
  %1 = comb.parity %ones : i100
  return %0, %1 : i100, i1
}

// CALL: 10 : i8
func.func @double(%x: i8) -> i8 {
  %0 = comb.add %x, %x : i8
  return %0 : i8
}
func.func @caller(%x: i8) -> i8 {
  %0 = func.call @double(%x) : (i8) -> i8
  return %0 : i8
}

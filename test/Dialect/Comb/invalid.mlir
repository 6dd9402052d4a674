// RUN: strata-opt %s --split-input-file --verify-diagnostics

// Verifier and parser errors of the comb ops, with HEIR's wording.

func.func @no_inputs() {
  // expected-error @+1 {{'comb.add' op expected 1 or more operands, but found 0}}
  %0 = comb.add : i4
  return
}

// -----

func.func @mixed_types(%a: i1, %b: i8) {
  // expected-error @+1 {{'comb.add' op requires all operands to have the same type}}
  %0 = "comb.add"(%a, %b) : (i1, i8) -> i8
  return
}

// -----

func.func @result_type(%a: i8) {
  // expected-error @+1 {{'comb.xor' op requires the same type for all operands and results}}
  %0 = "comb.xor"(%a, %a) : (i8, i8) -> i1
  return
}

// -----

func.func @signed_operand(%a: si4) {
  // expected-error @+1 {{'comb.and' op operand #0 must be variadic of signless integer, but got 'si4'}}
  %0 = comb.and %a, %a : si4
  return
}

// -----

func.func @extract_past_the_end(%a: i4) {
  // expected-error @+1 {{'comb.extract' op from bit too large for input}}
  %0 = comb.extract %a from 2 : (i4) -> i3
  return
}

// -----

func.func @extract_from_zero_width(%a: i0) {
  // expected-error @+1 {{'comb.extract' op from bit too large for input}}
  %0 = comb.extract %a from 0 : (i0) -> i0
  return
}

// -----

func.func @extract_negative_low_bit(%a: i4) {
  // expected-error @+1 {{'comb.extract' op from bit too large for input}}
  %0 = "comb.extract"(%a) <{lowBit = -1 : i32}> : (i4) -> i1
  return
}

// -----

func.func @extract_low_bit_type(%a: i8) {
  // expected-error @+1 {{'comb.extract' op attribute 'lowBit' failed to satisfy constraint: 32-bit signless integer attribute}}
  %0 = "comb.extract"(%a) <{lowBit = 1 : i64}> : (i8) -> i1
  return
}

// -----

func.func @concat_width(%a: i4) {
  // expected-error @+1 {{'comb.concat' op ConcatOp requires operands total width to match type width. operands totalWidth is8, but concatOp type width is 9}}
  %0 = "comb.concat"(%a, %a) : (i4, i4) -> i9
  return
}

// -----

func.func @replicate_multiple(%a: i4) {
  // expected-error @+1 {{'comb.replicate' op replicate must produce integer multiple of operand}}
  %0 = comb.replicate %a : (i4) -> i9
  return
}

// -----

func.func @replicate_shrink(%a: i8) {
  // expected-error @+1 {{'comb.replicate' op replicate cannot shrink bitwidth of operand}}
  %0 = comb.replicate %a : (i8) -> i0
  return
}

// -----

func.func @replicate_zero_width(%a: i0) {
  // expected-error @+1 {{'comb.replicate' op replicate does not take zero bit integer}}
  %0 = comb.replicate %a : (i0) -> i4
  return
}

// -----

func.func @parity_result(%a: i4) {
  // expected-error @+1 {{'comb.parity' op result #0 must be 1-bit signless integer, but got 'i2'}}
  %0 = "comb.parity"(%a) : (i4) -> i2
  return
}

// -----

func.func @inv_type(%a: i8) {
  // expected-error @+1 {{'comb.inv' op requires the same type for all operands and results}}
  %0 = "comb.inv"(%a) : (i8) -> i4
  return
}

// -----

func.func @icmp_operands(%a: i8, %b: i1) {
  // expected-error @+1 {{'comb.icmp' op requires all operands to have the same type}}
  %0 = "comb.icmp"(%a, %b) <{predicate = 1 : i64}> : (i8, i1) -> i1
  return
}

// -----

func.func @icmp_result(%a: i4) {
  // expected-error @+1 {{'comb.icmp' op result #0 must be 1-bit signless integer, but got 'i2'}}
  %0 = "comb.icmp"(%a, %a) <{predicate = 1 : i64}> : (i4, i4) -> i2
  return
}

// -----

func.func @icmp_unknown_predicate(%a: i4) {
  // expected-error @+1 {{'comb.icmp' op attribute 'predicate' failed to satisfy constraint: hw.icmp comparison predicate}}
  %0 = "comb.icmp"(%a, %a) {predicate = 14 : i64} : (i4, i4) -> i1
  return
}

// -----

func.func @icmp_bad_keyword(%a: i4) {
  // expected-error @+1 {{expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge, ceq, cne, weq, wne]}}
  %0 = comb.icmp foo %a, %a : i4
  return
}

// -----

func.func @mux_arms(%c: i1, %a: i4, %b: i3) {
  // expected-error @+1 {{'comb.mux' op failed to verify that all of {trueValue, falseValue, result} have same type}}
  %0 = "comb.mux"(%c, %a, %b) : (i1, i4, i3) -> i4
  return
}

// -----

func.func @mux_condition(%c: i8, %a: i1) {
  // expected-error @+1 {{'comb.mux' op operand #0 must be 1-bit signless integer, but got 'i8'}}
  %0 = "comb.mux"(%c, %a, %a) : (i8, i1, i1) -> i1
  return
}

// -----

func.func @truth_table_size(%a: i1) {
  // expected-error @+1 {{'comb.truth_table' op Expected lookup table int of 2^n bits}}
  %0 = comb.truth_table %a -> 6 : ui4
  return
}

// -----

func.func @truth_table_default_type(%a: i1, %b: i1) {
  // A table without a type is an i64: too wide for two inputs.
  // expected-error @+1 {{'comb.truth_table' op Expected lookup table int of 2^n bits}}
  %0 = comb.truth_table %a, %b -> 6
  return
}

// -----

func.func @truth_table_input(%a: i2) {
  // expected-error @+1 {{'comb.truth_table' op operand #0 must be variadic of 1-bit signless integer, but got 'i2'}}
  %0 = "comb.truth_table"(%a) <{lookupTable = 1 : i2}> : (i2) -> i1
  return
}

// -----

func.func @truth_table_missing_table(%a: i1) {
  // expected-error @+1 {{'comb.truth_table' op requires attribute 'lookupTable'}}
  %0 = "comb.truth_table"(%a) : (i1) -> i1
  return
}

// -----

func.func @truth_table_value_range(%a: i1) {
  // expected-error @+1 {{integer constant out of range for attribute}}
  %0 = comb.truth_table %a -> 6 : ui2
  return
}

// -----

func.func @lut_input(%a: i4) {
  // expected-error @+1 {{'comb.lut' op operand #0 must be variadic of 8-bit signless integer, but got 'i4'}}
  %0 = comb.lut %a <coefficients = [1], lookupTable = [3]> : (i4) -> i8
  return
}

// -----

func.func @lut_entry_range(%a: i8) {
  // expected-error @+1 {{integer value too large}}
  %0 = comb.lut %a <coefficients = [1], lookupTable = [300]> : (i8) -> i8
  return
}

// -----

func.func @lut_missing_table(%a: i8) {
  // expected-error @+1 {{'comb.lut' op requires attribute 'lookupTable'}}
  %0 = comb.lut %a <coefficients = [1]> : (i8) -> i8
  return
}

// -----

func.func @lut_table_type(%a: i8) {
  // expected-error @+1 {{'comb.lut' op attribute 'lookupTable' failed to satisfy constraint: i8 dense array attribute}}
  %0 = "comb.lut"(%a) {coefficients = array<i8: 1>, lookupTable = array<i16: 1>} : (i8) -> i8
  return
}

// -----

func.func @lut_unknown_entry(%a: i8) {
  // expected-error @+1 {{expected 'coefficients' or 'lookupTable'}}
  %0 = comb.lut %a <weights = [1]> : (i8) -> i8
  return
}

// -----

func.func @concat_too_wide(%a: i16777215) {
  // expected-error @+1 {{the concatenation is 33554430 bits wide; integer bitwidth is limited to 16777215 bits}}
  %0 = comb.concat %a, %a : i16777215, i16777215
  return
}

// RUN: strata-opt %s --split-input-file --verify-diagnostics | FileCheck %s

// A property written in generic form with the wrong attribute kind fails
// its conversion while parsing, reported at the op name with the whole
// (sorted) property dictionary.

func.func @overflow(%x: i64, %y: i64) -> i64 {
  // expected-error @+1 {{invalid properties {overflowFlags = 1 : i64} for op arith.muli: Invalid attribute `overflowFlags` in property conversion: 1 : i64}}
  %r = "arith.muli"(%x, %y) <{overflowFlags = 1}> : (i64, i64) -> i64
  return %r : i64
}

// -----

func.func @fastmath(%x: f64, %y: f64) -> f64 {
  // expected-error @+1 {{invalid properties {fastmath = "fast"} for op arith.mulf: Invalid attribute `fastmath` in property conversion: "fast"}}
  %r = "arith.mulf"(%x, %y) <{fastmath = "fast"}> : (f64, f64) -> f64
  return %r : f64
}

// -----

func.func @fastmath_other_enum(%x: f64, %y: f64) -> f64 {
  // expected-error @+1 {{invalid properties {fastmath = #arith.overflow<nuw>} for op arith.subf: Invalid attribute `fastmath` in property conversion: #arith.overflow<nuw>}}
  %r = "arith.subf"(%x, %y) <{fastmath = #arith.overflow<nuw>}> : (f64, f64) -> f64
  return %r : f64
}

// -----

// An integer-backed enum stores an i64 naming one of its cases.
func.func @predicate_width(%x: index, %y: index) -> i1 {
  // expected-error @+1 {{invalid properties {predicate = 2 : i16} for op arith.cmpi: Invalid attribute `predicate` in property conversion: 2 : i16}}
  %r = "arith.cmpi"(%x, %y) <{predicate = 2 : i16}> : (index, index) -> i1
  return %r : i1
}

// -----

func.func @predicate_case(%x: index, %y: index) -> i1 {
  // expected-error @+1 {{invalid properties {predicate = 42 : i64} for op arith.cmpi: Invalid attribute `predicate` in property conversion: 42 : i64}}
  %r = "arith.cmpi"(%x, %y) <{predicate = 42 : i64}> : (index, index) -> i1
  return %r : i1
}

// -----

func.func @forall(%n: index) {
  // expected-error @+1 {{invalid properties {operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = [1], staticUpperBound = array<i64: -9223372036854775808>} for op scf.forall: Invalid attribute `staticStep` in property conversion: [1]}}
  "scf.forall"(%n) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticUpperBound = array<i64: -9223372036854775808>, staticStep = [1]}> ({
  ^bb0(%i: index):
    "scf.forall.in_parallel"() ({}) : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @subview(%m: memref<8xi8>) {
  // expected-error @+1 {{invalid properties {operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i32: 1>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>} for op memref.subview: Invalid attribute `static_offsets` in property conversion: array<i32: 1>}}
  %s = "memref.subview"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i32: 1>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (memref<8xi8>) -> memref<4xi8, strided<[1], offset: 1>>
  return
}

// -----

// Entries are checked in name order: `static_sizes` before `static_strides`.
func.func @extract_slice(%t: tensor<8xi8>) {
  // expected-error @+1 {{invalid properties {operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = 4 : index, static_strides = "s"} for op tensor.extract_slice: Invalid attribute `static_sizes` in property conversion: 4 : index}}
  %s = "tensor.extract_slice"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_strides = "s", static_sizes = 4 : index, static_offsets = array<i64: 0>}> : (tensor<8xi8>) -> tensor<4xi8>
  return
}

// -----

// expected-error @+1 {{invalid properties {function_type = () -> (), sym_name = @g} for op func.func: Invalid attribute `sym_name` in property conversion: @g}}
"func.func"() <{function_type = () -> (), sym_name = @g}> ({
  "func.return"() : () -> ()
}) : () -> ()

// -----

// `function_type` sorts before `sym_name` and is reported first.
// expected-error @+1 {{invalid properties {function_type = "f", sym_name = 7 : i64} for op func.func: Invalid attribute `function_type` in property conversion: "f"}}
"func.func"() <{sym_name = 7, function_type = "f"}> ({
  "func.return"() : () -> ()
}) : () -> ()

// -----

// Only the attribute kind is checked while parsing; a type attribute of
// the wrong type is left to the verifier.
// expected-error @+1 {{'func.func' op attribute 'function_type' failed to satisfy constraint: type attribute of function type}}
"func.func"() <{sym_name = "h", function_type = index}> ({
  "func.return"() : () -> ()
}) : () -> ()

// -----

func.func @callee_nested() {
  // expected-error @+1 {{invalid properties {callee = @outer::@inner} for op func.call: Invalid attribute `callee` in property conversion: @outer::@inner}}
  "func.call"() <{callee = @outer::@inner}> : () -> ()
  return
}

// -----

func.func @bool_property(%m: memref<4xf32>, %i: index) -> f32 {
  // expected-error @+1 {{invalid properties {nontemporal} for op memref.load: Invalid attribute `nontemporal` in property conversion: unit}}
  %v = "memref.load"(%m, %i) <{nontemporal}> : (memref<4xf32>, index) -> f32
  return %v : f32
}

// -----

func.func @alignment_kind() {
  // expected-error @+1 {{invalid properties {alignment = 1.600000e+01 : f32, operandSegmentSizes = array<i32: 0, 0>} for op memref.alloc: Invalid attribute `alignment` in property conversion: 1.600000e+01 : f32}}
  %m = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>, alignment = 16.0 : f32}> : () -> memref<4xf32>
  return
}

// -----

// An integer of another width converts; its constraint fails at verification.
func.func @alignment_width() {
  // expected-error @+1 {{'memref.alloc' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %m = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>, alignment = 16 : i8}> : () -> memref<4xf32>
  return
}

// -----

func.func @segments() {
  // expected-error @+1 {{invalid properties {operandSegmentSizes = [0, 0]} for op memref.alloc: expected DenseI32ArrayAttr for key `value`}}
  %m = "memref.alloc"() <{operandSegmentSizes = [0, 0]}> : () -> memref<4xf32>
  return
}

// -----

func.func @not_a_dictionary(%x: i64) -> i64 {
  // expected-error @+1 {{invalid properties [1] for op arith.addi: expected DictionaryAttr to set properties}}
  %r = "arith.addi"(%x, %x) <[1]> : (i64, i64) -> i64
  return %r : i64
}

// -----

func.func @no_properties() {
  // expected-error @+1 {{invalid properties {x = 0 : i64} for op func.return: this operation does not support properties}}
  "func.return"() <{x = 0}> : () -> ()
}

// -----

// The conversion runs after the whole operation is parsed: an error in its
// region comes first.
func.func @region_first(%n: index) {
  "scf.forall"(%n) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticUpperBound = array<i64: -9223372036854775808>, staticStep = 1}> ({
  ^bb0(%i: index):
    // expected-error @+1 {{expected function type}}
    "scf.forall.in_parallel"() ({}) : index
  }) : (index) -> ()
  return
}

// -----

// Without a property dictionary, the inherent attributes written in the
// attribute dictionary are checked against their full constraints while
// parsing, so the later malformed op is never reached.
func.func @inherent_in_attr_dict(%x: i64) -> i64 {
  // expected-error @+1 {{'arith.subi' op attribute 'overflowFlags' failed to satisfy constraint: Integer overflow arith flags}}
  %r = "arith.subi"(%x, %x) {overflowFlags = 0 : i64} : (i64, i64) -> i64
  %s = "arith.subi"(%x, %x) : (i64) -> i64
  return %r : i64
}

// -----

// Inherent attributes are checked in name order.
func.func @inherent_order(%x: index) -> i1 {
  // expected-error @+1 {{'memref.alloc' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %m = "memref.alloc"() {operandSegmentSizes = array<i32: 0, 0>, alignment = 12, zeta = "kept"} : () -> memref<4xf32>
  %r = "arith.cmpi"(%x, %x) {predicate = 10 : i64} : (index, index) -> i1
  return %r : i1
}

// -----

// Given a property dictionary, an inherent attribute repeated in the
// attribute dictionary is ignored.
// CHECK-LABEL: func.func @props_win
// CHECK-NEXT: arith.addi %{{.*}}, %{{.*}} overflow<nsw> : i64
// CHECK-NOT: ignored
func.func @props_win(%x: i64) -> i64 {
  %r = "arith.addi"(%x, %x) <{overflowFlags = #arith.overflow<nsw>}> {overflowFlags = "ignored"} : (i64, i64) -> i64
  return %r : i64
}

// -----

// In custom form, the attribute dictionary of a declarative format is
// verified as soon as it is parsed, at its opening brace.
func.func @custom_form(%x: i32, %y: i32) -> i32 {
  // expected-error @+1 {{custom op 'arith.subi' 'arith.subi' op attribute 'overflowFlags' failed to satisfy constraint: Integer overflow arith flags}}
  %r = arith.subi %x, %y {overflowFlags = "none"} : i32
  return %r : i32
}

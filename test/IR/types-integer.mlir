// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic | strata-opt --allow-unregistered-dialect | FileCheck %s

// Signless integers of small, common and very large widths.
// CHECK: %0:10 = "t.signless"() : () -> (i1, i2, i7, i8, i16, i32, i64, i128, i1000, i16777215)
"t.signless"() : () -> (i1, i2, i7, i8, i16, i32, i64, i128, i1000, i16777215)
// Explicitly signed and unsigned integers.
// CHECK: %1:5 = "t.signed"() : () -> (si1, si8, si32, si64, si100)
"t.signed"() : () -> (si1, si8, si32, si64, si100)
// CHECK: %2:5 = "t.unsigned"() : () -> (ui1, ui8, ui32, ui64, ui256)
"t.unsigned"() : () -> (ui1, ui8, ui32, ui64, ui256)
// The target-width index type.
// CHECK: %3 = "t.index"() : () -> index
"t.index"() : () -> index
// Integer types as attribute values and as element types.
// CHECK: %4:2 = "t.attr"() {a = i32, b = si8, c = ui16, d = index} : () -> (vector<4xsi8>, tensor<2xui1>)
"t.attr"() {a = i32, b = si8, c = ui16, d = index} : () -> (vector<4xsi8>, tensor<2xui1>)

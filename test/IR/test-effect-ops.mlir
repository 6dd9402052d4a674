// RUN: strata-opt %s | FileCheck %s --check-prefix=ROUND
// RUN: strata-opt %s --canonicalize | FileCheck %s --check-prefix=DCE

// The test dialect's effect ops: effects listed in an attribute, and the
// custom forms of the region ops.

// ROUND-LABEL: func.func @forms
// ROUND:       %0 = "test.side_effect_op"() {effects = [{effect = "read"}, {effect = "free"}]} : () -> i32
// ROUND:       %1 = test.side_effect_with_region_op(%arg0) {
// ROUND-NEXT:  ^bb0(%arg1: index):
// ROUND-NEXT:    "test.foo"() : () -> ()
// ROUND-NEXT:  } {effects = [{effect = "read"}]} : index -> i32
// ROUND:       test.isolated_one_region_op attributes {attr = 1 : i64} %arg0 {
// ROUND-NEXT:  ^bb0(%arg1: index):
// ROUND-NEXT:    "test.foo"() : () -> ()
// ROUND-NEXT:  } : index -> {{$}}
func.func @forms(%arg0: index) -> (i32, i32) {
  %0 = "test.side_effect_op"() {effects = [{effect="read"}, {effect="free"}]} : () -> i32
  %1 = "test.side_effect_with_region_op"(%arg0) ({
  ^bb0(%a: index):
    "test.foo"() : () -> ()
  }) {effects = [{effect="read"}]} : (index) -> i32
  "test.isolated_one_region_op"(%arg0) ({
  ^bb0(%a: index):
    "test.foo"() : () -> ()
  }) {attr = 1} : (index) -> ()
  return %0, %1 : i32, i32
}

// Unused, an op that only reads or allocates its result is dead; one that
// writes or frees is not.
// DCE-LABEL: func.func @dead
// DCE-NOT:     "read"
// DCE-NOT:     "allocate"
// DCE:         effect = "write", test_resource
// DCE:         effect = "free"
// DCE-NEXT:    return
func.func @dead() {
  %0 = "test.side_effect_op"() {effects = [{effect="read"}]} : () -> i32
  %1 = "test.side_effect_op"() {effects = [{effect="allocate", on_result}]} : () -> i32
  %2 = "test.side_effect_op"() {effects = [{effect="write", test_resource}]} : () -> i32
  %3 = "test.side_effect_op"() {effects = [{effect="free"}]} : () -> i32
  return
}

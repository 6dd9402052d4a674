// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s

// `test.polyfor` names its region arguments after its `arg_names` strings
// (OpAsmOpInterface's block-argument names): the names are made valid
// identifiers, and arguments beyond the list get the default names.

// CHECK-LABEL: module
// CHECK-NEXT: test.polyfor %row, %x_y, %_9lives, %arg0 {
// CHECK-NEXT:   "use"(%row, %x_y, %_9lives, %arg0) : (index, index, index, index) -> ()
// CHECK-NEXT: }
"test.polyfor"() ({
^bb0(%a: index, %b: index, %c: index, %d: index):
  "use"(%a, %b, %c, %d) : (index, index, index, index) -> ()
}) {arg_names = ["row", "x y", "9lives"]} : () -> ()

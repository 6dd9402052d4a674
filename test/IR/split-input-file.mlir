// RUN: not strata-opt %s --split-input-file --allow-unregistered-dialect > %t.out 2> %t.err
// RUN: FileCheck %s < %t.out
// RUN: FileCheck %s --check-prefix=ERR < %t.err

// Each chunk is a separate module; outputs are separated by the marker.
// The marker is found anywhere in the text, so these checks spell it with
// a regex.
// CHECK:      module {
// CHECK-NEXT:   "t.first"() : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: {{^//}} {{-----$}}
// CHECK-NEXT: module {
// CHECK-NEXT:   "t.second"() : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
// A failing chunk prints nothing, and the following chunks are processed.
// CHECK-NEXT: {{^//}} {{-----$}}
// CHECK-NEXT: {{^//}} {{-----$}}
// CHECK-NEXT: module {
// CHECK-NEXT:   "t.fourth"() : () -> ()
// CHECK-NEXT: }

// A marker missing dashes is reported as a near miss before processing;
// diagnostics use line numbers of the whole file.
// ERR: split-input-file.mlir:37:7: warning: near miss with file split marker
// ERR: split-input-file.mlir:34:11: error: use of undeclared SSA value name
// ERR-NOT: error

"t.first"() : () -> ()
// -----
"t.second"() : () -> ()
// -----
"t.third"(%undefined) : (i32) -> ()
// -----
"t.fourth"() : () -> ()
// ---

// RUN: strata-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect
// RUN: not strata-opt %s --split-input-file --allow-unregistered-dialect 2>&1 | FileCheck %s

// Errors inside the bodies of pretty dialect attributes and types (scanned
// as raw text, located by byte offset) carry the line and column of the
// whole file, in any chunk of a split file and past multi-line bodies.

// CHECK: pretty-symbol-errors-located.mlir:[[# @LINE + 2]]:18: error: unbalanced '(' character in pretty dialect name
// expected-error @+1 {{unbalanced '(' character in pretty dialect name}}
"t.c"() {a = #t.x<[1, (2>>} : () -> ()

// -----

"t.ok"() {a = #t.y<[1,
                    2]>, b = !t.z<
  "text">} : () -> ()
// CHECK: pretty-symbol-errors-located.mlir:[[# @LINE + 2]]:25: error: unbalanced '[' character in pretty dialect name
// expected-error @+1 {{unbalanced '[' character in pretty dialect name}}
"t.c"() : () -> !t.multi<a, [b,
  c>

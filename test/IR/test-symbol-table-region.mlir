// RUN: strata-opt %s --split-input-file --verify-diagnostics | FileCheck %s

// `test.symbol_table_region` opens a symbol table in a one-block region
// that any terminator may end.

// CHECK-LABEL: "test.symbol_table_region"() ({
// CHECK-NEXT: func.func private @inner()
// CHECK-NEXT: "test.finish"() : () -> ()
"test.symbol_table_region"() ({
  func.func private @inner()
  "test.finish"() : () -> ()
}) : () -> ()
func.func private @inner()

// -----

"test.symbol_table_region"() ({
  // expected-note @+1 {{see existing symbol definition here}}
  func.func private @twice()
  // expected-error @+1 {{redefinition of symbol named 'twice'}}
  func.func private @twice()
  "test.finish"() : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{region #0 ('region') failed to verify constraint: region with 1 blocks}}
"test.symbol_table_region"() ({
  "test.finish"() : () -> ()
^bb1:
  "test.finish"() : () -> ()
}) : () -> ()

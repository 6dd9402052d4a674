// RUN: strata-opt %s --split-input-file --allow-unregistered-dialect | FileCheck %s
// RUN: not strata-opt %s --split-input-file --allow-unregistered-dialect --no-implicit-module > %t.out 2> %t.err
// RUN: FileCheck %s --check-prefix=NOIMPLICIT < %t.out
// RUN: FileCheck %s --check-prefix=ERR < %t.err

// Top-level operations are wrapped in an implicit module.
// CHECK-LABEL: module {
// CHECK-NEXT:    "t.a"() : () -> ()
// CHECK-NEXT:    "t.b"() : () -> ()
// CHECK-NEXT:  }
// Without it, there must be exactly one top-level operation.
// ERR: implicit-module.mlir:0:0: error: source must contain a single top-level operation, found: 2
"t.a"() : () -> ()
"t.b"() : () -> ()

// -----

// A single explicit module is not wrapped; its name and attributes stay.
// CHECK-LABEL: module @named attributes {t.x = 1 : i32} {
// CHECK-NEXT:    "t.c"() : () -> ()
// CHECK-NEXT:  }
// NOIMPLICIT: module @named attributes {t.x = 1 : i32} {
module @named attributes {t.x = 1 : i32} {
  "t.c"() : () -> ()
}

// -----

// Two modules are wrapped in a third one, and an empty module keeps its
// (empty) body.
// CHECK-LABEL: module {
// CHECK-NEXT:    module @one {
// CHECK-NEXT:    }
// CHECK-NEXT:    module @two {
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// ERR: implicit-module.mlir:27:9: error: source must contain a single top-level operation, found: 2
module @one {}
module @two {}

// -----

// Any operation may be the top level without the implicit module.
// Whole-chunk diagnostics are at 0:0 in the first chunk and where the chunk
// starts (right after its marker) in the others.
// CHECK-LABEL: module {
// CHECK-NEXT:    "t.top"() ({
// NOIMPLICIT:  "t.top"() ({
// NOIMPLICIT-NEXT:   "t.inner"() : () -> ()
// NOIMPLICIT-NEXT: }) : () -> ()
"t.top"() ({
  "t.inner"() : () -> ()
}) : () -> ()

// -----

// An empty input is an empty module.
// CHECK-LABEL: module {
// CHECK-NEXT:  }
// ERR: implicit-module.mlir:55:9: error: source must contain a single top-level operation, found: 0

// RUN: strata-opt %s --split-input-file='// ~''~~' | FileCheck %s
// RUN: strata-opt %s --split-input-file='// ~''~~' --output-split-marker='// NEXT CHUNK' | FileCheck %s --check-prefix=CUSTOM
// RUN: strata-opt %s --split-input-file='// ~''~~' --output-split-marker= | FileCheck %s --check-prefix=EMPTY

// Outputs of split chunks are joined by the default marker whatever the
// input marker is, or by the marker `--output-split-marker` gives.

// CHECK:      func.func private @first()
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: {{^//}} {{-----$}}
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func private @second()

// CUSTOM:      }
// CUSTOM-EMPTY:
// CUSTOM-NEXT: {{^// NEXT CHUNK$}}
// CUSTOM-NEXT: module {

// EMPTY:      func.func private @first()
// EMPTY-NEXT: }
// EMPTY-EMPTY:
// EMPTY-EMPTY:
// EMPTY-NEXT: module {
// EMPTY-NEXT:   func.func private @second()

func.func private @first()

// ~~~

func.func private @second()

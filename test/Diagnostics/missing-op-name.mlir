// RUN: not strata-opt %s --split-input-file 2>&1 | FileCheck %s

// Where an operation name should start but another token stands, the error
// is placed just past the text before it, as upstream's emitWrongTokenError
// does: after a complete custom op whose syntax ended early ...

func.func @f() {
  %0 = arith.constant true : i1
  return
}
// CHECK: missing-op-name.mlir:8:27: error: expected operation name in quotes

// -----

// ... and after the '=' of a result list, across a line break.

func.func @g() {
  %0 =
    : i32
}
// CHECK: missing-op-name.mlir:18:7: error: expected operation name in quotes

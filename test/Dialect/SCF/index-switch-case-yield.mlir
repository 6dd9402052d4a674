// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s | strata-opt | FileCheck %s

// A case holding only an operand-less scf.yield keeps it when printed (an
// empty case would be a region without a block); the default region drops
// it, as mlir-opt 22 prints.

// CHECK-LABEL: func.func @lone_yields(
// CHECK-NEXT: scf.index_switch %arg0
// CHECK-NEXT: case 4 {
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: case 5 {
// CHECK-NEXT: arith.constant 1 : i32
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: arith.constant 2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @lone_yields(%i: index) {
  scf.index_switch %i
  case 4 {
    scf.yield
  }
  case 5 {
    %c = arith.constant 1 : i32
    scf.yield
  }
  default {
    %d = arith.constant 2 : i32
    scf.yield
  }
  return
}

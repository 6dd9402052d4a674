// RUN: strata-opt %s --sccp | FileCheck %s

// tensor.extract of a tensor.from_elements folds to the element, which is
// no operand of the extract: when the element's value changes later (here
// the loop result, first seen as its poison init, then unknown once the
// body is reached through the private function's call), the extract is
// visited again and is not replaced by the stale poison.

func.func private @callee(%n: index) -> index {
  %p = ub.poison : index
  %c2 = arith.constant 2 : index
  %r = scf.for %i = %p to %p step %c2 iter_args(%a = %p) -> (index) {
    scf.yield %i : index
  }
  %t = tensor.from_elements %r, %n : tensor<2xindex>
  %c0 = arith.constant 0 : index
  %e = tensor.extract %t[%c0] : tensor<2xindex>
  return %e : index
}
// CHECK-LABEL: func.func private @callee
// CHECK: %[[R:.*]] = scf.for
// CHECK: %[[T:.*]] = tensor.from_elements %[[R]], %c1 : tensor<2xindex>
// CHECK: %[[E:.*]] = tensor.extract %[[T]][%c0] : tensor<2xindex>
// CHECK: return %[[E]] : index

func.func @caller() -> index {
  %c1 = arith.constant 1 : index
  %r = func.call @callee(%c1) : (index) -> index
  return %r : index
}
// CHECK-LABEL: func.func @caller
// CHECK: %[[C:.*]] = call @callee(%c1) : (index) -> index
// CHECK: return %[[C]] : index

// The element is the loop's iteration argument: once the back edge brings
// another constant, the extract is unknown and stays (mlir-opt 22 stores
// the initial value in every iteration, see docs/upstream-differences.md).

func.func @iter_arg_element(%m: memref<4xf32>, %x: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %init = arith.constant 1.250000e-01 : f32
  %next = arith.constant 1.000000e+00 : f32
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %init) -> (f32) {
    %t = tensor.from_elements %x, %a : tensor<2xf32>
    %e = tensor.extract %t[%c1] : tensor<2xf32>
    memref.store %e, %m[%i] : memref<4xf32>
    scf.yield %next : f32
  }
  return
}
// CHECK-LABEL: func.func @iter_arg_element
// CHECK: %[[T:.*]] = tensor.from_elements %arg1, %arg3 : tensor<2xf32>
// CHECK-NEXT: %[[E:.*]] = tensor.extract %[[T]][%c1] : tensor<2xf32>
// CHECK-NEXT: memref.store %[[E]], %arg0[%arg2] : memref<4xf32>

// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// Operand and type groups of the declarative formats: single, variadic and
// segmented groups, types written once for several groups, types derived
// from other operands, functional types and successor operand lists. The
// same op names and builtin types (i1, i32, index, f64) come back many
// times, as in large inputs.

func.func private @callee(i32, f64) -> (i32, index)

// CHECK-LABEL: func.func @groups(
// CHECK-SAME: %arg0: i32, %arg1: f64, %arg2: i1, %arg3: memref<4x4xf32>, %arg4: index, %arg5: tensor<?xf32>
func.func @groups(%a: i32, %b: f64, %c: i1, %m: memref<4x4xf32>, %i: index, %t: tensor<?xf32>) -> (i32, index) {
  // CHECK-NEXT: %0:2 = call @callee(%arg0, %arg1) : (i32, f64) -> (i32, index)
  %r:2 = func.call @callee(%a, %b) : (i32, f64) -> (i32, index)
  // CHECK-NEXT: %1 = arith.select %arg2, %arg0, %0#0 : i32
  %s = arith.select %c, %a, %r#0 : i32
  // CHECK-NEXT: %2 = arith.cmpi slt, %1, %arg0 : i32
  %cmp = arith.cmpi slt, %s, %a : i32
  // CHECK-NEXT: %3 = memref.load %arg3[%arg4, %0#1] : memref<4x4xf32>
  %v = memref.load %m[%i, %r#1] : memref<4x4xf32>
  // CHECK-NEXT: %from_elements = tensor.from_elements %3, %3, %3 : tensor<3xf32>
  %e = tensor.from_elements %v, %v, %v : tensor<3xf32>
  // CHECK-NEXT: %subview = memref.subview %arg3[%arg4, 1] [2, %arg4] [1, 1] : memref<4x4xf32> to memref<2x?xf32, strided<[4, 1], offset: ?>>
  %sub = memref.subview %m[%i, 1] [2, %i] [1, 1] : memref<4x4xf32> to memref<2x?xf32, strided<[4, 1], offset: ?>>
  // CHECK-NEXT: %dim = tensor.dim %arg5, %arg4 : tensor<?xf32>
  %d = tensor.dim %t, %i : tensor<?xf32>
  // CHECK-NEXT: %4 = arith.index_cast %arg0 : i32 to index
  %x = arith.index_cast %a : i32 to index
  // CHECK-NEXT: %5 = arith.addf %arg1, %arg1 : f64
  %f = arith.addf %b, %b : f64
  // CHECK-NEXT: cf.cond_br %2, ^bb1(%1, %dim : i32, index), ^bb2
  cf.cond_br %cmp, ^bb1(%s, %d : i32, index), ^bb2
// CHECK-NEXT: ^bb1(%6: i32, %7: index):
^bb1(%p: i32, %q: index):
  // CHECK-NEXT: return %6, %7 : i32, index
  return %p, %q : i32, index
// CHECK-NEXT: ^bb2:
^bb2:
  // CHECK-NEXT: return %arg0, %4 : i32, index
  return %a, %x : i32, index
}

// GENERIC: "func.call"(%arg0, %arg1) <{callee = @callee}> : (i32, f64) -> (i32, index)
// GENERIC: "tensor.from_elements"(%3, %3, %3) : (f32, f32, f32) -> tensor<3xf32>
// GENERIC: "memref.subview"(%arg3, %arg4, %arg4) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>,
// GENERIC: "cf.cond_br"(%2, %1, %6)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 2, 0>}> : (i1, i32, index) -> ()

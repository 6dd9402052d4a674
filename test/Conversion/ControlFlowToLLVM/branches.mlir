// RUN: strata-opt %s --split-input-file --convert-cf-to-llvm | FileCheck %s

// cf to LLVM as upstream prints it: br, cond_br and switch, successor
// block signatures converted, other dialects' ops left alone.

// Branches keep their successors; block arguments of index type become
// i64 when a branch reaching them is lowered.
func.func @branches(%c: i1, %i: index, %f: i32) -> index {
  cf.cond_br %c, ^bb1(%i : index), ^bb2
^bb1(%x: index):
  cf.br ^bb3(%x : index)
^bb2:
  cf.switch %f : i32, [
    default: ^bb3(%i : index),
    1: ^bb1(%i : index),
    -4: ^bb2
  ]
^bb3(%y: index):
  return %y : index
}

// -----

// Seed 001's repeated successor: a conditional branch may reach one block
// twice with different values (the LLVM IR export adds the extra block).
func.func @repeated(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb1(%b : i32)
^bb1(%x: i32):
  return %x : i32
}

// CHECK-LABEL: func.func @branches(%arg0: i1, %arg1: index, %arg2: i32) -> index {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: llvm.cond_br %arg0, ^bb1(%0 : i64), ^bb2
// CHECK-NEXT: ^bb1(%1: i64):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: llvm.br ^bb3(%1 : i64)
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: llvm.switch %arg2 : i32, ^bb3(%0 : i64) [
// CHECK-NEXT: 1: ^bb1(%0 : i64),
// CHECK-NEXT: -4: ^bb2
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb3(%2: i64):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : i64 to index
// CHECK-NEXT: return %3 : index
// CHECK: // -----
// CHECK-LABEL: func.func @repeated(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: llvm.cond_br %arg0, ^bb1(%arg1 : i32), ^bb1(%arg2 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: return %0 : i32

// RUN: strata-opt %s --split-input-file --sccp | FileCheck %s

// Sparse constant propagation through the region-branch interfaces: values
// enter regions from the parent operation, leave through terminators to
// successor regions or the parent results, and a constant condition
// selects the region that runs. Expected output is mlir-opt 22's.

// A constant condition selects the then region; the result is its yield.
// CHECK-LABEL: func.func @if_const() -> i32 {
// CHECK-NEXT:   %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:   %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:   %true = arith.constant true
// CHECK-NEXT:   return %c1_i32 : i32
// CHECK-NEXT: }
func.func @if_const() -> i32 {
  %true = arith.constant true
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %r = scf.if %true -> i32 {
    scf.yield %c1 : i32
  } else {
    scf.yield %c2 : i32
  }
  return %r : i32
}

// -----

// Both regions yield the same constant: the join is that constant.
// CHECK-LABEL: func.func @if_same(%arg0: i1) -> i32 {
// CHECK-NEXT:   %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:   return %c1_i32 : i32
// CHECK-NEXT: }
func.func @if_same(%cond: i1) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = scf.if %cond -> i32 {
    scf.yield %c1 : i32
  } else {
    scf.yield %c1 : i32
  }
  return %r : i32
}

// -----

// The iter_arg stays constant around the back edge, so does the result.
// CHECK-LABEL: func.func @for_const(%arg0: index, %arg1: index, %arg2: index) -> i32 {
// CHECK-NEXT:   %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:   return %c1_i32 : i32
// CHECK-NEXT: }
func.func @for_const(%lb: index, %ub: index, %step: index) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = scf.for %i = %lb to %ub step %step iter_args(%a = %c1) -> i32 {
    %m = arith.muli %a, %c1 : i32
    scf.yield %m : i32
  }
  return %r : i32
}

// -----

// The iter_arg changes on the back edge: nothing is replaced.
// CHECK-LABEL: func.func @for_varies(%arg0: index, %arg1: index, %arg2: index) -> i32 {
// CHECK-NEXT:   %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:   %0 = scf.for %arg3 = %arg0 to %arg1 step %arg2 iter_args(%arg4 = %c1_i32) -> (i32) {
// CHECK-NEXT:     %1 = arith.addi %arg4, %c1_i32 : i32
// CHECK-NEXT:     scf.yield %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
func.func @for_varies(%lb: index, %ub: index, %step: index) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = scf.for %i = %lb to %ub step %step iter_args(%a = %c1) -> i32 {
    %m = arith.addi %a, %c1 : i32
    scf.yield %m : i32
  }
  return %r : i32
}

// -----

// A false condition never enters the after region, whose constant stays.
// CHECK-LABEL: func.func @while_const() -> i32 {
// CHECK-NEXT:   %false = arith.constant false
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:   return %c0_i32 : i32
// CHECK-NEXT: }
func.func @while_const() -> i32 {
  %c0 = arith.constant 0 : i32
  %false = arith.constant false
  %r = scf.while (%a = %c0) : (i32) -> i32 {
    scf.condition(%false) %a : i32
  } do {
  ^bb0(%b: i32):
    %c1 = arith.constant 1 : i32
    %n = arith.addi %b, %c1 : i32
    scf.yield %n : i32
  }
  return %r : i32
}

// -----

// A constant switch argument selects one case; the others stay dead.
// CHECK-LABEL: func.func @switch_const() -> i32 {
// CHECK-NEXT:   %c10_i32 = arith.constant 10 : i32
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   return %c10_i32 : i32
// CHECK-NEXT: }
func.func @switch_const() -> i32 {
  %c1 = arith.constant 1 : index
  %r = scf.index_switch %c1 -> i32
  case 1 {
    %a = arith.constant 10 : i32
    scf.yield %a : i32
  }
  default {
    %b = arith.constant 20 : i32
    scf.yield %b : i32
  }
  return %r : i32
}

// -----

// affine.if joins its regions like scf.if.
// CHECK-LABEL: func.func @affine_if(%arg0: index) -> i32 {
// CHECK-NEXT:   %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:   return %c1_i32 : i32
// CHECK-NEXT: }
func.func @affine_if(%i: index) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = affine.if affine_set<(d0) : (d0 >= 0)>(%i) -> i32 {
    affine.yield %c1 : i32
  } else {
    affine.yield %c1 : i32
  }
  return %r : i32
}

// -----

// The induction variable is not forwarded, so it is never constant.
// CHECK-LABEL: func.func @for_const_bounds() -> i32 {
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %c10 = arith.constant 10 : index
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %0 = scf.for %arg0 = %c0 to %c10 step %c1 iter_args(%arg1 = %c0_i32) -> (i32) {
// CHECK-NEXT:     %1 = arith.index_cast %arg0 : index to i32
// CHECK-NEXT:     %2 = arith.addi %arg1, %1 : i32
// CHECK-NEXT:     scf.yield %2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
func.func @for_const_bounds() -> i32 {
  %c0 = arith.constant 0 : index
  %c10 = arith.constant 10 : index
  %c1 = arith.constant 1 : index
  %i0 = arith.constant 0 : i32
  %r = scf.for %i = %c0 to %c10 step %c1 iter_args(%a = %i0) -> i32 {
    %x = arith.index_cast %i : index to i32
    %m = arith.addi %a, %x : i32
    scf.yield %m : i32
  }
  return %r : i32
}

// -----

// Each iter_arg is tracked on its own.
// CHECK-LABEL: func.func @for_two(%arg0: index, %arg1: index, %arg2: index, %arg3: i32) -> (i32, i32) {
// CHECK-NEXT:   %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT:   %0:2 = scf.for %arg4 = %arg0 to %arg1 step %arg2 iter_args(%arg5 = %c5_i32, %arg6 = %arg3) -> (i32, i32) {
// CHECK-NEXT:     %1 = arith.addi %arg6, %c5_i32 : i32
// CHECK-NEXT:     scf.yield %c5_i32, %1 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %c5_i32, %0#1 : i32, i32
// CHECK-NEXT: }
func.func @for_two(%lb: index, %ub: index, %step: index, %v: i32) -> (i32, i32) {
  %c5 = arith.constant 5 : i32
  %r:2 = scf.for %i = %lb to %ub step %step iter_args(%a = %c5, %b = %v) -> (i32, i32) {
    %n = arith.addi %b, %a : i32
    scf.yield %a, %n : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// -----

// A loop-carried value through a nested if.
// CHECK-LABEL: func.func @if_in_for(%arg0: index, %arg1: index, %arg2: index, %arg3: i1) -> i32 {
// CHECK-NEXT:   %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:   %0 = scf.for %arg4 = %arg0 to %arg1 step %arg2 iter_args(%arg5 = %c3_i32) -> (i32) {
// CHECK-NEXT:     %1 = scf.if %arg3 -> (i32) {
// CHECK-NEXT:       %2 = arith.muli %arg5, %arg5 : i32
// CHECK-NEXT:       %3 = arith.subi %2, %c3_i32 : i32
// CHECK-NEXT:       %4 = arith.subi %3, %c3_i32 : i32
// CHECK-NEXT:       %5 = arith.subi %4, %c3_i32 : i32
// CHECK-NEXT:       %6 = arith.subi %5, %arg5 : i32
// CHECK-NEXT:       %7 = arith.addi %6, %c3_i32 : i32
// CHECK-NEXT:       scf.yield %7 : i32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %arg5 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.yield %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
func.func @if_in_for(%lb: index, %ub: index, %step: index, %c: i1) -> i32 {
  %c3 = arith.constant 3 : i32
  %r = scf.for %i = %lb to %ub step %step iter_args(%a = %c3) -> i32 {
    %y = scf.if %c -> i32 {
      %t = arith.muli %a, %a : i32
      %u = arith.subi %t, %c3 : i32
      %w = arith.subi %u, %c3 : i32
      %z = arith.subi %w, %c3 : i32
      %q = arith.subi %z, %a : i32
      %o = arith.addi %q, %c3 : i32
      scf.yield %o : i32
    } else {
      scf.yield %a : i32
    }
    scf.yield %y : i32
  }
  return %r : i32
}

// -----

// A region never entered is not rewritten.
// CHECK-LABEL: func.func @if_false_no_else(%arg0: memref<i32>) {
// CHECK-NEXT:   %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:   %false = arith.constant false
// CHECK-NEXT:   scf.if %false {
// CHECK-NEXT:     %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:     %0 = arith.addi %c1_i32, %c2_i32 : i32
// CHECK-NEXT:     memref.store %0, %arg0[] : memref<i32>
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @if_false_no_else(%p: memref<i32>) {
  %false = arith.constant false
  %c1 = arith.constant 1 : i32
  scf.if %false {
    %c2 = arith.constant 2 : i32
    %s = arith.addi %c1, %c2 : i32
    memref.store %s, %p[] : memref<i32>
  }
  return
}

// -----

// The entered region is rewritten; constants go to the function entry.
// CHECK-LABEL: func.func @if_true_no_else(%arg0: memref<i32>) {
// CHECK-NEXT:   %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:   %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:   %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:   %true = arith.constant true
// CHECK-NEXT:   scf.if %true {
// CHECK-NEXT:     memref.store %c3_i32, %arg0[] : memref<i32>
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @if_true_no_else(%p: memref<i32>) {
  %true = arith.constant true
  %c1 = arith.constant 1 : i32
  scf.if %true {
    %c2 = arith.constant 2 : i32
    %s = arith.addi %c1, %c2 : i32
    memref.store %s, %p[] : memref<i32>
  }
  return
}

// -----

// The before region passes its argument out unchanged.
// CHECK-LABEL: func.func @while_true_once(%arg0: i32) -> i32 {
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:   return %c0_i32 : i32
// CHECK-NEXT: }
func.func @while_true_once(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = scf.while (%a = %c0) : (i32) -> i32 {
    %cmp = arith.cmpi slt, %a, %n : i32
    scf.condition(%cmp) %a : i32
  } do {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }
  return %r : i32
}

// -----

// The after region changes the loop-carried value.
// CHECK-LABEL: func.func @while_varies(%arg0: i32) -> i32 {
// CHECK-NEXT:   %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:   %0 = scf.while (%arg1 = %c0_i32) : (i32) -> i32 {
// CHECK-NEXT:     %1 = arith.cmpi slt, %arg1, %arg0 : i32
// CHECK-NEXT:     scf.condition(%1) %arg1 : i32
// CHECK-NEXT:   } do {
// CHECK-NEXT:   ^bb0(%arg1: i32):
// CHECK-NEXT:     %1 = arith.addi %arg1, %c1_i32 : i32
// CHECK-NEXT:     scf.yield %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
func.func @while_varies(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = scf.while (%a = %c0) : (i32) -> i32 {
    %cmp = arith.cmpi slt, %a, %n : i32
    scf.condition(%cmp) %a : i32
  } do {
  ^bb0(%b: i32):
    %c1 = arith.constant 1 : i32
    %x = arith.addi %b, %c1 : i32
    scf.yield %x : i32
  }
  return %r : i32
}

// -----

// Every case yields 7 (one of them after folding a chain of ops).
// CHECK-LABEL: func.func @switch_unknown(%arg0: index) -> i32 {
// CHECK-NEXT:   %c-5_i32 = arith.constant -5 : i32
// CHECK-NEXT:   %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:   %c-6_i32 = arith.constant -6 : i32
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:   %c15_i32 = arith.constant 15 : i32
// CHECK-NEXT:   %c9_i32 = arith.constant 9 : i32
// CHECK-NEXT:   %c6_i32 = arith.constant 6 : i32
// CHECK-NEXT:   %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:   %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:   %0 = scf.index_switch %arg0 -> i32
// CHECK-NEXT:   case 1 {
// CHECK-NEXT:     scf.yield %c7_i32 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   case 4 {
// CHECK-NEXT:     scf.yield %c-5_i32 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   default {
// CHECK-NEXT:     scf.yield %c7_i32 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
func.func @switch_unknown(%i: index) -> i32 {
  %c7 = arith.constant 7 : i32
  %r = scf.index_switch %i -> i32
  case 1 {
    scf.yield %c7 : i32
  }
  case 4 {
    %a = arith.constant 3 : i32
    %b = arith.addi %a, %a : i32
    %c = arith.addi %b, %a : i32
    %d = arith.subi %c, %b : i32
    %e = arith.addi %d, %d : i32
    %f = arith.addi %e, %c : i32
    %g = arith.subi %f, %b : i32
    %h = arith.subi %g, %a : i32
    %j = arith.addi %h, %a : i32
    %k = arith.subi %j, %a : i32
    %l = arith.subi %k, %a : i32
    %m = arith.addi %l, %a : i32
    %o = arith.addi %m, %d : i32
    %p = arith.subi %o, %a : i32
    %q = arith.subi %p, %a : i32
    %s = arith.addi %q, %a : i32
    %t = arith.subi %s, %a : i32
    %u = arith.subi %t, %a : i32
    %v = arith.addi %u, %a : i32
    %w = arith.subi %v, %a : i32
    %x = arith.addi %w, %w : i32
    %y = arith.subi %x, %b : i32
    %z = arith.addi %y, %c7 : i32
    %zz = arith.subi %z, %c7 : i32
    %c1_ = arith.constant 1 : i32
    %z3 = arith.addi %zz, %c1_ : i32
    scf.yield %z3 : i32
  }
  default {
    scf.yield %c7 : i32
  }
  return %r : i32
}

// -----

// A constant matching no case selects the default region.
// CHECK-LABEL: func.func @switch_default_const() -> i32 {
// CHECK-NEXT:   %c20_i32 = arith.constant 20 : i32
// CHECK-NEXT:   %c9 = arith.constant 9 : index
// CHECK-NEXT:   return %c20_i32 : i32
// CHECK-NEXT: }
func.func @switch_default_const() -> i32 {
  %c9 = arith.constant 9 : index
  %r = scf.index_switch %c9 -> i32
  case 1 {
    %a = arith.constant 10 : i32
    scf.yield %a : i32
  }
  default {
    %b = arith.constant 20 : i32
    scf.yield %b : i32
  }
  return %r : i32
}

// -----

// execute_region forwards its yield to its result.
// CHECK-LABEL: func.func @execute_region() -> i32 {
// CHECK-NEXT:   %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT:   return %c4_i32 : i32
// CHECK-NEXT: }
func.func @execute_region() -> i32 {
  %r = scf.execute_region -> i32 {
    %c4 = arith.constant 4 : i32
    scf.yield %c4 : i32
  }
  return %r : i32
}

// -----

// affine.for forwards its init value and yields like scf.for.
// CHECK-LABEL: func.func @affine_for_iter() -> f32 {
// CHECK-NEXT:   %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:   return %cst : f32
// CHECK-NEXT: }
func.func @affine_for_iter() -> f32 {
  %cst = arith.constant 1.0 : f32
  %r = affine.for %i = 0 to 10 iter_args(%a = %cst) -> f32 {
    affine.yield %a : f32
  }
  return %r : f32
}

// -----

// scf.parallel forwards nothing: its result is not replaced.
// CHECK-LABEL: func.func @parallel_reduce(%arg0: index) -> i32 {
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %0 = scf.parallel (%arg1) = (%c0) to (%arg0) step (%c1) init (%c0_i32) -> i32 {
// CHECK-NEXT:     scf.reduce(%c0_i32 : i32) {
// CHECK-NEXT:     ^bb0(%arg2: i32, %arg3: i32):
// CHECK-NEXT:       %1 = arith.addi %arg2, %arg3 : i32
// CHECK-NEXT:       scf.reduce.return %1 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
func.func @parallel_reduce(%ub: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = arith.constant 0 : i32
  %r = scf.parallel (%i) = (%c0) to (%ub) step (%c1) init (%init) -> i32 {
    %e = arith.constant 0 : i32
    scf.reduce(%e : i32) {
    ^bb0(%l: i32, %rr: i32):
      %s = arith.addi %l, %rr : i32
      scf.reduce.return %s : i32
    }
  }
  return %r : i32
}

// -----

// The else region stays dead because the condition is always true.
// CHECK-LABEL: func.func @nested_const_cond(%arg0: index, %arg1: index, %arg2: index) -> i32 {
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:   return %c0_i32 : i32
// CHECK-NEXT: }
func.func @nested_const_cond(%lb: index, %ub: index, %step: index) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = scf.for %i = %lb to %ub step %step iter_args(%a = %c0) -> i32 {
    %z = arith.cmpi eq, %a, %c0 : i32
    %y = scf.if %z -> i32 {
      scf.yield %a : i32
    } else {
      %c1 = arith.constant 1 : i32
      scf.yield %c1 : i32
    }
    scf.yield %y : i32
  }
  return %r : i32
}

// -----

// affine.for with constant bounds and no iteration never enters its body:
// the result is the init value.
// CHECK-LABEL: func.func @affine_for_zero_trips() -> index {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   return %c0 : index
// CHECK-NEXT: }
func.func @affine_for_zero_trips() -> index {
  %c0 = arith.constant 0 : index
  %r = affine.for %i = 0 to 0 iter_args(%a = %c0) -> index {
    %n = arith.addi %a, %i : index
    affine.yield %n : index
  }
  return %r : index
}

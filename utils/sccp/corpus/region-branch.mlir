// PASSES: --sccp

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

func.func @for_const(%lb: index, %ub: index, %step: index) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = scf.for %i = %lb to %ub step %step iter_args(%a = %c1) -> i32 {
    %m = arith.muli %a, %c1 : i32
    scf.yield %m : i32
  }
  return %r : i32
}

// -----

func.func @for_varies(%lb: index, %ub: index, %step: index) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = scf.for %i = %lb to %ub step %step iter_args(%a = %c1) -> i32 {
    %m = arith.addi %a, %c1 : i32
    scf.yield %m : i32
  }
  return %r : i32
}

// -----

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

func.func @for_two(%lb: index, %ub: index, %step: index, %v: i32) -> (i32, i32) {
  %c5 = arith.constant 5 : i32
  %r:2 = scf.for %i = %lb to %ub step %step iter_args(%a = %c5, %b = %v) -> (i32, i32) {
    %n = arith.addi %b, %a : i32
    scf.yield %a, %n : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// -----

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

func.func @execute_region() -> i32 {
  %r = scf.execute_region -> i32 {
    %c4 = arith.constant 4 : i32
    scf.yield %c4 : i32
  }
  return %r : i32
}

// -----

func.func @affine_for_iter() -> f32 {
  %cst = arith.constant 1.0 : f32
  %r = affine.for %i = 0 to 10 iter_args(%a = %cst) -> f32 {
    affine.yield %a : f32
  }
  return %r : f32
}

// -----

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

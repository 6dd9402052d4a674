// PASSES: --sccp

func.func @while_true_forever() -> i32 {
  %c0 = arith.constant 0 : i32
  %true = arith.constant true
  %r = scf.while (%a = %c0) : (i32) -> i32 {
    scf.condition(%true) %a : i32
  } do {
  ^bb0(%b: i32):
    %c1 = arith.constant 1 : i32
    %n = arith.addi %b, %c1 : i32
    scf.yield %n : i32
  }
  return %r : i32
}

// -----

func.func @while_after_keeps(%n: i32) -> i32 {
  %c3 = arith.constant 3 : i32
  %r = scf.while (%a = %c3) : (i32) -> i32 {
    %cmp = arith.cmpi slt, %a, %n : i32
    scf.condition(%cmp) %a : i32
  } do {
  ^bb0(%b: i32):
    %m = arith.muli %b, %b : i32
    %d = arith.subi %m, %b : i32
    %e = arith.subi %d, %c3 : i32
    %f = arith.subi %e, %c3 : i32
    %g = arith.addi %f, %c3 : i32
    scf.yield %c3 : i32
  }
  return %r : i32
}

// -----

func.func @affine_for_bounds() -> index {
  %c0 = arith.constant 0 : index
  %r = affine.for %i = 0 to 0 iter_args(%a = %c0) -> index {
    %n = arith.addi %a, %i : index
    affine.yield %n : index
  }
  return %r : index
}

// -----

func.func @nested_loops(%lb: index, %ub: index, %s: index) -> i32 {
  %c2 = arith.constant 2 : i32
  %r = scf.for %i = %lb to %ub step %s iter_args(%a = %c2) -> i32 {
    %q = scf.for %j = %lb to %ub step %s iter_args(%b = %a) -> i32 {
      %d = arith.divsi %b, %c2 : i32
      %m = arith.muli %d, %c2 : i32
      scf.yield %m : i32
    }
    scf.yield %q : i32
  }
  return %r : i32
}

// -----

func.func @unregistered_in_if(%c: i1) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = scf.if %c -> i32 {
    %x = "test.foo"() : () -> i32
    scf.yield %x : i32
  } else {
    scf.yield %c1 : i32
  }
  return %r : i32
}

// -----

func.func @switch_same_arg(%i: index) -> index {
  %r = scf.index_switch %i -> index
  case 2 {
    %c2 = arith.constant 2 : index
    scf.yield %c2 : index
  }
  default {
    scf.yield %i : index
  }
  return %r : index
}

// -----

func.func @if_chain() -> i32 {
  %true = arith.constant true
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %r = scf.if %true -> i32 {
    %s = arith.addi %c1, %c2 : i32
    %cmp = arith.cmpi eq, %s, %c2 : i32
    %t = scf.if %cmp -> i32 {
      scf.yield %c1 : i32
    } else {
      scf.yield %s : i32
    }
    scf.yield %t : i32
  } else {
    scf.yield %c2 : i32
  }
  return %r : i32
}

// -----

func.func @execute_region_multi(%c: i1) -> i32 {
  %r = scf.execute_region -> i32 {
    %c4 = arith.constant 4 : i32
    cf.cond_br %c, ^a, ^b
  ^a:
    scf.yield %c4 : i32
  ^b:
    %c5 = arith.constant 5 : i32
    scf.yield %c5 : i32
  }
  return %r : i32
}

// PASSES: --canonicalize
// Each scf.while pattern of mlir-opt 22 at least once.
func.func @invariant_arg_same_init(%a: i32, %b: i32) -> i32 {
  %0:2 = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32, i32) {
    %c = "test.cond"(%x, %y) : (i32, i32) -> i1
    scf.condition(%c) %x, %y : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %n = "test.next"(%p, %q) : (i32, i32) -> i32
    scf.yield %n, %b : i32, i32
  }
  return %0#0 : i32
}

// -----

func.func @invariant_arg_through_condition(%a: i32, %b: i32) -> (i32, i32) {
  %0:2 = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32, i32) {
    %c = "test.cond"(%x, %y) : (i32, i32) -> i1
    scf.condition(%c) %y, %x : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %n = "test.next"(%q) : (i32) -> i32
    scf.yield %n, %p : i32, i32
  }
  return %0#0, %0#1 : i32, i32
}

// -----

func.func @invariant_value_yielded(%a: i32, %b: f32) -> (i32, f32) {
  %0:2 = scf.while (%x = %a) : (i32) -> (i32, f32) {
    %c = "test.cond"(%x) : (i32) -> i1
    scf.condition(%c) %x, %b : i32, f32
  } do {
  ^bb0(%p: i32, %q: f32):
    %n = "test.next"(%p, %q) : (i32, f32) -> i32
    scf.yield %n : i32
  }
  return %0#0, %0#1 : i32, f32
}

// -----

func.func @condition_truth(%a: i1) -> i1 {
  %0 = scf.while (%x = %a) : (i1) -> i1 {
    %c = "test.cond"(%x) : (i1) -> i1
    scf.condition(%c) %c : i1
  } do {
  ^bb0(%p: i1):
    %n = "test.next"(%p) : (i1) -> i1
    scf.yield %n : i1
  }
  return %0 : i1
}

// -----

func.func @cmp_cond(%a: i32, %lim: i32) -> i32 {
  %0 = scf.while (%x = %a) : (i32) -> i32 {
    %c = arith.cmpi slt, %x, %lim : i32
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%p: i32):
    %same = arith.cmpi slt, %p, %lim : i32
    %inv = arith.cmpi sge, %p, %lim : i32
    %other = arith.cmpi eq, %p, %lim : i32
    %n = "test.next"(%p, %same, %inv, %other) : (i32, i1, i1, i1) -> i32
    scf.yield %n : i32
  }
  return %0 : i32
}

// -----

func.func @cmp_cond_lhs(%a: index, %lim: index) -> index {
  %0 = scf.while (%x = %a) : (index) -> index {
    %c = arith.cmpi ult, %lim, %x : index
    scf.condition(%c) %x : index
  } do {
  ^bb0(%p: index):
    %same = arith.cmpi ult, %lim, %p : index
    %inv = arith.cmpi uge, %lim, %p : index
    %n = "test.next"(%p, %same, %inv) : (index, i1, i1) -> index
    scf.yield %n : index
  }
  return %0 : index
}

// -----

func.func @unused_result(%a: i32) -> i32 {
  %0:2 = scf.while (%x = %a) : (i32) -> (i32, i64) {
    %c = "test.cond"() : () -> i1
    %v1 = "test.v1"(%x) : (i32) -> i32
    %v2 = "test.v2"(%x) : (i32) -> i64
    scf.condition(%c) %v1, %v2 : i32, i64
  } do {
  ^bb0(%p: i32, %q: i64):
    "test.use"(%p) : (i32) -> ()
    scf.yield %p : i32
  }
  return %0#0 : i32
}

// -----

func.func @duplicated_results(%a: i32) -> (i32, i32) {
  %0:2 = scf.while (%x = %a) : (i32) -> (i32, i32) {
    %c = "test.cond"(%x) : (i32) -> i1
    %v = "test.v"(%x) : (i32) -> i32
    scf.condition(%c) %v, %v : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %n = "test.next"(%p, %q) : (i32, i32) -> i32
    scf.yield %n : i32
  }
  return %0#0, %0#1 : i32, i32
}

// -----

func.func @unused_args(%a: i32, %b: i64) -> i32 {
  %0 = scf.while (%x = %a, %y = %b) : (i32, i64) -> i32 {
    %c = "test.cond"(%x) : (i32) -> i1
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%p: i32):
    %n = "test.next"(%p) : (i32) -> i32
    %m = "test.other"(%p) : (i32) -> i64
    scf.yield %n, %m : i32, i64
  }
  return %0 : i32
}

// -----

func.func @align_before_args(%a: i32, %b: f32) -> (f32, i32) {
  %0:2 = scf.while (%x = %a, %y = %b) : (i32, f32) -> (f32, i32) {
    %c = "test.cond"(%x, %y) : (i32, f32) -> i1
    scf.condition(%c) %y, %x : f32, i32
  } do {
  ^bb0(%p: f32, %q: i32):
    %n:2 = "test.next"(%p, %q) : (f32, i32) -> (i32, f32)
    scf.yield %n#0, %n#1 : i32, f32
  }
  return %0#0, %0#1 : f32, i32
}

// -----

func.func @move_if_down(%arg0: i32) -> i32 {
  %0 = scf.while (%a = %arg0) : (i32) -> i32 {
    %c = "test.cond"(%a) : (i32) -> i1
    %r = scf.if %c -> i32 {
      %x = "test.op"(%a) : (i32) -> i32
      scf.yield %x : i32
    } else {
      scf.yield %a : i32
    }
    scf.condition(%c) %r : i32
  } do {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }
  return %0 : i32
}

// -----

func.func @move_if_down_extra_values(%arg0: i32, %arg1: f32) -> (i32, f32) {
  %0:2 = scf.while (%a = %arg0, %f = %arg1) : (i32, f32) -> (i32, f32) {
    %c = "test.cond"(%a) : (i32) -> i1
    %g = "test.g"(%f) : (f32) -> f32
    %r:2 = scf.if %c -> (i32, f32) {
      %x = "test.op"(%a, %g) : (i32, f32) -> i32
      %y = "test.op2"(%f, %x) : (f32, i32) -> f32
      scf.yield %x, %y : i32, f32
    } else {
      scf.yield %a, %f : i32, f32
    }
    scf.condition(%c) %r#0, %r#1 : i32, f32
  } do {
  ^bb0(%b: i32, %h: f32):
    %n = "test.next"(%b, %h) : (i32, f32) -> f32
    scf.yield %b, %n : i32, f32
  }
  return %0#0, %0#1 : i32, f32
}

// -----

func.func @move_if_down_no_results(%arg0: i32) -> i32 {
  %0 = scf.while (%a = %arg0) : (i32) -> i32 {
    %c = "test.cond"(%a) : (i32) -> i1
    scf.if %c {
      "test.side"(%a) : (i32) -> ()
    }
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    %n = "test.next"(%b) : (i32) -> i32
    scf.yield %n : i32
  }
  return %0 : i32
}

// -----

func.func @if_not_last(%arg0: i32) -> i32 {
  %0 = scf.while (%a = %arg0) : (i32) -> i32 {
    %c = "test.cond"(%a) : (i32) -> i1
    %r = scf.if %c -> i32 {
      %x = "test.op"(%a) : (i32) -> i32
      scf.yield %x : i32
    } else {
      scf.yield %a : i32
    }
    "test.between"() : () -> ()
    scf.condition(%c) %r : i32
  } do {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }
  return %0 : i32
}

// -----

func.func @while_loop_to_count(%lb: i32, %ub: i32, %step: i32) -> i32 {
  %0 = scf.while (%i = %lb) : (i32) -> i32 {
    %c = arith.cmpi slt, %i, %ub : i32
    scf.condition(%c) %i : i32
  } do {
  ^bb0(%j: i32):
    "test.body"(%j) : (i32) -> ()
    %n = arith.addi %j, %step : i32
    scf.yield %n : i32
  }
  return %0 : i32
}

// -----

func.func @while_all_dead(%a: i32) {
  %0 = scf.while (%x = %a) : (i32) -> i32 {
    %c = "test.cond"() : () -> i1
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%p: i32):
    scf.yield %p : i32
  }
  return
}

// -----

func.func @while_constant_false(%a: i32) -> i32 {
  %false = arith.constant false
  %0 = scf.while (%x = %a) : (i32) -> i32 {
    scf.condition(%false) %x : i32
  } do {
  ^bb0(%p: i32):
    %n = "test.next"(%p) : (i32) -> i32
    scf.yield %n : i32
  }
  return %0 : i32
}

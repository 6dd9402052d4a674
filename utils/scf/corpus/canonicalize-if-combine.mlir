// PASSES: --canonicalize
// CombineIfs, CombineNestedIfs, ConditionPropagation and
// ReplaceIfYieldWithConditionOrValue of mlir-opt 22.
func.func @combine_ifs(%c: i1) -> (i32, f32) {
  %0 = scf.if %c -> i32 {
    %a = "test.a"() : () -> i32
    scf.yield %a : i32
  } else {
    %b = "test.b"() : () -> i32
    scf.yield %b : i32
  }
  %1 = scf.if %c -> f32 {
    %x = "test.x"(%0) : (i32) -> f32
    scf.yield %x : f32
  } else {
    %y = "test.y"(%0) : (i32) -> f32
    scf.yield %y : f32
  }
  return %0, %1 : i32, f32
}

// -----

func.func @combine_ifs_no_else(%c: i1) {
  scf.if %c {
    "test.a"() : () -> ()
  }
  scf.if %c {
    "test.b"() : () -> ()
  } else {
    "test.c"() : () -> ()
  }
  return
}

// -----

func.func @combine_ifs_negated(%c: i1) {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  scf.if %c {
    "test.a"() : () -> ()
  } else {
    "test.b"() : () -> ()
  }
  scf.if %n {
    "test.c"() : () -> ()
  }
  return
}

// -----

func.func @combine_ifs_prev_negated(%c: i1) {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  scf.if %n {
    "test.a"() : () -> ()
  }
  scf.if %c {
    "test.c"() : () -> ()
  } else {
    "test.d"() : () -> ()
  }
  return
}

// -----

func.func @combine_nested(%a: i1, %b: i1) {
  scf.if %a {
    scf.if %b {
      "test.x"() : () -> ()
    }
  }
  return
}

// -----

func.func @combine_nested_results(%a: i1, %b: i1, %v: i32, %w: i32) -> (i32, i32) {
  %0:2 = scf.if %a -> (i32, i32) {
    %1 = scf.if %b -> i32 {
      %x = "test.x"() : () -> i32
      scf.yield %x : i32
    } else {
      scf.yield %v : i32
    }
    scf.yield %1, %w : i32, i32
  } else {
    scf.yield %v, %v : i32, i32
  }
  return %0#0, %0#1 : i32, i32
}

// -----

func.func @combine_nested_mismatch(%a: i1, %b: i1, %v: i32, %w: i32) -> i32 {
  %0 = scf.if %a -> i32 {
    %1 = scf.if %b -> i32 {
      %x = "test.x"() : () -> i32
      scf.yield %x : i32
    } else {
      scf.yield %v : i32
    }
    scf.yield %1 : i32
  } else {
    scf.yield %w : i32
  }
  return %0 : i32
}

// -----

func.func @condition_propagation(%c: i1) {
  scf.if %c {
    "test.then"(%c) : (i1) -> ()
    scf.if %c {
      "test.nested"(%c) : (i1) -> ()
    }
  } else {
    "test.else"(%c) : (i1) -> ()
  }
  "test.after"(%c) : (i1) -> ()
  return
}

// -----

func.func @yield_condition(%c: i1, %v: i32) -> (i1, i1, i32, i32) {
  %true = arith.constant true
  %false = arith.constant false
  %0:4 = scf.if %c -> (i1, i1, i32, i32) {
    %x = "test.x"() : () -> i32
    scf.yield %true, %false, %v, %x : i1, i1, i32, i32
  } else {
    %y = "test.y"() : () -> i32
    scf.yield %false, %true, %v, %y : i1, i1, i32, i32
  }
  return %0#0, %0#1, %0#2, %0#3 : i1, i1, i32, i32
}

// -----

func.func @if_negated_condition_fold(%c: i1) {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  scf.if %n {
    "test.a"() : () -> ()
  } else {
    "test.b"() : () -> ()
  }
  return
}

// -----

func.func @three_ifs(%c: i1) -> i32 {
  %0 = scf.if %c -> i32 {
    %a = "test.a"() : () -> i32
    scf.yield %a : i32
  } else {
    %b = "test.b"() : () -> i32
    scf.yield %b : i32
  }
  scf.if %c {
    "test.c"(%0) : (i32) -> ()
  }
  %1 = scf.if %c -> i32 {
    %d = "test.d"(%0) : (i32) -> i32
    scf.yield %d : i32
  } else {
    scf.yield %0 : i32
  }
  return %1 : i32
}

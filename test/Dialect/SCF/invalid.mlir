// RUN: strata-opt --allow-unregistered-dialect %s --split-input-file --verify-diagnostics

// Verifier and parser errors of the scf ops, worded as mlir-opt words them.

func.func @for_yields_too_many(%n: index, %x: i32) {
  // expected-error @+1 {{'scf.for' op different number of region iter_args and yielded values: 1 != 2}}
  %r = "scf.for"(%n, %n, %n, %x) ({
  ^bb0(%i: index, %a: i32):
    "scf.yield"(%a, %a) : (i32, i32) -> ()
  }) : (index, index, index, i32) -> i32
  return
}

// -----

func.func @for_iter_arg_type(%n: index, %x: i32) {
  // expected-error @+1 {{'scf.for' op 0-th init and 0-th region iter_arg have different type: 'i32' != 'i8'}}
  %r = "scf.for"(%n, %n, %n, %x) ({
  ^bb0(%i: index, %a: i8):
    "scf.yield"(%a) : (i8) -> ()
  }) : (index, index, index, i32) -> i32
  return
}

// -----

func.func @for_yield_type(%n: index, %x: i32) {
  // expected-error @+1 {{'scf.for' op 0-th region iter_arg and 0-th yielded value have different type: 'i32' != 'index'}}
  %r = "scf.for"(%n, %n, %n, %x) ({
  ^bb0(%i: index, %a: i32):
    "scf.yield"(%i) : (index) -> ()
  }) : (index, index, index, i32) -> i32
  return
}

// -----

func.func @for_result_type(%n: index, %x: i32) {
  // expected-error @+1 {{'scf.for' op 0-th region iter_arg and 0-th loop result have different type: 'i32' != 'f32'}}
  %r = "scf.for"(%n, %n, %n, %x) ({
  ^bb0(%i: index, %a: i32):
    "scf.yield"(%a) : (i32) -> ()
  }) : (index, index, index, i32) -> f32
  return
}

// -----

func.func @for_missing_iter_arg(%n: index, %x: i32) {
  // expected-error @+1 {{'scf.for' op different number of inits and region iter_args: 1 != 0}}
  %r = "scf.for"(%n, %n, %n, %x) ({
  ^bb0(%i: index):
    "scf.yield"() : () -> ()
  }) : (index, index, index, i32) -> i32
  return
}

// -----

func.func @for_results_without_inits(%n: index, %x: i32) {
  // expected-error @+1 {{'scf.for' op mismatch in number of loop-carried values and defined values}}
  %r:2 = "scf.for"(%n, %n, %n, %x) ({
  ^bb0(%i: index, %a: i32):
    "scf.yield"(%a) : (i32) -> ()
  }) : (index, index, index, i32) -> (i32, i32)
  return
}

// -----

func.func @for_induction_type(%n: index) {
  // expected-error @+1 {{'scf.for' op expected induction variable to be same type as bounds and step}}
  "scf.for"(%n, %n, %n) ({
  ^bb0(%i: i64):
    "scf.yield"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @for_wrong_terminator(%n: index) {
  // expected-error @+2 {{'scf.for' op expects regions to end with 'scf.yield', found 'test.last'}}
  // expected-note @+1 {{in custom textual format, the absence of terminator implies 'scf.yield'}}
  "scf.for"(%n, %n, %n) ({
  ^bb0(%i: index):
    "test.last"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @for_bound_type(%n: f32) {
  // expected-error @+1 {{'scf.for' op operand #0 must be signless integer or index, but got 'f32'}}
  "scf.for"(%n, %n, %n) ({
  ^bb0(%i: f32):
    "scf.yield"() : () -> ()
  }) : (f32, f32, f32) -> ()
  return
}

// -----

func.func @for_iter_args_count(%n: index, %x: i32) {
  // expected-error @+1 {{custom op 'scf.for' mismatch in number of loop-carried values and defined values}}
  %r:2 = scf.for %i = %n to %n step %n iter_args(%a = %x) -> (i32, i32) {
    scf.yield %a, %a : i32, i32
  }
  return
}

// -----

func.func @if_results_without_else(%c: i1, %x: i32) {
  // expected-error @+1 {{'scf.if' op must have an else block if defining values}}
  %r = "scf.if"(%c) ({
    "scf.yield"(%x) : (i32) -> ()
  }, {}) : (i1) -> i32
  return
}

// -----

func.func @if_yield_count(%c: i1, %x: i32) {
  // expected-error @+1 {{'scf.if' op along control flow edge from Operation scf.yield to parent: region branch point has 0 operands, but region successor needs 1 inputs}}
  %r = scf.if %c -> i32 {
    // expected-note @+1 {{region branch point}}
    scf.yield
  } else {
    scf.yield %x : i32
  }
  return
}

// -----

func.func @if_yield_type(%c: i1, %x: i32) {
  // expected-error @+1 {{'scf.if' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'i32' should match successor input type #0 'i64'}}
  %r = scf.if %c -> i64 {
    // expected-note @+1 {{region branch point}}
    scf.yield %x : i32
  } else {
    scf.yield %x : i32
  }
  return
}

// -----

func.func @while_before_terminator(%c: i1) {
  // expected-error @+1 {{'scf.while' op expects the 'before' region to terminate with 'scf.condition'}}
  "scf.while"() ({
    // expected-note @+1 {{terminator here}}
    "scf.yield"() : () -> ()
  }, {
    "scf.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @while_after_terminator(%c: i1) {
  // expected-error @+1 {{'scf.while' op expects the 'after' region to terminate with 'scf.yield'}}
  "scf.while"() ({
    "scf.condition"(%c) : (i1) -> ()
  }, {
    // expected-note @+1 {{terminator here}}
    "test.stop"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @while_entry_types(%c: i1, %x: i32) {
  // expected-error @+2 {{'scf.while' op along control flow edge from parent to Region #0: successor operand type #0 'i32' should match successor input type #0 'i16'}}
  // expected-note @+1 {{region branch point}}
  %r = "scf.while"(%x) ({
  ^bb0(%a: i16):
    "scf.condition"(%c, %x) : (i1, i32) -> ()
  }, {
  ^bb0(%b: i32):
    "scf.yield"(%b) : (i32) -> ()
  }) : (i32) -> i32
  return
}

// -----

func.func @while_condition_types(%c: i1, %x: i32) {
  // expected-error @+1 {{'scf.while' op along control flow edge from Operation scf.condition to Region #1: successor operand type #0 'i32' should match successor input type #0 'f32'}}
  %r = "scf.while"(%x) ({
  ^bb0(%a: i32):
    // expected-note @+1 {{region branch point}}
    "scf.condition"(%c, %a) : (i1, i32) -> ()
  }, {
  ^bb0(%b: f32):
    "scf.yield"(%x) : (i32) -> ()
  }) : (i32) -> i32
  return
}

// -----

func.func @while_back_edge(%c: i1, %x: i32) {
  // expected-error @+1 {{'scf.while' op along control flow edge from Operation scf.yield to Region #0: successor operand type #0 'i1' should match successor input type #0 'i32'}}
  %r = "scf.while"(%x) ({
  ^bb0(%a: i32):
    "scf.condition"(%c, %a) : (i1, i32) -> ()
  }, {
  ^bb0(%b: i32):
    // expected-note @+1 {{region branch point}}
    "scf.yield"(%c) : (i1) -> ()
  }) : (i32) -> i32
  return
}

// -----

func.func @while_signature(%x: i32, %c: i1) {
  // expected-error @+1 {{custom op 'scf.while' expected as many input types as operands (expected 1 got 0)}}
  scf.while (%a = %x) : () -> () {
    scf.condition(%c)
  } do {
    scf.yield
  }
  return
}

// -----

func.func @condition_outside_while(%c: i1) {
  // expected-error @+1 {{'scf.condition' op expects parent op 'scf.while'}}
  scf.condition(%c)
}

// -----

func.func @yield_outside_scf() {
  // expected-error @+1 {{'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'}}
  scf.yield
}

// -----

func.func @execute_region_arguments() {
  // expected-error @+1 {{'scf.execute_region' op region cannot have any arguments}}
  "scf.execute_region"() ({
  ^bb0(%a: i32):
    "scf.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @execute_region_empty() {
  // expected-error @+1 {{'scf.execute_region' op region needs to have at least one block}}
  "scf.execute_region"() ({
  }) : () -> ()
  return
}

// -----

func.func @execute_region_yield(%x: i32) {
  // expected-error @+1 {{'scf.execute_region' op along control flow edge from Operation scf.yield to parent: region branch point has 0 operands, but region successor needs 1 inputs}}
  %r = scf.execute_region -> i32 {
    // expected-note @+1 {{region branch point}}
    scf.yield
  }
  return
}

// -----

func.func @switch_case_count(%i: index) {
  // expected-error @+1 {{'scf.index_switch' op has 0 case regions but 2 case values}}
  "scf.index_switch"(%i) <{cases = array<i64: 3, 4>}> ({
    "scf.yield"() : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @switch_duplicate(%i: index) {
  // expected-error @+1 {{'scf.index_switch' op has duplicate case value: 9}}
  scf.index_switch %i
  case 9 {
    scf.yield
  }
  case 9 {
    scf.yield
  }
  default {
  }
  return
}

// -----

func.func @switch_empty_case(%i: index) {
  // expected-error @+1 {{'scf.index_switch' op region #1 ('caseRegions') failed to verify constraint: region with 1 blocks}}
  scf.index_switch %i
  case 2 {
  }
  default {
  }
  return
}

// -----

func.func @switch_result_type(%i: index, %x: f32) {
  // expected-error @+1 {{'scf.index_switch' op expected result #0 of each region to be 'f32'}}
  %r = scf.index_switch %i -> f32
  case 1 {
    // expected-note @+1 {{case region #0 returns 'index' here}}
    scf.yield %i : index
  }
  default {
    scf.yield %x : f32
  }
  return
}

// -----

func.func @switch_default_count(%i: index, %x: f32) {
  // expected-error @+2 {{'scf.index_switch' op expected each region to return 1 values, but default region returns 0}}
  // expected-note @+1 {{see yield operation here}}
  %r = scf.index_switch %i -> f32
  case 1 {
    scf.yield %x : f32
  }
  default {
    "test.nothing"() : () -> ()
  }
  return
}

// -----

func.func @switch_missing_default(%i: index) {
  scf.index_switch %i
  case 1 {
    scf.yield
  }
  // expected-error @+1 {{custom op 'scf.index_switch' expected 'default'}}
  return
}


// -----

func.func @for_without_body(%n: index) {
  // expected-error @+1 {{'scf.for' op region #0 ('region') failed to verify constraint: region with 1 blocks}}
  "scf.for"(%n, %n, %n) ({
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @switch_case_overflow(%i: index) {
  scf.index_switch %i
  // expected-error @+1 {{custom op 'scf.index_switch' integer value too large}}
  case 99999999999999999999999 {
  }
  default {
  }
  return
}

// -----

// `scf.while` is a single-block op: its trait reports a second block first.
func.func @while_after_two_blocks(%c: i1) {
  // expected-error@+1 {{'scf.while' op expects region #1 to have 0 or 1 blocks}}
  "scf.while"() ({
    "scf.condition"(%c) : (i1) -> ()
  }, {
    "cf.br"()[^bb1] : () -> ()
  ^bb1:
    "scf.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

// A body that yields nothing while the loop carries values fails on its
// control-flow edge back into the body, as upstream reports it.
func.func @for_yields_nothing(%lb: index, %x: i32) {
  // expected-error @+1 {{'scf.for' op along control flow edge from Operation scf.yield to Region #0: region branch point has 0 operands, but region successor needs 1 inputs}}
  %r = "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%i: index, %a: i32):
    // expected-note @+1 {{region branch point}}
    "scf.yield"() : () -> ()
  }) : (index, index, index, i32) -> i32
  return
}

// -----

// The bounds are resolved after the body, as upstream: the induction
// variable is not in scope for its own step (found by the pass_pipeline
// fuzz target, where the loop's step became its induction variable).
func.func @step_is_iv(%a: index, %b: index) {
  // expected-error @+1 {{use of undeclared SSA value name}}
  scf.for %i = %a to %b step %i {
  }
  return
}

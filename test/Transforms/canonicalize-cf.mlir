// RUN: strata-opt %s --allow-unregistered-dialect --canonicalize --split-input-file | FileCheck %s

// A branch to a block with one predecessor splices the block in; the
// constants of both blocks are hoisted to the entry, newest first.
// CHECK-LABEL: func.func @splice
// CHECK-NEXT:    %[[TWO:.*]] = arith.constant 2 : i32
// CHECK-NEXT:    %[[ONE:.*]] = arith.constant 1 : i32
// CHECK-NEXT:    %[[A:.*]] = arith.addi %arg0, %[[ONE]] : i32
// CHECK-NEXT:    %[[M:.*]] = arith.muli %[[A]], %[[TWO]] : i32
// CHECK-NEXT:    return %[[M]] : i32
func.func @splice(%x: i32) -> i32 {
  %one = arith.constant 1 : i32
  %a = arith.addi %x, %one : i32
  cf.br ^next(%a : i32)
^next(%v: i32):
  %two = arith.constant 2 : i32
  %m = arith.muli %v, %two : i32
  cf.br ^done(%m : i32)
^done(%r: i32):
  return %r : i32
}

// -----

// Blocks that only branch on are bypassed; the two edges into the join
// block then differ only in their operands, which become a select.
// CHECK-LABEL: func.func @pass_through
// CHECK-NEXT:    %[[R:.*]] = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT:    "t.use"(%[[R]]) : (i32) -> ()
func.func @pass_through(%c: i1, %x: i32, %y: i32) {
  cf.cond_br %c, ^left(%x : i32), ^right
^left(%a: i32):
  cf.br ^join(%a : i32)
^right:
  cf.br ^join(%y : i32)
^join(%r: i32):
  "t.use"(%r) : (i32) -> ()
  return
}

// -----

// Identical destinations with different operands become a select.
// CHECK-LABEL: func.func @identical
// CHECK-NEXT:    %[[S:.*]] = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT:    return %[[S]] : i32
func.func @identical(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %c, ^bb1(%x : i32), ^bb1(%y : i32)
^bb1(%a: i32):
  return %a : i32
}

// -----

// Constant conditions pick a side; a true assertion disappears.
// CHECK-LABEL: func.func @constants
// CHECK-NEXT:    %false = arith.constant false
// CHECK-NEXT:    cf.assert %false, "fails"
// CHECK-NEXT:    "t.taken"() : () -> ()
// CHECK-NEXT:    return
func.func @constants() {
  %t = arith.constant true
  %f = arith.constant false
  cf.assert %t, "holds"
  cf.assert %f, "fails"
  cf.cond_br %t, ^yes, ^no
^yes:
  "t.taken"() : () -> ()
  return
^no:
  "t.not_taken"() : () -> ()
  return
}

// -----

// Inside a destination reached only from one side, the condition is known.
// CHECK-LABEL: func.func @truth
// CHECK-DAG:     %[[T:.*]] = arith.constant true
// CHECK-DAG:     %[[F:.*]] = arith.constant false
// CHECK:         cf.cond_br %arg0, ^bb1, ^bb2
// CHECK:         "t.then"(%[[T]]) : (i1) -> ()
// CHECK:         "t.else"(%[[F]]) : (i1) -> ()
func.func @truth(%c: i1) {
  cf.cond_br %c, ^then, ^else
^then:
  "t.then"(%c) : (i1) -> ()
  return
^else:
  "t.else"(%c) : (i1) -> ()
  return
}

// -----

// A second branch on the same condition is decided by the first; the
// branch weights of a rewritten cond_br are kept.
// CHECK-LABEL: func.func @same_condition
// CHECK-NEXT:    cf.cond_br %arg0 weights([7, 1]), ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    "t.first"() : () -> ()
// CHECK-NEXT:    "t.inner_true"() : () -> ()
// CHECK-NEXT:    return
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    "t.other"() : () -> ()
func.func @same_condition(%c: i1) {
  cf.cond_br %c weights([7, 1]), ^first, ^other
^first:
  "t.first"() : () -> ()
  cf.cond_br %c, ^inner_true, ^inner_false
^inner_true:
  "t.inner_true"() : () -> ()
  return
^inner_false:
  "t.inner_false"() : () -> ()
  return
^other:
  "t.other"() : () -> ()
  return
}

// -----

// Switches: constant flags, cases equal to the default, and switches
// nested under a switch on the same flag.
// CHECK-LABEL: func.func @switch_constant
// CHECK-NEXT:    "t.two"(%arg0) : (i32) -> ()
// CHECK-NEXT:    return
func.func @switch_constant(%x: i32) {
  %c2 = arith.constant 2 : i32
  cf.switch %c2 : i32, [
    default: ^other,
    1: ^one,
    2: ^two(%x : i32)
  ]
^other:
  "t.other"() : () -> ()
  return
^one:
  "t.one"() : () -> ()
  return
^two(%v: i32):
  "t.two"(%v) : (i32) -> ()
  return
}

// CHECK-LABEL: func.func @switch_cases
// CHECK-NEXT:    cf.switch %arg0 : i32, [
// CHECK-NEXT:      default: ^bb1(%arg1 : i32),
// CHECK-NEXT:      20: ^bb1(%arg2 : i32),
// CHECK-NEXT:      30: ^bb2
// CHECK-NEXT:    ]
func.func @switch_cases(%f: i32, %x: i32, %y: i32) {
  cf.switch %f : i32, [
    default: ^bb1(%x : i32),
    10: ^bb1(%x : i32),
    20: ^bb1(%y : i32),
    30: ^bb2
  ]
^bb1(%a: i32):
  "t.use"(%a) : (i32) -> ()
  return
^bb2:
  "t.z"() : () -> ()
  return
}

// CHECK-LABEL: func.func @switch_only_default
// CHECK-NEXT:    return %arg1 : i32
func.func @switch_only_default(%f: i32, %x: i32) -> i32 {
  cf.switch %f : i32, [
    default: ^bb1(%x : i32)
  ]
^bb1(%a: i32):
  return %a : i32
}

// CHECK-LABEL: func.func @switch_nested
// CHECK:       ^bb1:
// CHECK-NEXT:    cf.switch %arg0 : i32, [
// CHECK-NEXT:      default: ^bb4,
// CHECK-NEXT:      3: ^bb5
// CHECK-NEXT:    ]
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    "t.one"() : () -> ()
func.func @switch_nested(%f: i32) {
  cf.switch %f : i32, [
    default: ^dflt,
    1: ^case1,
    2: ^case2
  ]
^dflt:
  cf.switch %f : i32, [
    default: ^y,
    1: ^z,
    3: ^w
  ]
^case1:
  cf.switch %f : i32, [
    default: ^y,
    1: ^one,
    3: ^w
  ]
^case2:
  "t.x"() : () -> ()
  return
^y:
  "t.y"() : () -> ()
  return
^z:
  "t.z"() : () -> ()
  return
^one:
  "t.one"() : () -> ()
  return
^w:
  "t.w"() : () -> ()
  return
}

// -----

// Unreachable blocks are erased before any pattern runs, even with region
// simplification disabled; the branches then fold to a select.
// RUN: strata-opt %s --allow-unregistered-dialect --canonicalize='region-simplify=disabled' --split-input-file | FileCheck %s --check-prefix=NOSIMPLIFY
// NOSIMPLIFY-LABEL: func.func @unreachable
// NOSIMPLIFY-NEXT:    %[[S:.*]] = arith.select %arg0, %arg1, %arg2 : i32
// NOSIMPLIFY-NEXT:    return %[[S]] : i32
// NOSIMPLIFY-NEXT:  }
func.func @unreachable(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %c, ^left, ^right
^left:
  cf.br ^join(%x : i32)
^right:
  cf.br ^join(%y : i32)
^join(%r: i32):
  return %r : i32
^dead:
  "t.never"() : () -> ()
  return %x : i32
}

// RUN: strata-opt --allow-unregistered-dialect --convert-scf-to-cf %s | FileCheck %s

// Each scf op lowered to blocks and cf branches: counted loops (signed and
// unsigned comparison, with and without loop-carried values), conditionals
// with and without results and else regions, while loops (general and the
// do-while form whose body only forwards), execute_region with several
// blocks, index_switch, and nested loops lowered outermost first. Block
// order and value numbering are mlir-opt's.

// CHECK-LABEL: func.func @for_loop(
// CHECK-NEXT: cf.br ^bb1(%arg0, %arg3 : index, f32)
// CHECK-NEXT: ^bb1(%0: index, %1: f32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %2 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT: cf.cond_br %2, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %3 = arith.addf %1, %1 : f32
// CHECK-NEXT: %4 = arith.addi %0, %arg2 : index
// CHECK-NEXT: cf.br ^bb1(%4, %3 : index, f32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @for_plain(
// CHECK-NEXT: cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %1 = arith.cmpi slt, %0, %arg1 : i32
// CHECK-NEXT: cf.cond_br %1, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: "test.use"(%0) : (i32) -> ()
// CHECK-NEXT: %2 = arith.addi %0, %arg2 : i32
// CHECK-NEXT: cf.br ^bb1(%2 : i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: cf.br ^bb4(%arg0 : i32)
// CHECK-NEXT: ^bb4(%3: i32):  // 2 preds: ^bb3, ^bb5
// CHECK-NEXT: %4 = arith.cmpi ult, %3, %arg1 : i32
// CHECK-NEXT: cf.cond_br %4, ^bb5, ^bb6
// CHECK-NEXT: ^bb5:  // pred: ^bb4
// CHECK-NEXT: "test.use"(%3) : (i32) -> ()
// CHECK-NEXT: %5 = arith.addi %3, %arg2 : i32
// CHECK-NEXT: cf.br ^bb4(%5 : i32)
// CHECK-NEXT: ^bb6:  // pred: ^bb4
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @if_ops(
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "test.then"() : () -> ()
// CHECK-NEXT: cf.br ^bb2
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: cf.cond_br %arg0, ^bb3, ^bb4
// CHECK-NEXT: ^bb3:  // pred: ^bb2
// CHECK-NEXT: cf.br ^bb5(%arg1 : f32)
// CHECK-NEXT: ^bb4:  // pred: ^bb2
// CHECK-NEXT: %0 = arith.addf %arg1, %arg1 : f32
// CHECK-NEXT: cf.br ^bb5(%0 : f32)
// CHECK-NEXT: ^bb5(%1: f32):  // 2 preds: ^bb3, ^bb4
// CHECK-NEXT: cf.br ^bb6
// CHECK-NEXT: ^bb6:  // pred: ^bb5
// CHECK-NEXT: cf.cond_br %arg0, ^bb7, ^bb8
// CHECK-NEXT: ^bb7:  // pred: ^bb6
// CHECK-NEXT: "test.then"() : () -> ()
// CHECK-NEXT: cf.br ^bb9
// CHECK-NEXT: ^bb8:  // pred: ^bb6
// CHECK-NEXT: "test.else"() : () -> ()
// CHECK-NEXT: cf.br ^bb9
// CHECK-NEXT: ^bb9:  // 2 preds: ^bb7, ^bb8
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @while_loop(
// CHECK-NEXT: cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %1 = "test.cond"(%0) : (i32) -> i1
// CHECK-NEXT: cf.cond_br %1, ^bb2(%0 : i32), ^bb3
// CHECK-NEXT: ^bb2(%2: i32):  // pred: ^bb1
// CHECK-NEXT: %3 = "test.next"(%2) : (i32) -> i32
// CHECK-NEXT: cf.br ^bb1(%3 : i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @do_while(
// CHECK-NEXT: cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: %1 = "test.next"(%0) : (i32) -> i32
// CHECK-NEXT: %2 = "test.cond"(%1) : (i32) -> i1
// CHECK-NEXT: cf.cond_br %2, ^bb1(%1 : i32), ^bb2
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @exec(
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %0 = "test.cond"() : () -> i1
// CHECK-NEXT: cf.cond_br %0, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: cf.br ^bb4(%arg0 : i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: %1 = "test.other"() : () -> i32
// CHECK-NEXT: cf.br ^bb4(%1 : i32)
// CHECK-NEXT: ^bb4(%2: i32):  // 2 preds: ^bb2, ^bb3
// CHECK-NEXT: return %2 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @switch(
// CHECK-NEXT: %0 = arith.index_cast %arg0 : index to i32
// CHECK-NEXT: cf.switch %0 : i32, [
// CHECK-NEXT: default: ^bb3,
// CHECK-NEXT: 2: ^bb1,
// CHECK-NEXT: 5: ^bb2
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %1 = "test.a"() : () -> i32
// CHECK-NEXT: cf.br ^bb4(%1 : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %2 = "test.b"() : () -> i32
// CHECK-NEXT: cf.br ^bb4(%2 : i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb0
// CHECK-NEXT: %3 = "test.c"() : () -> i32
// CHECK-NEXT: cf.br ^bb4(%3 : i32)
// CHECK-NEXT: ^bb4(%4: i32):  // 3 preds: ^bb1, ^bb2, ^bb3
// CHECK-NEXT: return %4 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nested(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: cf.br ^bb1(%c0 : index)
// CHECK-NEXT: ^bb1(%0: index):  // 2 preds: ^bb0, ^bb7
// CHECK-NEXT: %1 = arith.cmpi slt, %0, %arg0 : index
// CHECK-NEXT: cf.cond_br %1, ^bb2, ^bb8
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: cf.cond_br %arg1, ^bb3, ^bb7
// CHECK-NEXT: ^bb3:  // pred: ^bb2
// CHECK-NEXT: cf.br ^bb4(%c0 : index)
// CHECK-NEXT: ^bb4(%2: index):  // 2 preds: ^bb3, ^bb5
// CHECK-NEXT: %3 = arith.cmpi slt, %2, %0 : index
// CHECK-NEXT: cf.cond_br %3, ^bb5, ^bb6
// CHECK-NEXT: ^bb5:  // pred: ^bb4
// CHECK-NEXT: "test.use"(%2) : (index) -> ()
// CHECK-NEXT: %4 = arith.addi %2, %c1 : index
// CHECK-NEXT: cf.br ^bb4(%4 : index)
// CHECK-NEXT: ^bb6:  // pred: ^bb4
// CHECK-NEXT: cf.br ^bb7
// CHECK-NEXT: ^bb7:  // 2 preds: ^bb2, ^bb6
// CHECK-NEXT: %5 = arith.addi %0, %c1 : index
// CHECK-NEXT: cf.br ^bb1(%5 : index)
// CHECK-NEXT: ^bb8:  // pred: ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: }

func.func @for_loop(%lb: index, %ub: index, %st: index, %init: f32) -> f32 {
  %r = scf.for %i = %lb to %ub step %st iter_args(%acc = %init) -> (f32) {
    %x = arith.addf %acc, %acc : f32
    scf.yield %x : f32
  }
  return %r : f32
}
func.func @for_plain(%lb: i32, %ub: i32, %st: i32) {
  scf.for %i = %lb to %ub step %st : i32 {
    "test.use"(%i) : (i32) -> ()
  }
  scf.for unsigned %i = %lb to %ub step %st : i32 {
    "test.use"(%i) : (i32) -> ()
  }
  return
}
func.func @if_ops(%c: i1, %a: f32) -> f32 {
  scf.if %c {
    "test.then"() : () -> ()
  }
  %r = scf.if %c -> (f32) {
    scf.yield %a : f32
  } else {
    %b = arith.addf %a, %a : f32
    scf.yield %b : f32
  }
  scf.if %c {
    "test.then"() : () -> ()
  } else {
    "test.else"() : () -> ()
  }
  return %r : f32
}
func.func @while_loop(%a: i32) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %c = "test.cond"(%x) : (i32) -> i1
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    %n = "test.next"(%y) : (i32) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}
func.func @do_while(%a: i32) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %n = "test.next"(%x) : (i32) -> i32
    %c = "test.cond"(%n) : (i32) -> i1
    scf.condition(%c) %n : i32
  } do {
  ^bb0(%y: i32):
    scf.yield %y : i32
  }
  return %r : i32
}
func.func @exec(%a: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    %c = "test.cond"() : () -> i1
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %a : i32
  ^bb2:
    %b = "test.other"() : () -> i32
    scf.yield %b : i32
  }
  return %r : i32
}
func.func @switch(%i: index) -> i32 {
  %r = scf.index_switch %i -> i32
  case 2 {
    %a = "test.a"() : () -> i32
    scf.yield %a : i32
  }
  case 5 {
    %b = "test.b"() : () -> i32
    scf.yield %b : i32
  }
  default {
    %c = "test.c"() : () -> i32
    scf.yield %c : i32
  }
  return %r : i32
}
func.func @nested(%n: index, %c: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.if %c {
      scf.for %j = %c0 to %i step %c1 {
        "test.use"(%j) : (index) -> ()
      }
    }
  }
  return
}

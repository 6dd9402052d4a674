// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect | strata-opt --allow-unregistered-dialect | FileCheck %s

// Blocks: labels are renumbered ^bbN, unreachable blocks are kept, and the
// predecessor comment lists one entry per incoming edge.
"t.func"() ({
^entry(%arg: i32, %flag: i1):
  "t.cond_br"(%flag)[^def, ^exit] : (i1) -> ()
^use:
  "t.br"(%fwd)[^merge] : (i32) -> ()
^def:
  %fwd = "t.def"() : () -> i32
  "t.cond_br"(%flag, %arg)[^use, ^merge] : (i1, i32) -> ()
^merge(%m: i32):
  "t.switch"(%m)[^loop, ^loop, ^exit] : (i32) -> ()
^loop:
  "t.br"(%arg)[^merge] : (i32) -> ()
^exit:
  "t.ret"() : () -> ()
^unreachable.block:
  "t.ret"() : () -> ()
}) : () -> ()
// Block names with dots, dollars and digits are just labels.
"t.labels"() ({
  "t.br"()[^a.b$c] : () -> ()
^a.b$c:
  "t.br"()[^0] : () -> ()
^0:
  "t.ret"() : () -> ()
}) : () -> ()
// Regions of unregistered operations may be graph regions: uses need not be
// dominated by definitions, even in the same block.
"t.graph"() ({
  %a = "t.add"(%b, %c) : (i32, i32) -> i32
  %b = "t.add"(%a, %c) : (i32, i32) -> i32
  %c = "t.const"() : () -> i32
}) : () -> ()
// A value may be used before its definition when the definition dominates
// the use.
func.func @forward(%flag: i1) -> i32 {
  cf.br ^def
^use:
  return %v : i32
^def:
  %v = "t.def"() : () -> i32
  cf.br ^use
}
// A region whose first block has no label.
"t.unlabeled"() ({
  %x = "t.x"() : () -> i32
  "t.br"(%x)[^next] : (i32) -> ()
^next(%y: i32):
  "t.ret"(%y) : (i32) -> ()
}) : () -> ()

// CHECK:      module {
// CHECK-NEXT:   "t.func"() ({
// CHECK-NEXT:   ^bb0(%arg0: i32, %arg1: i1):
// CHECK-NEXT:     "t.cond_br"(%arg1)[^bb2, ^bb5] : (i1) -> ()
// CHECK-NEXT:   ^bb1:  // pred: ^bb2
// CHECK-NEXT:     "t.br"(%0)[^bb3] : (i32) -> ()
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %0 = "t.def"() : () -> i32
// CHECK-NEXT:     "t.cond_br"(%arg1, %arg0)[^bb1, ^bb3] : (i1, i32) -> ()
// CHECK-NEXT:   ^bb3(%1: i32):  // 3 preds: ^bb1, ^bb2, ^bb4
// CHECK-NEXT:     "t.switch"(%1)[^bb4, ^bb4, ^bb5] : (i32) -> ()
// CHECK-NEXT:   ^bb4:  // 2 preds: ^bb3, ^bb3
// CHECK-NEXT:     "t.br"(%arg0)[^bb3] : (i32) -> ()
// CHECK-NEXT:   ^bb5:  // 2 preds: ^bb0, ^bb3
// CHECK-NEXT:     "t.ret"() : () -> ()
// CHECK-NEXT:   ^bb6:  // no predecessors
// CHECK-NEXT:     "t.ret"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "t.labels"() ({
// CHECK-NEXT:     "t.br"()[^bb1] : () -> ()
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     "t.br"()[^bb2] : () -> ()
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     "t.ret"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "t.graph"() ({
// CHECK-NEXT:     %0 = "t.add"(%1, %2) : (i32, i32) -> i32
// CHECK-NEXT:     %1 = "t.add"(%0, %2) : (i32, i32) -> i32
// CHECK-NEXT:     %2 = "t.const"() : () -> i32
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   func.func @forward(%arg0: i1) -> i32 {
// CHECK-NEXT:     cf.br ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb2
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %0 = "t.def"() : () -> i32
// CHECK-NEXT:     cf.br ^bb1
// CHECK-NEXT:   }
// CHECK-NEXT:   "t.unlabeled"() ({
// CHECK-NEXT:     %0 = "t.x"() : () -> i32
// CHECK-NEXT:     "t.br"(%0)[^bb1] : (i32) -> ()
// CHECK-NEXT:   ^bb1(%1: i32):  // pred: ^bb0
// CHECK-NEXT:     "t.ret"(%1) : (i32) -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }

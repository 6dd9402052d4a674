// RUN: strata-opt %s --allow-unregistered-dialect --pass-pipeline="builtin.module(func.func(test-print-dominance))" --mlir-disable-threading -o /dev/null | FileCheck %s

// A loop with an exit: the header dominates the body and the exit, the exit
// post-dominates everything in the function.
func.func @loop(%c: i1) {
  cf.br ^header
^header:
  cf.cond_br %c, ^body, ^exit
^body:
  cf.br ^header
^exit:
  return
}

// Two returns meet only at the virtual root of the post-dominator tree; the
// graph region's block properly dominates itself.
func.func @two_exits(%c: i1) {
  cf.cond_br %c, ^a, ^b
^a:
  test.graph_region {
    "op"() : () -> ()
  }
  return
^b:
  return
}

// CHECK-LABEL: Testing : loop
// CHECK-NEXT: --- DominanceInfo ---
// CHECK-NEXT: Nearest(0, 0) = 0
// CHECK-NEXT: Nearest(0, 1) = 0
// CHECK-NEXT: Nearest(0, 2) = 0
// CHECK-NEXT: Nearest(0, 3) = 0
// CHECK-NEXT: Nearest(0, 4) = 4
// CHECK-NEXT: Nearest(1, 0) = 0
// CHECK-NEXT: Nearest(1, 1) = 1
// CHECK-NEXT: Nearest(1, 2) = 1
// CHECK-NEXT: Nearest(1, 3) = 1
// CHECK-NEXT: Nearest(1, 4) = 4
// CHECK-NEXT: Nearest(2, 0) = 0
// CHECK-NEXT: Nearest(2, 1) = 1
// CHECK-NEXT: Nearest(2, 2) = 2
// CHECK-NEXT: Nearest(2, 3) = 1
// CHECK-NEXT: Nearest(2, 4) = 4
// CHECK-NEXT: Nearest(3, 0) = 0
// CHECK-NEXT: Nearest(3, 1) = 1
// CHECK-NEXT: Nearest(3, 2) = 1
// CHECK-NEXT: Nearest(3, 3) = 3
// CHECK-NEXT: Nearest(3, 4) = 4
// CHECK-NEXT: Nearest(4, 0) = 4
// CHECK-NEXT: Nearest(4, 1) = 4
// CHECK-NEXT: Nearest(4, 2) = 4
// CHECK-NEXT: Nearest(4, 3) = 4
// CHECK-NEXT: Nearest(4, 4) = 4
// CHECK-NEXT: --- PostDominanceInfo ---
// CHECK-NEXT: Nearest(0, 0) = 0
// CHECK-NEXT: Nearest(0, 1) = 1
// CHECK-NEXT: Nearest(0, 2) = 1
// CHECK-NEXT: Nearest(0, 3) = 3
// CHECK-NEXT: Nearest(0, 4) = 4
// CHECK-NEXT: Nearest(1, 0) = 1
// CHECK-NEXT: Nearest(1, 1) = 1
// CHECK-NEXT: Nearest(1, 2) = 1
// CHECK-NEXT: Nearest(1, 3) = 3
// CHECK-NEXT: Nearest(1, 4) = 4
// CHECK-NEXT: Nearest(2, 0) = 1
// CHECK-NEXT: Nearest(2, 1) = 1
// CHECK-NEXT: Nearest(2, 2) = 2
// CHECK-NEXT: Nearest(2, 3) = 3
// CHECK-NEXT: Nearest(2, 4) = 4
// CHECK-NEXT: Nearest(3, 0) = 3
// CHECK-NEXT: Nearest(3, 1) = 3
// CHECK-NEXT: Nearest(3, 2) = 3
// CHECK-NEXT: Nearest(3, 3) = 3
// CHECK-NEXT: Nearest(3, 4) = 4
// CHECK-NEXT: Nearest(4, 0) = 4
// CHECK-NEXT: Nearest(4, 1) = 4
// CHECK-NEXT: Nearest(4, 2) = 4
// CHECK-NEXT: Nearest(4, 3) = 4
// CHECK-NEXT: Nearest(4, 4) = 4
// CHECK-NEXT: --- Block Dominance relationship ---
// CHECK-NEXT: dominates(0, 0) = 1 (properly = 0)
// CHECK-NEXT: dominates(0, 1) = 1 (properly = 1)
// CHECK-NEXT: dominates(0, 2) = 1 (properly = 1)
// CHECK-NEXT: dominates(0, 3) = 1 (properly = 1)
// CHECK-NEXT: dominates(0, 4) = 0 (properly = 0)
// CHECK-NEXT: dominates(1, 0) = 0 (properly = 0)
// CHECK-NEXT: dominates(1, 1) = 1 (properly = 0)
// CHECK-NEXT: dominates(1, 2) = 1 (properly = 1)
// CHECK-NEXT: dominates(1, 3) = 1 (properly = 1)
// CHECK-NEXT: dominates(1, 4) = 0 (properly = 0)
// CHECK-NEXT: dominates(2, 0) = 0 (properly = 0)
// CHECK-NEXT: dominates(2, 1) = 0 (properly = 0)
// CHECK-NEXT: dominates(2, 2) = 1 (properly = 0)
// CHECK-NEXT: dominates(2, 3) = 0 (properly = 0)
// CHECK-NEXT: dominates(2, 4) = 0 (properly = 0)
// CHECK-NEXT: dominates(3, 0) = 0 (properly = 0)
// CHECK-NEXT: dominates(3, 1) = 0 (properly = 0)
// CHECK-NEXT: dominates(3, 2) = 0 (properly = 0)
// CHECK-NEXT: dominates(3, 3) = 1 (properly = 0)
// CHECK-NEXT: dominates(3, 4) = 0 (properly = 0)
// CHECK-NEXT: dominates(4, 0) = 1 (properly = 1)
// CHECK-NEXT: dominates(4, 1) = 1 (properly = 1)
// CHECK-NEXT: dominates(4, 2) = 1 (properly = 1)
// CHECK-NEXT: dominates(4, 3) = 1 (properly = 1)
// CHECK-NEXT: dominates(4, 4) = 1 (properly = 1)
// CHECK-NEXT: --- Block PostDominance relationship ---
// CHECK-NEXT: postdominates(0, 0) = 1 (properly = 0)
// CHECK-NEXT: postdominates(0, 1) = 0 (properly = 0)
// CHECK-NEXT: postdominates(0, 2) = 0 (properly = 0)
// CHECK-NEXT: postdominates(0, 3) = 0 (properly = 0)
// CHECK-NEXT: postdominates(0, 4) = 0 (properly = 0)
// CHECK-NEXT: postdominates(1, 0) = 1 (properly = 1)
// CHECK-NEXT: postdominates(1, 1) = 1 (properly = 0)
// CHECK-NEXT: postdominates(1, 2) = 1 (properly = 1)
// CHECK-NEXT: postdominates(1, 3) = 0 (properly = 0)
// CHECK-NEXT: postdominates(1, 4) = 0 (properly = 0)
// CHECK-NEXT: postdominates(2, 0) = 0 (properly = 0)
// CHECK-NEXT: postdominates(2, 1) = 0 (properly = 0)
// CHECK-NEXT: postdominates(2, 2) = 1 (properly = 0)
// CHECK-NEXT: postdominates(2, 3) = 0 (properly = 0)
// CHECK-NEXT: postdominates(2, 4) = 0 (properly = 0)
// CHECK-NEXT: postdominates(3, 0) = 1 (properly = 1)
// CHECK-NEXT: postdominates(3, 1) = 1 (properly = 1)
// CHECK-NEXT: postdominates(3, 2) = 1 (properly = 1)
// CHECK-NEXT: postdominates(3, 3) = 1 (properly = 0)
// CHECK-NEXT: postdominates(3, 4) = 0 (properly = 0)
// CHECK-NEXT: postdominates(4, 0) = 1 (properly = 1)
// CHECK-NEXT: postdominates(4, 1) = 1 (properly = 1)
// CHECK-NEXT: postdominates(4, 2) = 1 (properly = 1)
// CHECK-NEXT: postdominates(4, 3) = 1 (properly = 1)
// CHECK-NEXT: postdominates(4, 4) = 1 (properly = 1)
// CHECK-LABEL: Testing : two_exits
// CHECK-NEXT: --- DominanceInfo ---
// CHECK-NEXT: Nearest(0, 0) = 0
// CHECK-NEXT: Nearest(0, 1) = 0
// CHECK-NEXT: Nearest(0, 2) = 0
// CHECK-NEXT: Nearest(0, 3) = 0
// CHECK-NEXT: Nearest(0, 4) = 4
// CHECK-NEXT: Nearest(1, 0) = 0
// CHECK-NEXT: Nearest(1, 1) = 1
// CHECK-NEXT: Nearest(1, 2) = 2
// CHECK-NEXT: Nearest(1, 3) = 0
// CHECK-NEXT: Nearest(1, 4) = 4
// CHECK-NEXT: Nearest(2, 0) = 0
// CHECK-NEXT: Nearest(2, 1) = 2
// CHECK-NEXT: Nearest(2, 2) = 2
// CHECK-NEXT: Nearest(2, 3) = 0
// CHECK-NEXT: Nearest(2, 4) = 4
// CHECK-NEXT: Nearest(3, 0) = 0
// CHECK-NEXT: Nearest(3, 1) = 0
// CHECK-NEXT: Nearest(3, 2) = 0
// CHECK-NEXT: Nearest(3, 3) = 3
// CHECK-NEXT: Nearest(3, 4) = 4
// CHECK-NEXT: Nearest(4, 0) = 4
// CHECK-NEXT: Nearest(4, 1) = 4
// CHECK-NEXT: Nearest(4, 2) = 4
// CHECK-NEXT: Nearest(4, 3) = 4
// CHECK-NEXT: Nearest(4, 4) = 4
// CHECK-NEXT: --- PostDominanceInfo ---
// CHECK-NEXT: Nearest(0, 0) = 0
// CHECK-NEXT: Nearest(0, 1) = <no dom>
// CHECK-NEXT: Nearest(0, 2) = <no dom>
// CHECK-NEXT: Nearest(0, 3) = <no dom>
// CHECK-NEXT: Nearest(0, 4) = 4
// CHECK-NEXT: Nearest(1, 0) = <no dom>
// CHECK-NEXT: Nearest(1, 1) = 1
// CHECK-NEXT: Nearest(1, 2) = 2
// CHECK-NEXT: Nearest(1, 3) = <no dom>
// CHECK-NEXT: Nearest(1, 4) = 4
// CHECK-NEXT: Nearest(2, 0) = <no dom>
// CHECK-NEXT: Nearest(2, 1) = 2
// CHECK-NEXT: Nearest(2, 2) = 2
// CHECK-NEXT: Nearest(2, 3) = <no dom>
// CHECK-NEXT: Nearest(2, 4) = 4
// CHECK-NEXT: Nearest(3, 0) = <no dom>
// CHECK-NEXT: Nearest(3, 1) = <no dom>
// CHECK-NEXT: Nearest(3, 2) = <no dom>
// CHECK-NEXT: Nearest(3, 3) = 3
// CHECK-NEXT: Nearest(3, 4) = 4
// CHECK-NEXT: Nearest(4, 0) = 4
// CHECK-NEXT: Nearest(4, 1) = 4
// CHECK-NEXT: Nearest(4, 2) = 4
// CHECK-NEXT: Nearest(4, 3) = 4
// CHECK-NEXT: Nearest(4, 4) = 4
// CHECK-NEXT: --- Block Dominance relationship ---
// CHECK-NEXT: dominates(0, 0) = 1 (properly = 0)
// CHECK-NEXT: dominates(0, 1) = 1 (properly = 1)
// CHECK-NEXT: dominates(0, 2) = 1 (properly = 1)
// CHECK-NEXT: dominates(0, 3) = 1 (properly = 1)
// CHECK-NEXT: dominates(0, 4) = 0 (properly = 0)
// CHECK-NEXT: dominates(1, 0) = 0 (properly = 0)
// CHECK-NEXT: dominates(1, 1) = 1 (properly = 1)
// CHECK-NEXT: dominates(1, 2) = 0 (properly = 0)
// CHECK-NEXT: dominates(1, 3) = 0 (properly = 0)
// CHECK-NEXT: dominates(1, 4) = 0 (properly = 0)
// CHECK-NEXT: dominates(2, 0) = 0 (properly = 0)
// CHECK-NEXT: dominates(2, 1) = 1 (properly = 1)
// CHECK-NEXT: dominates(2, 2) = 1 (properly = 0)
// CHECK-NEXT: dominates(2, 3) = 0 (properly = 0)
// CHECK-NEXT: dominates(2, 4) = 0 (properly = 0)
// CHECK-NEXT: dominates(3, 0) = 0 (properly = 0)
// CHECK-NEXT: dominates(3, 1) = 0 (properly = 0)
// CHECK-NEXT: dominates(3, 2) = 0 (properly = 0)
// CHECK-NEXT: dominates(3, 3) = 1 (properly = 0)
// CHECK-NEXT: dominates(3, 4) = 0 (properly = 0)
// CHECK-NEXT: dominates(4, 0) = 1 (properly = 1)
// CHECK-NEXT: dominates(4, 1) = 1 (properly = 1)
// CHECK-NEXT: dominates(4, 2) = 1 (properly = 1)
// CHECK-NEXT: dominates(4, 3) = 1 (properly = 1)
// CHECK-NEXT: dominates(4, 4) = 1 (properly = 1)
// CHECK-NEXT: --- Block PostDominance relationship ---
// CHECK-NEXT: postdominates(0, 0) = 1 (properly = 0)
// CHECK-NEXT: postdominates(0, 1) = 0 (properly = 0)
// CHECK-NEXT: postdominates(0, 2) = 0 (properly = 0)
// CHECK-NEXT: postdominates(0, 3) = 0 (properly = 0)
// CHECK-NEXT: postdominates(0, 4) = 0 (properly = 0)
// CHECK-NEXT: postdominates(1, 0) = 0 (properly = 0)
// CHECK-NEXT: postdominates(1, 1) = 1 (properly = 1)
// CHECK-NEXT: postdominates(1, 2) = 0 (properly = 0)
// CHECK-NEXT: postdominates(1, 3) = 0 (properly = 0)
// CHECK-NEXT: postdominates(1, 4) = 0 (properly = 0)
// CHECK-NEXT: postdominates(2, 0) = 0 (properly = 0)
// CHECK-NEXT: postdominates(2, 1) = 1 (properly = 1)
// CHECK-NEXT: postdominates(2, 2) = 1 (properly = 0)
// CHECK-NEXT: postdominates(2, 3) = 0 (properly = 0)
// CHECK-NEXT: postdominates(2, 4) = 0 (properly = 0)
// CHECK-NEXT: postdominates(3, 0) = 0 (properly = 0)
// CHECK-NEXT: postdominates(3, 1) = 0 (properly = 0)
// CHECK-NEXT: postdominates(3, 2) = 0 (properly = 0)
// CHECK-NEXT: postdominates(3, 3) = 1 (properly = 0)
// CHECK-NEXT: postdominates(3, 4) = 0 (properly = 0)
// CHECK-NEXT: postdominates(4, 0) = 1 (properly = 1)
// CHECK-NEXT: postdominates(4, 1) = 1 (properly = 1)
// CHECK-NEXT: postdominates(4, 2) = 1 (properly = 1)
// CHECK-NEXT: postdominates(4, 3) = 1 (properly = 1)
// CHECK-NEXT: postdominates(4, 4) = 1 (properly = 1)

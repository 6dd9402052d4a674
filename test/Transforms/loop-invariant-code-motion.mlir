// RUN: strata-opt %s --allow-unregistered-dialect --loop-invariant-code-motion | FileCheck %s

// No shipped operation is loop-like yet: CFG loops and unregistered ops
// with regions keep their bodies as they are.
// CHECK-LABEL: func.func @cfg_loop
// CHECK:       ^bb1(%[[I:.*]]: i32):
// CHECK-NEXT:    arith.addi %arg0, %arg0
// CHECK:         "u.region"() ({
// CHECK-NEXT:      arith.muli %arg0, %arg0
func.func @cfg_loop(%x: i32, %c: i1) {
  cf.br ^bb1(%x : i32)
^bb1(%i: i32):
  %a = arith.addi %x, %x : i32
  "u.region"() ({
    %b = arith.muli %x, %x : i32
    "u.use"(%b) : (i32) -> ()
  }) : () -> ()
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb2:
  return
}

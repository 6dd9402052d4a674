// Region DCE over more than 64 operations: liveness is kept per operation
// id, so ids past the first word must be tracked like the first ones.
// RUN: strata-opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s

func.func @dead_cycle_after_many_ops(%c: i1, %x: i32) -> i32 {
  %v0 = "u.op"() : () -> i32
  %v1 = "u.op"() : () -> i32
  %v2 = "u.op"() : () -> i32
  %v3 = "u.op"() : () -> i32
  %v4 = "u.op"() : () -> i32
  %v5 = "u.op"() : () -> i32
  %v6 = "u.op"() : () -> i32
  %v7 = "u.op"() : () -> i32
  %v8 = "u.op"() : () -> i32
  %v9 = "u.op"() : () -> i32
  %v10 = "u.op"() : () -> i32
  %v11 = "u.op"() : () -> i32
  %v12 = "u.op"() : () -> i32
  %v13 = "u.op"() : () -> i32
  %v14 = "u.op"() : () -> i32
  %v15 = "u.op"() : () -> i32
  %v16 = "u.op"() : () -> i32
  %v17 = "u.op"() : () -> i32
  %v18 = "u.op"() : () -> i32
  %v19 = "u.op"() : () -> i32
  %v20 = "u.op"() : () -> i32
  %v21 = "u.op"() : () -> i32
  %v22 = "u.op"() : () -> i32
  %v23 = "u.op"() : () -> i32
  %v24 = "u.op"() : () -> i32
  %v25 = "u.op"() : () -> i32
  %v26 = "u.op"() : () -> i32
  %v27 = "u.op"() : () -> i32
  %v28 = "u.op"() : () -> i32
  %v29 = "u.op"() : () -> i32
  %v30 = "u.op"() : () -> i32
  %v31 = "u.op"() : () -> i32
  %v32 = "u.op"() : () -> i32
  %v33 = "u.op"() : () -> i32
  %v34 = "u.op"() : () -> i32
  %v35 = "u.op"() : () -> i32
  %v36 = "u.op"() : () -> i32
  %v37 = "u.op"() : () -> i32
  %v38 = "u.op"() : () -> i32
  %v39 = "u.op"() : () -> i32
  %v40 = "u.op"() : () -> i32
  %v41 = "u.op"() : () -> i32
  %v42 = "u.op"() : () -> i32
  %v43 = "u.op"() : () -> i32
  %v44 = "u.op"() : () -> i32
  %v45 = "u.op"() : () -> i32
  %v46 = "u.op"() : () -> i32
  %v47 = "u.op"() : () -> i32
  %v48 = "u.op"() : () -> i32
  %v49 = "u.op"() : () -> i32
  %v50 = "u.op"() : () -> i32
  %v51 = "u.op"() : () -> i32
  %v52 = "u.op"() : () -> i32
  %v53 = "u.op"() : () -> i32
  %v54 = "u.op"() : () -> i32
  %v55 = "u.op"() : () -> i32
  %v56 = "u.op"() : () -> i32
  %v57 = "u.op"() : () -> i32
  %v58 = "u.op"() : () -> i32
  %v59 = "u.op"() : () -> i32
  %v60 = "u.op"() : () -> i32
  %v61 = "u.op"() : () -> i32
  %v62 = "u.op"() : () -> i32
  %v63 = "u.op"() : () -> i32
  %v64 = "u.op"() : () -> i32
  %v65 = "u.op"() : () -> i32
  %v66 = "u.op"() : () -> i32
  %v67 = "u.op"() : () -> i32
  %v68 = "u.op"() : () -> i32
  %v69 = "u.op"() : () -> i32
  cf.br ^loop(%x : i32)
^loop(%a: i32):
  %n = arith.addi %a, %a : i32
  %m = arith.muli %n, %v69 : i32
  cf.cond_br %c, ^loop(%m : i32), ^exit
^exit:
  %r = arith.addi %v0, %v68 : i32
  return %r : i32
}

// CHECK-LABEL: func.func @dead_cycle_after_many_ops
// CHECK-SAME:    (%[[C:.*]]: i1, %[[X:.*]]: i32) -> i32
// CHECK:         %[[V0:.*]] = "u.op"() : () -> i32
// CHECK-COUNT-67: "u.op"() : () -> i32
// CHECK-NEXT:    %[[V68:.*]] = "u.op"() : () -> i32
// CHECK-NEXT:    "u.op"() : () -> i32
// CHECK-NEXT:    cf.br ^bb1{{$}}
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    cf.cond_br %[[C]], ^bb1, ^bb2
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    %[[R:.*]] = arith.addi %[[V0]], %[[V68]] : i32
// CHECK-NEXT:    return %[[R]] : i32

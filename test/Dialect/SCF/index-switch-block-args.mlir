// RUN: strata-opt %s | strata-opt | FileCheck %s

// Block arguments on the regions of `scf.index_switch` verify; each region
// prints its entry block header so that the text reads back.

// CHECK-LABEL: func.func @switch_region_args
// CHECK:       scf.index_switch %{{.*}} -> i32
// CHECK-NEXT:  case 2 {
// CHECK-NEXT:  ^bb0(%[[C:.*]]: i32):
// CHECK-NEXT:    scf.yield %[[C]] : i32
// CHECK:       default {
// CHECK-NEXT:  ^bb0(%{{.*}}: i32):
// CHECK-NEXT:    scf.yield %[[X:.*]] : i32
"func.func"() <{function_type = (index, i32) -> (), sym_name = "switch_region_args"}> ({
^bb0(%i: index, %x: i32):
  %r = "scf.index_switch"(%i) <{cases = array<i64: 2>}> ({
  ^bb0(%d: i32):
    "scf.yield"(%x) : (i32) -> ()
  }, {
  ^bb0(%c: i32):
    "scf.yield"(%c) : (i32) -> ()
  }) : (index) -> (i32)
  "func.return"() : () -> ()
}) : () -> ()

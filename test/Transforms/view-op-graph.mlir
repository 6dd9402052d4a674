// RUN: strata-opt %s --allow-unregistered-dialect --view-op-graph -o /dev/null 2>&1 | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --view-op-graph="print-control-flow-edges=true print-data-flow-edges=false max-label-len=4" -o /dev/null 2>&1 | FileCheck %s --check-prefix=CFG
// RUN: strata-opt %s --allow-unregistered-dialect --view-op-graph="print-attrs=false print-result-types=false" -o /dev/null 2>&1 | FileCheck %s --check-prefix=BARE
// RUN: strata-opt %s --allow-unregistered-dialect --view-op-graph | FileCheck %s --check-prefix=IR

func.func @pick(%lhs: i32, %rhs: i32) -> i32 {
  %one = arith.constant 1 : i32
  %sum = arith.addi %lhs, %one : i32
  %lt = arith.cmpi slt, %sum, %rhs : i32
  cf.cond_br %lt, ^small(%sum : i32), ^large
^small(%v: i32):
  return %v : i32
^large:
  %pair:2 = "demo.split"(%rhs) {tag = "a|b{c}", many = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]} : (i32) -> (i32, tensor<2xi8>)
  %wrapped = "demo.wrap"(%pair#0) ({
  ^entry(%inner: i32):
    "demo.yield"(%inner, %pair#1) : (i32, tensor<2xi8>) -> ()
  }) : (i32) -> i32
  return %wrapped : i32
}

// CHECK:      digraph G {
// CHECK-NEXT:   compound = true;
// CHECK-NEXT:   subgraph cluster_1 {
// CHECK-NEXT:     v2 [label = " ", shape = plain];
// CHECK-NEXT:     label = "builtin.module : ()\l";
// CHECK-NEXT:     subgraph cluster_3 {
// CHECK-NEXT:       v4 [label = " ", shape = plain];
// CHECK-NEXT:       label = "";
// CHECK-NEXT:       subgraph cluster_5 {
// CHECK-NEXT:         v6 [label = " ", shape = plain];
// CHECK-NEXT:         label = "func.func : ()\lfunction_type: (i32, i32) -\> i32\lsym_name: \"pick\"\l";
// CHECK-NEXT:         subgraph cluster_7 {
// CHECK-NEXT:           v8 [label = " ", shape = plain];
// CHECK-NEXT:           label = "";
// CHECK-NEXT:           v9 [label = "<res_arg0> %arg0 i32", shape = Mrecord];
// CHECK-NEXT:           v10 [label = "<res_arg1> %arg1 i32", shape = Mrecord];
// CHECK-NEXT:           v11 [fillcolor = "0.000000 0.3 0.95", label = "{arith.constant\l\lvalue: 1 : i32\l|{<res_c1_i32> %c1_i32 i32}}", shape = Mrecord, style = filled];
// CHECK-NEXT:           v12 [fillcolor = "0.100000 0.3 0.95", label = "{{[{][{]}}<arg_arg0> %arg0|<arg_c1_i32> %c1_i32}|arith.addi\l\loverflowFlags: #arith.overflow\<none...\l|{<res_0> %0 i32}}", shape = Mrecord, style = filled];
// CHECK-NEXT:           v13 [fillcolor = "0.200000 0.3 0.95", label = "{{[{][{]}}<arg_0> %0|<arg_arg1> %arg1}|arith.cmpi\l\lpredicate: 2 : i64\l|{<res_1> %1 i1}}", shape = Mrecord, style = filled];
// CHECK-NEXT:           v14 [fillcolor = "0.300000 0.3 0.95", label = "{{[{][{]}}<arg_1> %1|<arg_0> %0}|cf.cond_br\l\loperandSegmentSizes: array\<i32: 1, 1, 0\>\l}", shape = Mrecord, style = filled];
// CHECK-NEXT:         }
// CHECK-NEXT:         subgraph cluster_15 {
// CHECK-NEXT:           v16 [label = " ", shape = plain];
// CHECK-NEXT:           label = "";
// CHECK-NEXT:           v17 [label = "<res_2> %2 i32", shape = Mrecord];
// CHECK-NEXT:           v18 [fillcolor = "0.400000 0.3 0.95", label = "{{[{][{]}}<arg_2> %2}|func.return\l}", shape = Mrecord, style = filled];
// CHECK-NEXT:         }
// CHECK-NEXT:         subgraph cluster_19 {
// CHECK-NEXT:           v20 [label = " ", shape = plain];
// CHECK-NEXT:           label = "";
// CHECK-NEXT:           v21 [fillcolor = "0.500000 0.3 0.95", label = "{{[{][{]}}<arg_arg1> %arg1}|demo.split\l\lmany: [...]\ltag: \"a\|b\{c\}\"\l|{<res_3_0> %3#0 i32|<res_3_1> %3#1 tensor\<2xi8\>}}", shape = Mrecord, style = filled];
// CHECK-NEXT:           subgraph cluster_22 {
// CHECK-NEXT:             v23 [label = " ", shape = plain];
// CHECK-NEXT:             label = "demo.wrap : (i32)\l";
// CHECK-NEXT:             subgraph cluster_24 {
// CHECK-NEXT:               v25 [label = " ", shape = plain];
// CHECK-NEXT:               label = "";
// CHECK-NEXT:               v26 [label = "<res_arg2> %arg2 i32", shape = Mrecord];
// CHECK-NEXT:               v27 [fillcolor = "0.600000 0.3 0.95", label = "{{[{][{]}}<arg_arg2> %arg2|<arg_3_1> %3#1}|demo.yield\l}", shape = Mrecord, style = filled];
// CHECK-NEXT:             }
// CHECK-NEXT:           }
// CHECK-NEXT:           v28 [fillcolor = "0.400000 0.3 0.95", label = "{{[{][{]}}<arg_4> %4}|func.return\l}", shape = Mrecord, style = filled];
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   v9:res_arg0:s -> v12:arg_arg0:n[style = solid];
// CHECK-NEXT:   v11:res_c1_i32:s -> v12:arg_c1_i32:n[style = solid];
// CHECK-NEXT:   v12:res_0:s -> v13:arg_0:n[style = solid];
// CHECK-NEXT:   v10:res_arg1:s -> v13:arg_arg1:n[style = solid];
// CHECK-NEXT:   v13:res_1:s -> v14:arg_1:n[style = solid];
// CHECK-NEXT:   v12:res_0:s -> v14:arg_0:n[style = solid];
// CHECK-NEXT:   v17:res_2:s -> v18:arg_2:n[style = solid];
// CHECK-NEXT:   v10:res_arg1:s -> v21:arg_arg1:n[style = solid];
// CHECK-NEXT:   v26:res_arg2:s -> v27:arg_arg2:n[style = solid];
// CHECK-NEXT:   v21:res_3_1:s -> v27:arg_3_1:n[style = solid];
// CHECK-NEXT:   v21:res_3_0:s -> v23[lhead = cluster_22, style = solid];
// CHECK-NEXT:   v23 -> v28:arg_4:n[ltail = cluster_22, style = solid];
// CHECK-NEXT: }

// Truncated labels and dashed edges between consecutive operations.
// CFG:      label = "func.func : ()\lfunction_type: (i32...\lsym_name: \"pic...\l";
// CFG:      v12 [{{.*}}label = "{{[{][{]}}<arg_arg0> %arg0|<arg_c1_i32> %c1_i32}|arith.addi\l\loverflowFlags: #ari...\l|{<res_0> %0 i32}}"
// CFG:      <res_3_1> %3#1 tens...}}"
// CFG:      label = "demo.wrap : (i32)\l";
// CFG-NOT:  style = solid
// CFG:      v11 -> v12[style = dashed];
// CFG-NEXT: v12 -> v13[style = dashed];
// CFG-NEXT: v13 -> v14[style = dashed];
// CFG-NEXT: v21 -> v23[lhead = cluster_22, style = dashed];
// CFG-NEXT: v23 -> v28[ltail = cluster_22, style = dashed];
// CFG-NEXT: }

// Without attributes and types, labels hold only names.
// BARE:      label = "builtin.module";
// BARE:      label = "func.func";
// BARE:      v9 [label = "<res_arg0> %arg0", shape = Mrecord];
// BARE:      label = "{arith.constant\l|{<res_c1_i32> %c1_i32}}"
// BARE:      label = "demo.wrap";

// The IR itself is unchanged.
// IR-LABEL: func.func @pick
// IR:       "demo.wrap"(%3#0)

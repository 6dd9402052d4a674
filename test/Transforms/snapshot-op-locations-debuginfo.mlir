// RUN: strata-opt %s --allow-unregistered-dialect --snapshot-op-locations='filename=%t.snap print-debuginfo' --mlir-print-debuginfo | FileCheck %s
// RUN: FileCheck %s --check-prefix=SNAP < %t.snap

// With print-debuginfo the snapshot keeps the old locations; the aliases
// of block-argument locations head it, so every op sits one line lower
// than without them.

// SNAP:      #[[ARG:loc[0-9]*]] = loc("args.mlir":1:1)
// SNAP-NEXT: module {
// SNAP-NEXT:   func.func @f(%arg0: i32 loc("args.mlir":1:1)) {
// SNAP-NEXT:     "t.first"(%arg0) : (i32) -> () loc(#loc{{[0-9]*}})
// SNAP:      #loc{{[0-9]*}} = loc("first.mlir":1:2)

// CHECK:      "t.first"(%arg0) : (i32) -> () loc(#[[FIRST:loc[0-9]*]])
// CHECK-NEXT: return loc(#[[RET:loc[0-9]*]])
// CHECK-NEXT: } loc(#[[FUNC:loc[0-9]*]])
// CHECK-DAG:  #[[FUNC]] = loc("{{.*}}.snap":3:2)
// CHECK-DAG:  #[[FIRST]] = loc("{{.*}}.snap":4:4)
// CHECK-DAG:  #[[RET]] = loc("{{.*}}.snap":5:4)

func.func @f(%a: i32 loc("args.mlir":1:1)) {
  "t.first"(%a) : (i32) -> () loc("first.mlir":1:2)
  return
}

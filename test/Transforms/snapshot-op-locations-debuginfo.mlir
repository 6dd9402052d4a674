// RUN: strata-opt %s --allow-unregistered-dialect --snapshot-op-locations='filename=%t.snap print-debuginfo' --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s
// RUN: FileCheck %s --check-prefix=SNAP < %t.snap

// With print-debuginfo the snapshot keeps the old locations; the aliases
// of block-argument locations head it, so every op sits one line lower
// than without them.

// SNAP:      #[[ARG:loc[0-9]*]] = loc("args.mlir":1:1)
// SNAP-NEXT: module {
// SNAP-NEXT:   func.func @f(%arg0: i32 loc("args.mlir":1:1)) {
// SNAP-NEXT:     "t.first"(%arg0) : (i32) -> () loc(#loc{{[0-9]*}})
// SNAP:      #loc{{[0-9]*}} = loc("first.mlir":1:2)

// CHECK:      func.func @f(
// CHECK-NEXT:   "t.first"(%arg0) : (i32) -> () loc("{{.*}}.snap":4:4)
// CHECK-NEXT:   return loc("{{.*}}.snap":5:4)
// CHECK-NEXT: } loc("{{.*}}.snap":3:2)

func.func @f(%a: i32 loc("args.mlir":1:1)) {
  "t.first"(%a) : (i32) -> () loc("first.mlir":1:2)
  return
}

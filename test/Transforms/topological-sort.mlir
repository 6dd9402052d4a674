// RUN: strata-opt %s --allow-unregistered-dialect --topological-sort | FileCheck %s

// Each round schedules, in order, every op of the module's graph region whose
// operands are ready. A use inside a nested region keeps its parent op after
// the definition; a use of a value defined inside the op itself does not.
// A cycle with no ready op is given up one op at a time from the first
// unscheduled one, so "t.after", "t.p" and "t.q" keep their order. The
// region of an unregistered op has SSA dominance and is left alone; the
// nested module's graph region is sorted.

// CHECK:      %[[TWO:.*]] = "t.two"()
// CHECK-NEXT: %[[ONE:.*]] = "t.one"()
// CHECK-NEXT: %[[PROD:.*]] = "t.producer"()
// CHECK-NEXT: "t.self"() ({
// CHECK-NEXT:   %[[IN:.*]] = "t.in"()
// CHECK-NEXT:   "t.graph_use"(%[[IN]])
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "t.ssa"() ({
// CHECK-NEXT:   "t.b"()
// CHECK-NEXT:   "t.a"()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: module @graph {
// CHECK-NEXT:   %[[D:.*]] = "t.def"()
// CHECK-NEXT:   "t.use"(%[[D]])
// CHECK-NEXT: }
// CHECK-NEXT: %[[SUM:.*]] = "t.sum"(%[[ONE]], %[[TWO]])
// CHECK-NEXT: "t.print"(%[[SUM]])
// CHECK-NEXT: "t.holder"() ({
// CHECK-NEXT:   "t.read"(%[[SUM]])
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "t.last"(%[[PROD]])
// CHECK-NEXT: "t.after"(%[[Q:[0-9]+]])
// CHECK-NEXT: %[[P:.*]] = "t.p"(%[[Q]])
// CHECK-NEXT: %[[Q]] = "t.q"(%[[P]])

%sum = "t.sum"(%one, %two) : (i32, i32) -> i32
"t.print"(%sum) : (i32) -> ()
"t.holder"() ({
  "t.read"(%sum) : (i32) -> ()
}) : () -> ()
%two = "t.two"() : () -> i32
%one = "t.one"() : () -> i32
"t.after"(%q) : (i32) -> ()
%p = "t.p"(%q) : (i32) -> i32
%q = "t.q"(%p) : (i32) -> i32
"t.last"(%s) : (i32) -> ()
%s = "t.producer"() : () -> i32
"t.self"() ({
  %in = "t.in"() : () -> i32
  "t.graph_use"(%in) : (i32) -> ()
}) : () -> ()
"t.ssa"() ({
  "t.b"() : () -> ()
  "t.a"() : () -> ()
}) : () -> ()
module @graph {
  "t.use"(%d) : (i32) -> ()
  %d = "t.def"() : () -> i32
}

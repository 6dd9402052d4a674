// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-debuginfo --mlir-pretty-debuginfo | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-debuginfo --mlir-pretty-debuginfo --mlir-print-local-scope | FileCheck %s --check-prefix=LOCAL
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-pretty-debuginfo | FileCheck %s --check-prefix=NOLOCS

// The pretty form drops `loc(...)`, keywords and file-name quotes. Operation
// and block-argument locations are printed in full (never as their alias);
// locations nested in them use aliases, whose definitions are pretty too.
// A call site breaks its line before ` at `, unless a name is called from a
// file position.

// CHECK:      #[[UNKNOWN:loc[0-9]*]] = [unknown]
// CHECK-NEXT: #[[INNER:loc[0-9]+]] = inner.mlir:3:4
// CHECK-NEXT: #{{loc[0-9]*}} = arg.mlir:5:5
// CHECK-NEXT: module {
// CHECK-NEXT:   "t.unknown"() : () -> () [unknown]
// CHECK-NEXT:   "t.file"() : () -> () file.mlir:10:8
// CHECK-NEXT:   "t.range"() : () -> () file.mlir:10:8 to 12:3
// CHECK-NEXT:   "t.line_range"() : () -> () file.mlir:10:8 to :20
// CHECK-NEXT:   "t.spaced"() : () -> () my file.mlir:1:2
// CHECK-NEXT:   "t.name"() : () -> () "named"
// CHECK-NEXT:   "t.name_child"() : () -> () "outer"(#[[INNER]])
// CHECK-NEXT:   "t.name_call"() : () -> () #[[FOO:loc[0-9]+]] at #[[CALLER:loc[0-9]+]]
// CHECK-NEXT:   "t.file_call"() : () -> () #[[CALLEE:loc[0-9]+]]{{$}}
// CHECK-NEXT:  at #[[CALLER]]
// CHECK-NEXT:   "t.nested_call"() : () -> () #[[FOO]]{{$}}
// CHECK-NEXT:  at #[[BAR_CALL:loc[0-9]+]]
// CHECK-NEXT:   "t.fused"() : () -> () [#[[A:loc[0-9]+]], #[[B:loc[0-9]+]]]
// CHECK-NEXT:   "t.fused_meta"() : () -> () <"meta">[#[[A]]]
// CHECK-NEXT:   "t.fused_meta_empty"() : () -> () <"meta">[#[[UNKNOWN]]]
// CHECK-NEXT:   "t.alias"() : () -> () alias.mlir:7:8
// CHECK-NEXT:   "t.attr"() {l = #[[INNER]]} : () -> () [unknown]
// CHECK-NEXT:   "t.region"() ({
// CHECK-NEXT:   ^bb0(%arg0: i32 arg.mlir:5:5, %arg1: i32 [unknown]):
// CHECK-NEXT:     "t.yield"() : () -> () [unknown]
// CHECK-NEXT:   }) : () -> () [unknown]
// CHECK-NEXT: } {{.*}}pretty-debuginfo.mlir:0:0
// CHECK:      #[[FOO]] = "foo"
// CHECK:      #[[CALLER]] = caller.mlir:2:2
// CHECK:      #[[CALLEE]] = callee.mlir:1:1
// CHECK:      #[[A]] = a.mlir:1:1
// CHECK:      #[[B]] = b.mlir:2:2
// CHECK:      #[[BAR_CALL]] = #{{loc[0-9]+}} at #{{loc[0-9]+}}

// Without aliases, nested locations are printed in full, pretty too.
// LOCAL: "t.name_child"() : () -> () "outer"(inner.mlir:3:4)
// LOCAL: "t.nested_call"() : () -> () "foo"{{$}}
// LOCAL-NEXT:  at "bar"(x.mlir:1:1) at y.mlir:3:3
// LOCAL: "t.fused_meta_empty"() : () -> () <"meta">{{\[\[}}unknown]]
// LOCAL: "t.attr"() {l = inner.mlir:3:4} : () -> () [unknown]

// Without --mlir-print-debuginfo, operations have no locations, but
// location-valued attributes are still printed in the pretty form.
// NOLOCS:      #[[NOLOCS_INNER:loc[0-9]*]] = inner.mlir:3:4
// NOLOCS:      "t.unknown"() : () -> (){{$}}
// NOLOCS:      "t.attr"() {l = #[[NOLOCS_INNER]]} : () -> (){{$}}
// NOLOCS:      ^bb0(%arg0: i32, %arg1: i32):
// NOLOCS-NOT:  loc(

#alias = loc("alias.mlir":7:8)
"t.unknown"() : () -> () loc(unknown)
"t.file"() : () -> () loc("file.mlir":10:8)
"t.range"() : () -> () loc("file.mlir":10:8 to 12:3)
"t.line_range"() : () -> () loc("file.mlir":10:8 to :20)
"t.spaced"() : () -> () loc("my file.mlir":1:2)
"t.name"() : () -> () loc("named")
"t.name_child"() : () -> () loc("outer"("inner.mlir":3:4))
"t.name_call"() : () -> () loc(callsite("foo" at "caller.mlir":2:2))
"t.file_call"() : () -> () loc(callsite("callee.mlir":1:1 at "caller.mlir":2:2))
"t.nested_call"() : () -> () loc(callsite("foo" at callsite("bar"("x.mlir":1:1) at "y.mlir":3:3)))
"t.fused"() : () -> () loc(fused["a.mlir":1:1, "b.mlir":2:2, unknown])
"t.fused_meta"() : () -> () loc(fused<"meta">["a.mlir":1:1, unknown])
"t.fused_meta_empty"() : () -> () loc(fused<"meta">[unknown])
"t.alias"() : () -> () loc(#alias)
"t.attr"() {l = loc("inner.mlir":3:4)} : () -> () loc(unknown)
"t.region"() ({
^bb0(%a: i32 loc("arg.mlir":5:5), %b: i32 loc(unknown)):
  "t.yield"() : () -> () loc(unknown)
}) : () -> () loc(unknown)

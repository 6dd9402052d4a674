// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s --check-prefix=NODEBUG
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-debuginfo | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-debuginfo | strata-opt --allow-unregistered-dialect --mlir-print-debuginfo | FileCheck %s --check-prefix=ROUNDTRIP
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s --check-prefix=LOCAL

// Locations are only printed with --mlir-print-debuginfo.
// NODEBUG: "t.unknown"() : () -> (){{$}}
// NODEBUG-NOT: loc(

// Operation locations are printed through deferred `#loc` aliases, defined
// after the module; nested locations get their own aliases. Block-argument
// locations are printed inline but still get an alias at the top.
// CHECK:      #loc15 = loc("arg.mlir":5:5)
// CHECK-NEXT: module {
// CHECK-NEXT:   "t.unknown"() : () -> () loc(#loc1)
// CHECK-NEXT:   "t.file"() : () -> () loc(#loc2)
// CHECK-NEXT:   "t.file_range"() : () -> () loc(#loc3)
// CHECK-NEXT:   "t.file_line_range"() : () -> () loc(#loc4)
// CHECK-NEXT:   "t.name"() : () -> () loc(#loc5)
// CHECK-NEXT:   "t.name_child"() : () -> () loc(#loc18)
// CHECK-NEXT:   "t.callsite"() : () -> () loc(#loc19)
// CHECK-NEXT:   "t.fused"() : () -> () loc(#loc20)
// CHECK-NEXT:   "t.fused_meta"() : () -> () loc(#loc21)
// CHECK-NEXT:   "t.fused_one"() : () -> () loc(#loc11)
// CHECK-NEXT:   "t.alias"() : () -> () loc(#loc12)
// CHECK-NEXT:   "t.forward_alias"() : () -> () loc(#loc13)
// CHECK-NEXT:   "t.region"() ({
// CHECK-NEXT:   ^bb0(%arg0: i32 loc("arg.mlir":5:5)):
// CHECK-NEXT:     "t.yield"() : () -> () loc(#loc16)
// CHECK-NEXT:   }) : () -> () loc(#loc14)
// Without a location, an operation is at its position in the input; the
// module is at line 0 of the file.
// CHECK-NEXT:   "t.implicit"() : () -> () loc(#loc17)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #loc = loc("{{.*}}locations.mlir":0:0)
// CHECK-NEXT: #loc1 = loc(unknown)
// CHECK-NEXT: #loc2 = loc("file.mlir":10:8)
// CHECK-NEXT: #loc3 = loc("file.mlir":10:8 to 12:3)
// CHECK-NEXT: #loc4 = loc("file.mlir":10:8 to :20)
// CHECK-NEXT: #loc5 = loc("named")
// CHECK-NEXT: #loc6 = loc("child.mlir":1:2)
// CHECK-NEXT: #loc7 = loc("callee.mlir":1:1)
// CHECK-NEXT: #loc8 = loc("caller.mlir":2:2)
// CHECK-NEXT: #loc9 = loc("a.mlir":1:1)
// CHECK-NEXT: #loc10 = loc("b.mlir":2:2)
// A fused location of one location is that location.
// CHECK-NEXT: #loc11 = loc("one.mlir":1:1)
// CHECK-NEXT: #loc12 = loc("aliased.mlir":3:4)
// CHECK-NEXT: #loc13 = loc("forward.mlir":9:9)
// CHECK-NEXT: #loc14 = loc("r.mlir":7:7)
// CHECK-NEXT: #loc16 = loc("y.mlir":6:6)
// CHECK-NEXT: #loc17 = loc("{{.*}}locations.mlir":103:1)
// CHECK-NEXT: #loc18 = loc("named"(#loc6))
// CHECK-NEXT: #loc19 = loc(callsite(#loc7 at #loc8))
// CHECK-NEXT: #loc20 = loc(fused[#loc9, #loc10])
// Unknown locations are dropped from fused locations.
// CHECK-NEXT: #loc21 = loc(fused<"meta">[#loc9])

// Printed locations read back to the same locations.
// ROUNDTRIP: "t.name_child"() : () -> () loc(#loc18)
// ROUNDTRIP: #loc18 = loc("named"(#loc6))

// With a local scope, every location is inline.
// LOCAL:      module {
// LOCAL-NEXT:   "t.unknown"() : () -> () loc(unknown)
// LOCAL-NEXT:   "t.file"() : () -> () loc("file.mlir":10:8)
// LOCAL-NEXT:   "t.file_range"() : () -> () loc("file.mlir":10:8 to 12:3)
// LOCAL-NEXT:   "t.file_line_range"() : () -> () loc("file.mlir":10:8 to :20)
// LOCAL-NEXT:   "t.name"() : () -> () loc("named")
// LOCAL-NEXT:   "t.name_child"() : () -> () loc("named"("child.mlir":1:2))
// LOCAL-NEXT:   "t.callsite"() : () -> () loc(callsite("callee.mlir":1:1 at "caller.mlir":2:2))
// LOCAL-NEXT:   "t.fused"() : () -> () loc(fused["a.mlir":1:1, "b.mlir":2:2])
// LOCAL-NEXT:   "t.fused_meta"() : () -> () loc(fused<"meta">["a.mlir":1:1])
// LOCAL-NEXT:   "t.fused_one"() : () -> () loc("one.mlir":1:1)
// LOCAL-NEXT:   "t.alias"() : () -> () loc("aliased.mlir":3:4)
// LOCAL-NEXT:   "t.forward_alias"() : () -> () loc("forward.mlir":9:9)
// LOCAL-NEXT:   "t.region"() ({
// LOCAL-NEXT:   ^bb0(%arg0: i32 loc("arg.mlir":5:5)):
// LOCAL-NEXT:     "t.yield"() : () -> () loc("y.mlir":6:6)
// LOCAL-NEXT:   }) : () -> () loc("r.mlir":7:7)
// LOCAL-NEXT:   "t.implicit"() : () -> () loc("{{.*}}locations.mlir":{{[0-9]+}}:1)
// LOCAL-NEXT: } loc("{{.*}}locations.mlir":0:0)
// LOCAL-NOT: #loc

// Location aliases may be defined before or after their uses.
#loc_a = loc("aliased.mlir":3:4)
"t.unknown"() : () -> () loc(unknown)
"t.file"() : () -> () loc("file.mlir":10:8)
"t.file_range"() : () -> () loc("file.mlir":10:8 to 12:3)
"t.file_line_range"() : () -> () loc("file.mlir":10:8 to :20)
"t.name"() : () -> () loc("named")
"t.name_child"() : () -> () loc("named"("child.mlir":1:2))
"t.callsite"() : () -> () loc(callsite("callee.mlir":1:1 at "caller.mlir":2:2))
"t.fused"() : () -> () loc(fused["a.mlir":1:1, "b.mlir":2:2])
"t.fused_meta"() : () -> () loc(fused<"meta">["a.mlir":1:1, unknown])
"t.fused_one"() : () -> () loc(fused["one.mlir":1:1])
"t.alias"() : () -> () loc(#loc_a)
"t.forward_alias"() : () -> () loc(#loc_b)
"t.region"() ({
^bb0(%arg0: i32 loc("arg.mlir":5:5)):
  "t.yield"() : () -> () loc("y.mlir":6:6)
}) : () -> () loc("r.mlir":7:7)
"t.implicit"() : () -> ()
#loc_b = loc("forward.mlir":9:9)

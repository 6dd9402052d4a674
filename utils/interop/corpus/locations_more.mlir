// Locations on block arguments and nested operations, repeated and shared.
"t.region"() ({
^bb0(%a: i32 loc("a.mlir":1:1), %b: i32 loc("a.mlir":1:1)):
  %0 = "t.add"(%a, %b) : (i32, i32) -> i32 loc("a.mlir":2:2)
  "t.yield"(%0) : (i32) -> () loc(fused["a.mlir":2:2, "b.mlir":3:3])
}) : () -> () loc(callsite("a.mlir":1:1 at "main.mlir":9:9))
"t.name_only"() : () -> () loc("just a name")
"t.name_unknown"() : () -> () loc("n"(unknown))
"t.unicode"() : () -> () loc("fïlé.mlir":1:1)
"t.escaped"() : () -> () loc("quote\"d.mlir":1:1)
"t.fused_single"() : () -> () loc(fused["one.mlir":1:1])
"t.fused_empty"() : () -> () loc(fused[])
"t.fused_nested"() : () -> () loc(fused["a":1:1, fused["b":2:2, "c":3:3]])

#loc0 = loc("file.mlir":3:4)
"t.a"() : () -> () loc(unknown)
"t.b"() : () -> () loc("f.mlir":1:2)
"t.c"() : () -> () loc("named"("f.mlir":1:2 to 3:4))
"t.d"() : () -> () loc(callsite("callee" at "caller.mlir":5:6))
"t.e"() : () -> () loc(fused["a.mlir":1:1, "b.mlir":2:2])
"t.f"() : () -> () loc(fused<"meta">["a.mlir":1:1])
"t.g"() : () -> () loc(#loc0)
"t.h"() ({
^bb0(%x: i32 loc("arg":1:1)):
  "t.y"() : () -> () loc(#loc1)
}) : () -> ()
#loc1 = loc("later.mlir":9:9)

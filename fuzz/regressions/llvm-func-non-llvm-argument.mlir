// An llvm.func with a tf32 parameter: invalid (found by pass_pipeline).
"llvm.func"() <{function_type = !llvm.func<tf32 (tf32)>, sym_name = "n"}> ({
^bb0(%x: tf32):
  "lleturn"(%x) : (tf32) -> ()
}) : () -> ()

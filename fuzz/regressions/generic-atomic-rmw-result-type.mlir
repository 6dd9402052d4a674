// A memref.generic_atomic_rmw whose result is not the memref's element
// type, ended by an llvm.return (found by ods_roundtrip: the custom form
// printed for it did not verify).
"func.func"() <{function_type = (memref<2x3xf32>, index, index, f64) -> (), sym_name = "f"}> ({
^bb0(%m: memref<2x3xf32>, %i: index, %j: index, %v: f64):
  %r = "memref.generic_atomic_rmw"(%m, %i, %j) ({
  ^bb0(%old: !llvm.func<void ()>):
    "llvm.return"(%v) : (f64) -> ()
  }) : (memref<2x3xf32>, index, index) -> (!llvm.func<void ()>)
  "func.return"() : () -> ()
}) : () -> ()

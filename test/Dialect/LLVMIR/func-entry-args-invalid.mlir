// RUN: strata-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// Once its body is verified, an `llvm.func` checks that its entry block
// arguments have LLVM types (found by the pass_pipeline fuzz target: a
// `tf32` parameter verified, and the custom form printed for it does not
// parse).

// expected-error @+1 {{'llvm.func' op entry block argument #0 is not of LLVM type}}
"llvm.func"() <{function_type = !llvm.func<tf32 (tf32)>, sym_name = "tf32_param"}> ({
^bb0(%x: tf32):
  "t.return"(%x) : (tf32) -> ()
}) : () -> ()

// -----

// The argument is counted among the parameters.
// expected-error @+1 {{'llvm.func' op entry block argument #1 is not of LLVM type}}
"llvm.func"() <{function_type = !llvm.func<void (i32, tf32)>, sym_name = "second"}> ({
^bb0(%a: i32, %b: tf32):
  "llvm.return"() : () -> ()
}) : () -> ()

// RUN: strata-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// An `llvm.mlir.global` initializer has at most one block, and `affine.yield`
// only terminates affine regions, even directly inside an op isolated from
// above (found by the ods_roundtrip fuzz target).

// expected-error @+1 {{'llvm.mlir.global' op expects region #0 to have 0 or 1 blocks}}
"llvm.mlir.global"() <{global_type = f32, sym_name = "two_blocks", linkage = #llvm.linkage<internal>}> ({
  %0 = llvm.mlir.constant(1.0 : f32) : f32
  llvm.return %0 : f32
^bb1:
  llvm.return %0 : f32
}) : () -> ()

// -----

"llvm.mlir.global"() <{global_type = f32, sym_name = "affine_terminator", linkage = #llvm.linkage<internal>}> ({
  // expected-error @+1 {{'affine.yield' op only terminates affine.if/for/parallel regions}}
  "affine.yield"() : () -> ()
}) : () -> ()

// RUN: strata-opt %s --split-input-file --verify-diagnostics

// A `comdat` reference must name an `llvm.comdat_selector` (found by the
// ods_roundtrip fuzz target: a global with a dangling comdat verified).

// expected-error @+1 {{expected comdat symbol}}
llvm.mlir.global internal @g() comdat(@a::@b) : i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  llvm.return %0 : i32
}

// -----

// expected-error @+1 {{expected comdat symbol}}
"llvm.func"() <{comdat = @a::@b, function_type = !llvm.func<void ()>, sym_name = "f"}> ({
  "llvm.return"() : () -> ()
}) : () -> ()

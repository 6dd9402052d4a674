// RUN: strata-opt --legacy-syntax %s --split-input-file --verify-diagnostics

// expected-error @+1 {{invalid LLVM IR type "i32 *x": unexpected 'x'}}
func.func private @trailing(!llvm<"i32 *x">)

// -----

// expected-error @+1 {{invalid LLVM IR type "{ i32, metadata }": unsupported type 'metadata'}}
func.func private @unsupported(!llvm<"{ i32, metadata }">)

// -----

// expected-error @+1 {{invalid LLVM IR type "[4 i32]": expected 'x', got 'i32'}}
func.func private @array(!llvm<"[4 i32]">)

// -----

// expected-error @+1 {{expected a quoted LLVM IR type}}
func.func private @unquoted(!llvm<i32>)

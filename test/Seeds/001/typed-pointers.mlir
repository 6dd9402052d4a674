// RUN: strata-opt --legacy-syntax %s --split-input-file --verify-diagnostics

// Seed 001 examples whose LLVM ops relied on typed pointers: the old type
// '!llvm.type<"float*">' reads as MLIR 22's opaque '!llvm.ptr', but a load
// or getelementptr then needs the pointee type it no longer carries
// (docs/legacy-syntax.md, "Not accepted").

// Index Linearization, zero-dimensional access after the conversion.
llvm.func @load(%m: !llvm.type<"float*">) -> !llvm.float {
  // expected-error @+1 {{expected '->'}}
  %0 = llvm.load %m : !llvm.type<"float*">
  llvm.return %0 : !llvm.float
}

// -----

// Index Linearization, the element address.
llvm.func @gep(%b: !llvm.type<"float*">, %idx5: !llvm.type<"i64">) -> !llvm.type<"float*"> {
  // expected-error @+1 {{expected ','}}
  %a = llvm.getelementptr %b[%idx5] : (!llvm.type<"float*">, !llvm.type<"i64">) -> !llvm.type<"float*">
  llvm.return %a : !llvm.type<"float*">
}

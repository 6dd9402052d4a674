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

// -----

llvm.comdat @group {
  llvm.comdat_selector @any any
}

// A function names its comdat after its signature; the selector must be
// one of the group's.
// expected-error @+1 {{expected comdat symbol}}
llvm.func @f() comdat(@group::@other) {
  llvm.return
}

// -----

llvm.comdat @group {
  // expected-error @+1 {{only comdat selector symbols can appear in a comdat region}}
  llvm.return
}

// -----

// expected-error @+1 {{'llvm.comdat' op region #0 ('body') failed to verify constraint: region with 1 blocks}}
llvm.comdat @group {
}

// -----

llvm.comdat @group {
  // expected-error @+1 {{expected string or keyword containing one of the following enum values for attribute 'comdat' [any, exactmatch, largest, nodeduplicate, samesize]}}
  llvm.comdat_selector @pick biggest
}

// -----

llvm.comdat @group {
  // expected-note @+1 {{see existing symbol definition here}}
  llvm.comdat_selector @any any
  // expected-error @+1 {{redefinition of symbol named 'any'}}
  llvm.comdat_selector @any largest
}

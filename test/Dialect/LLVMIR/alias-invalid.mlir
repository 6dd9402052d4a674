// RUN: strata-opt %s --split-input-file --verify-diagnostics

llvm.mlir.global external @g(1 : i32) : i32

// expected-error @+1 {{'llvm.mlir.alias' op 'appending' linkage not supported in aliases, available options: private, internal, linkonce, weak, linkonce_odr, weak_odr, external or available_externally}}
llvm.mlir.alias appending @a : i32 {
  %0 = llvm.mlir.addressof @g : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// -----

llvm.mlir.global external @g(1 : i32) : i32

// expected-error @+1 {{'llvm.mlir.alias' op expects type to be a valid element type for an LLVM global alias}}
llvm.mlir.alias external @a : !llvm.token {
  %0 = llvm.mlir.addressof @g : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// -----

// expected-error @+1 {{'llvm.mlir.alias' op initializer region must always return a pointer}}
llvm.mlir.alias external @a : i32 {
  %0 = llvm.mlir.constant(8 : i64) : i64
  llvm.return %0 : i64
}

// -----

// expected-error @+1 {{'llvm.mlir.alias' op region #0 ('initializer') failed to verify constraint: region with 1 blocks}}
llvm.mlir.alias external @a : i32 {
}

// -----

// expected-error @+2 {{'llvm.mlir.alias' op expects regions to end with 'llvm.return', found 'llvm.unreachable'}}
// expected-note @+1 {{in custom textual format, the absence of terminator implies 'llvm.return'}}
llvm.mlir.alias external @a : i32 {
  llvm.unreachable
}

// -----

llvm.mlir.global external @g(1 : i32) : i32

llvm.mlir.alias external @a : i32 {
  %0 = llvm.mlir.addressof @g : !llvm.ptr
  // expected-error @+1 {{ops with side effects are not allowed in alias initializers}}
  %1 = llvm.load %0 : !llvm.ptr -> !llvm.ptr
  llvm.return %1 : !llvm.ptr
}

// -----

llvm.mlir.global external @g(1 : i32) : i32

llvm.mlir.alias external @a : i32 {
  %0 = llvm.mlir.addressof @g : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

llvm.func @f() {
  // expected-error @+1 {{'llvm.mlir.addressof' op pointer address space must match address space of the referenced global or alias}}
  %0 = llvm.mlir.addressof @a : !llvm.ptr<1>
  llvm.return
}

// -----

// The keywords come in a fixed order: thread_local before unnamed_addr.
// expected-error @+1 {{custom op 'llvm.mlir.alias' expected valid '@'-identifier for symbol name}}
llvm.mlir.alias private unnamed_addr thread_local @a : i32 {
  %0 = llvm.mlir.zero : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

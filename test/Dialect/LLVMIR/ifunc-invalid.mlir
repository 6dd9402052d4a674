// RUN: strata-opt %s --split-input-file --verify-diagnostics

llvm.func @resolve() -> !llvm.ptr {
  %0 = llvm.mlir.zero : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
// expected-error @+1 {{'llvm.mlir.ifunc' op 'common' linkage not supported in ifuncs, available options: private, internal, linkonce, weak, linkonce_odr, weak_odr, or external linkage}}
llvm.mlir.ifunc common @f : !llvm.func<void ()>, !llvm.ptr @resolve

// -----

// The resolver is a function, not a global variable.
llvm.mlir.global external @g() : i32
// expected-error @+1 {{'llvm.mlir.ifunc' op must have a function resolver}}
llvm.mlir.ifunc @f : !llvm.func<void ()>, !llvm.ptr @g

// -----

llvm.func @declared() -> !llvm.ptr
// expected-error @+1 {{'llvm.mlir.ifunc' op resolver must be a definition}}
llvm.mlir.ifunc @f : !llvm.func<void ()>, !llvm.ptr @declared

// -----

llvm.func available_externally @elsewhere() -> !llvm.ptr {
  %0 = llvm.mlir.zero : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
// expected-error @+1 {{'llvm.mlir.ifunc' op resolver must be a definition}}
llvm.mlir.ifunc @f : !llvm.func<void ()>, !llvm.ptr @elsewhere

// -----

llvm.func @number() -> i64 {
  %0 = llvm.mlir.constant(0 : i64) : i64
  llvm.return %0 : i64
}
// expected-error @+1 {{'llvm.mlir.ifunc' op resolver must return a pointer}}
llvm.mlir.ifunc @f : !llvm.func<void ()>, !llvm.ptr @number

// -----

llvm.func @resolve() -> !llvm.ptr {
  %0 = llvm.mlir.zero : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
// The resolver type is a pointer in the ifunc's address space.
// expected-error @+1 {{'llvm.mlir.ifunc' op resolver has incorrect type}}
llvm.mlir.ifunc @f : !llvm.func<void ()>, !llvm.ptr<1> @resolve

// -----

llvm.func @resolve() -> !llvm.ptr {
  %0 = llvm.mlir.zero : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
// expected-error @+1 {{'llvm.mlir.ifunc' op resolver has incorrect type}}
llvm.mlir.ifunc @f : !llvm.func<void ()>, i64 @resolve

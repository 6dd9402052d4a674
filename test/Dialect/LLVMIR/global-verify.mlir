// RUN: strata-opt %s --split-input-file --verify-diagnostics

// A string initializer needs an i8 array of exactly its length.
// expected-error @+1 {{requires an i8 array type of the length equal to that of the string}}
llvm.mlir.global private constant @msg("hello") : !llvm.array<8 x i8>

// -----

// expected-error @+1 {{requires an i8 array type of the length equal to that of the string}}
llvm.mlir.global private constant @wide("abc") : !llvm.array<3 x i16>

// -----

// The initializer region yields a value of the global's type.
// expected-error @+1 {{'llvm.mlir.global' op initializer region type 'f32' does not match global type 'f64'}}
llvm.mlir.global internal @init() : f64 {
  %c = llvm.mlir.constant(1.0 : f32) : f32
  llvm.return %c : f32
}

// -----

// Address spaces are not negative.
// expected-error @+1 {{'addr_space' failed to satisfy constraint: 32-bit signless integer attribute whose value is non-negative}}
"llvm.mlir.global"() ({}) {sym_name = "g", global_type = i32, addr_space = -3 : i32, linkage = #llvm.linkage<internal>} : () -> ()

// -----

// Only string globals may leave out their type.
// expected-error @+1 {{type can only be omitted for string globals}}
llvm.mlir.global internal @untyped(7 : i32)

// -----

// expected-error @+1 {{expected zero or one type}}
llvm.mlir.global internal @two_types(7 : i32) : i32, i64

// -----

// The pointer taken of a global lives in the global's address space.
llvm.mlir.global internal @shared(0 : i32) {addr_space = 3 : i32} : i32

llvm.func @take() -> !llvm.ptr {
  // expected-error @+1 {{pointer address space must match address space of the referenced global}}
  %p = llvm.mlir.addressof @shared : !llvm.ptr
  llvm.return %p : !llvm.ptr
}

// -----

llvm.func @take_missing() -> !llvm.ptr {
  // expected-error @+1 {{must reference a global defined by 'llvm.mlir.global', 'llvm.mlir.alias' or 'llvm.func' or 'llvm.mlir.ifunc'}}
  %p = llvm.mlir.addressof @nowhere : !llvm.ptr
  llvm.return %p : !llvm.ptr
}

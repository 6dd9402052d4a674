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

// -----

// Globals hold values: not tokens, labels, metadata or void.
// expected-error @+1 {{'llvm.mlir.global' op expects type to be a valid element type for an LLVM global}}
llvm.mlir.global external @tok() : !llvm.token

// -----

// expected-error @+1 {{'llvm.mlir.global' op expects type to be a valid element type for an LLVM global}}
llvm.mlir.global external @signed(1 : si32) : si32

// -----

// A common global is zero-initialized.
// expected-error @+1 {{'llvm.mlir.global' op expected zero value for 'common' linkage}}
llvm.mlir.global common @shared(dense<[0, 1]> : vector<2xi32>) : vector<2xi32>

// -----

llvm.mlir.global common @zeros(dense<0.0> : vector<2xf32>) : vector<2xf32>
llvm.mlir.global common @zero(0 : i64) : i64

// An appending global is an array.
// expected-error @+1 {{'llvm.mlir.global' op expected array type for 'appending' linkage}}
llvm.mlir.global appending @ctors(0 : i32) : i32

// -----

// expected-error @+1 {{alignment attribute is not a power of 2}}
llvm.mlir.global external @aligned(1 : i32) {alignment = 12 : i64} : i32

// -----

// expected-error @+1 {{'llvm.mlir.global' op initializer region cannot return void}}
llvm.mlir.global internal @nothing() : i32 {
  llvm.return
}

// -----

// expected-error @+2 {{'llvm.mlir.global' op expects regions to end with 'llvm.return', found 'llvm.unreachable'}}
// expected-note @+1 {{in custom textual format, the absence of terminator implies 'llvm.return'}}
llvm.mlir.global internal @trap() : i32 {
  llvm.unreachable
}

// -----

llvm.mlir.global external @source(1 : i32) : i32

llvm.mlir.global internal @copy() : i32 {
  %p = llvm.mlir.addressof @source : !llvm.ptr
  // expected-error @+1 {{ops with side effects not allowed in global initializers}}
  %v = llvm.load %p : !llvm.ptr -> i32
  llvm.return %v : i32
}

// -----

// The keywords come in a fixed order: thread_local before unnamed_addr.
// expected-error @+1 {{custom op 'llvm.mlir.global' expected valid '@'-identifier for symbol name}}
llvm.mlir.global private unnamed_addr thread_local @tls(1 : i32) : i32

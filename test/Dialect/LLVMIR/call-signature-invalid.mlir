// RUN: strata-opt %s --split-input-file --verify-diagnostics

// The symbol-use checks of llvm.call against its callee's signature and its
// var_callee_type, with mlir-opt 22's wording.

llvm.func @takes_i32(i32)
llvm.func @wrong_argument(%v: i64) {
  // expected-error @below {{'llvm.call' op operand type mismatch for operand 0: 'i64' != 'i32'}}
  llvm.call @takes_i32(%v) : (i64) -> ()
  llvm.return
}

// -----

llvm.func @takes_i32(i32)
llvm.func @too_many(%v: i32) {
  // expected-error @below {{'llvm.call' op incorrect number of operands (2) for callee (expecting: 1)}}
  llvm.call @takes_i32(%v, %v) : (i32, i32) -> ()
  llvm.return
}

// -----

llvm.func @returns_f64() -> f64
llvm.func @dropped_result() {
  // expected-error @below {{'llvm.call' op expected function call to produce a value}}
  llvm.call @returns_f64() : () -> ()
  llvm.return
}

// -----

llvm.func @returns_nothing()
llvm.func @invented_result() {
  // expected-error @below {{'llvm.call' op calling function with void result must not produce values}}
  %r = llvm.call @returns_nothing() : () -> i8
  llvm.return
}

// -----

llvm.func @returns_f64() -> f64
llvm.func @other_result() {
  // expected-error @below {{'llvm.call' op result type mismatch: 'f32' != 'f64'}}
  %r = llvm.call @returns_f64() : () -> f32
  llvm.return
}

// -----

llvm.func @printf_like(!llvm.ptr, ...) -> i32
llvm.func @no_var_type(%p: !llvm.ptr) {
  // expected-error @below {{'llvm.call' op missing var_callee_type attribute for vararg call}}
  %r = llvm.call @printf_like(%p) : (!llvm.ptr) -> i32
  llvm.return
}

// -----

llvm.func @two_fixed(i8, i8, ...)
llvm.func @too_few_fixed(%b: i8) {
  // expected-error @below {{'llvm.call' op incorrect number of operands (1) for varargs callee (expecting at least: 2)}}
  llvm.call @two_fixed(%b) vararg(!llvm.func<void (i8, ...)>) : (i8) -> ()
  llvm.return
}

// -----

llvm.func @variadic(i16, ...)
llvm.func @fixed_var_type(%h: i16) {
  // expected-error @below {{'llvm.call' op expected var_callee_type to be a variadic function type}}
  llvm.call @variadic(%h) vararg(!llvm.func<void (i16)>) : (i16) -> ()
  llvm.return
}

// -----

llvm.func @variadic(i16, ...)
llvm.func @var_type_too_long(%h: i16) {
  // expected-error @below {{'llvm.call' op expected var_callee_type to have at most 1 parameters}}
  llvm.call @variadic(%h) vararg(!llvm.func<void (i16, i16, ...)>) : (i16) -> ()
  llvm.return
}

// -----

llvm.func @variadic(i16, ...)
llvm.func @var_type_parameter(%w: i32) {
  // expected-error @below {{'llvm.call' op var_callee_type parameter type mismatch: 'i16' != 'i32'}}
  llvm.call @variadic(%w) vararg(!llvm.func<void (i16, ...)>) : (i32) -> ()
  llvm.return
}

// -----

llvm.func @variadic_value(i16, ...) -> i16
llvm.func @var_type_not_void(%h: i16) {
  // expected-error @below {{'llvm.call' op expected var_callee_type to return void}}
  llvm.call @variadic_value(%h) vararg(!llvm.func<i16 (i16, ...)>) : (i16) -> ()
  llvm.return
}

// -----

llvm.func @variadic(i16, ...)
llvm.func @var_type_result(%h: i16) {
  // expected-error @below {{'llvm.call' op var_callee_type return type mismatch: '!llvm.void' != 'i16'}}
  %r = llvm.call @variadic(%h) vararg(!llvm.func<void (i16, ...)>) : (i16) -> i16
  llvm.return
}

// -----

llvm.func @integer_callee(%f: i64) {
  // expected-error @below {{'llvm.call' op indirect call expects a pointer as callee: 'i64'}}
  llvm.call %f() : i64, () -> ()
  llvm.return
}

// -----

llvm.func @no_callee() {
  // expected-error @below {{'llvm.call' op must have either a `callee` attribute or at least an operand}}
  "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, operandSegmentSizes = array<i32: 0, 0>, op_bundle_sizes = array<i32>}> : () -> ()
  llvm.return
}

// -----

// An indirect call through an opaque pointer has no signature to check.
llvm.func @through_pointer(%p: !llvm.ptr, %v: i64) -> f32 {
  %r = llvm.call %p(%v) : !llvm.ptr, (i64) -> f32
  llvm.return %r : f32
}

// -----

// expected-error @below {{Invalid attribute `comdat` in property conversion: 7 : i64}}
"llvm.mlir.global"() <{global_type = i32, sym_name = "g", linkage = #llvm.linkage<external>, comdat = 7 : i64}> ({
}) : () -> ()

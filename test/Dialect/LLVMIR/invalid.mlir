// RUN: strata-opt %s --split-input-file --verify-diagnostics

// A declaration must have external or extern_weak linkage.
// expected-error @+1 {{'llvm.func' op external functions must have 'external' or 'extern_weak' linkage}}
llvm.func internal @decl()

// -----

// The entry block must match the signature.
// expected-error @+1 {{'llvm.func' op entry block must have 1 arguments to match function signature}}
"llvm.func"() <{function_type = !llvm.func<void (i32)>, sym_name = "f"}> ({
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

// Operand types are LLVM-compatible.
llvm.func @f(%a: f32) {
  // expected-error @+1 {{'llvm.add' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer, but got 'f32'}}
  %0 = "llvm.add"(%a, %a) : (f32, f32) -> f32
  llvm.return
}

// -----

// A direct call must name an LLVM function.
func.func private @not_llvm()
llvm.func @calls_func() {
  // expected-error @+1 {{'llvm.call' op 'not_llvm' does not reference a valid LLVM function or IFunc}}
  llvm.call @not_llvm() : () -> ()
  llvm.return
}

// -----

llvm.func @calls_nothing() {
  // expected-error @+1 {{'llvm.call' op 'missing' does not reference a symbol in the current scope}}
  llvm.call @missing() : () -> ()
  llvm.return
}

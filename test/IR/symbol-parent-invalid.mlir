// RUN: strata-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// A symbol nested in a registered operation needs a symbol table around it.

func.func @holder() {
  // expected-error @below {{'func.func' op symbol's parent must have the SymbolTable trait}}
  func.func @nested_function() {
    return
  }
  return
}

// -----

func.func @holder_of_global() {
  // expected-error @below {{'llvm.mlir.global' op symbol's parent must have the SymbolTable trait}}
  llvm.mlir.global internal @counter(0 : i32) : i32
  return
}

// -----

// An operation of an unregistered dialect may hold symbols.
"unknown.container"() ({
  func.func @inside_unknown() {
    return
  }
  "unknown.end"() : () -> ()
}) : () -> ()

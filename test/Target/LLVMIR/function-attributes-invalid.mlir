// RUN: not strata-translate --mlir-to-llvmir --split-input-file %s 2>&1 | FileCheck %s

// Attributes of the wrong kind are reported at the function, with
// upstream's messages, and nothing is written.

// CHECK: function-attributes-invalid.mlir:[[@LINE+1]]:1: error: "llvm.zeroext" attribute attached to non-integer LLVM type
llvm.func @ext(!llvm.ptr {llvm.zeroext})

// -----

// CHECK: function-attributes-invalid.mlir:[[@LINE+1]]:1: error: "llvm.byval" should be a type attribute
llvm.func @byval(!llvm.ptr {llvm.byval = 3 : i64})

// -----

// CHECK: function-attributes-invalid.mlir:[[@LINE+1]]:1: error: "llvm.align" should be an integer attribute
llvm.func @align(!llvm.ptr {llvm.align = "x"})

// -----

// CHECK: function-attributes-invalid.mlir:[[@LINE+1]]:1: error: "llvm.noalias" should be a unit attribute
llvm.func @noalias(!llvm.ptr {llvm.noalias = 1 : i64}) -> i32 attributes {passthrough = ["nounwind"]}

// -----

// CHECK: function-attributes-invalid.mlir:[[@LINE+1]]:1: error: LLVM attribute 'nounwind' does not expect a value, found 'x'
llvm.func @keyword_value() attributes {passthrough = [["nounwind", "x"]]}

// -----

// CHECK: function-attributes-invalid.mlir:[[@LINE+1]]:1: error: LLVM attribute 'alignstack' expects a value
llvm.func @missing_value() attributes {passthrough = ["alignstack"]}

// -----

// CHECK: function-attributes-invalid.mlir:[[@LINE+1]]:1: error: expected 'passthrough' to contain string or array attributes
llvm.func @not_string() attributes {passthrough = [3]}

// -----

// CHECK: function-attributes-invalid.mlir:[[@LINE+1]]:1: error: expected arrays within 'passthrough' to contain two strings
llvm.func @not_pair() attributes {passthrough = [["a", 3]]}

// -----

// At a call, the error is the call's (mlir-translate 22 writes the call and
// LLVM's verifier then rejects it without a location).
llvm.func @callee(!llvm.ptr)
llvm.func @call_site(%p: !llvm.ptr) {
  // CHECK: function-attributes-invalid.mlir:[[@LINE+1]]:3: error: "llvm.signext" attribute attached to non-integer LLVM type
  llvm.call @callee(%p) {arg_attrs = [{llvm.signext}]} : (!llvm.ptr) -> ()
  llvm.return
}

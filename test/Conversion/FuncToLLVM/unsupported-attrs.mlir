// RUN: strata-opt %s --convert-func-to-llvm --split-input-file --verify-diagnostics | FileCheck %s

// A `#llvm.linkage` on a function becomes the linkage of its `llvm.func`.

// CHECK: llvm.func linkonce_odr @merged(%{{.*}}: i64) -> i64
func.func @merged(%x: i64) -> i64 attributes {llvm.linkage = #llvm.linkage<linkonce_odr>} {
  return %x : i64
}

// -----

// Any other `llvm.linkage` value: the function is left as it is.

// CHECK: func.func private @not_a_linkage(f32) attributes {llvm.linkage = "internal"}
// expected-error@+1 {{Contains llvm.linkage attribute not of type LLVM::LinkageAttr}}
func.func private @not_a_linkage(f32) attributes {llvm.linkage = "internal"}

// -----

// No C wrapper for a variadic function: the function stays a `func.func`,
// with its body lowered.

// CHECK: func.func @vararg_wrapped(%{{.*}}: i8) attributes {func.varargs = true, llvm.emit_c_interface}
// CHECK-NEXT: llvm.return
// CHECK-NOT: _mlir_ciface_vararg_wrapped
// expected-error@+1 {{C interface for variadic functions is not supported yet.}}
func.func @vararg_wrapped(%c: i8) attributes {func.varargs = true, llvm.emit_c_interface} {
  return
}

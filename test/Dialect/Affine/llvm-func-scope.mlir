// RUN: strata-opt %s --split-input-file --verify-diagnostics | FileCheck %s

// llvm.func is an affine scope, as func.func is: values defined at the top
// of its body are valid symbols for the affine loops nested in it, so a
// function whose signature --convert-to-llvm already rewrote still verifies.

// CHECK-LABEL: llvm.func @bound_from_cast
// CHECK: affine.for %{{.*}} = 0 to %[[N:.*]] {
// CHECK: affine.for %{{.*}} = 0 to %[[N]] {
llvm.func @bound_from_cast(%n: i64) {
  %x = builtin.unrealized_conversion_cast %n : i64 to index
  affine.for %i = 0 to %x {
    affine.for %j = 0 to %x {
    }
  }
  llvm.return
}

// -----

// CHECK-LABEL: llvm.func @bound_from_load
llvm.func @bound_from_load(%p: i64) {
  %m = builtin.unrealized_conversion_cast %p : i64 to memref<index>
  %q = memref.load %m[] : memref<index>
  affine.for %i = 0 to %q {
  }
  llvm.return
}

// -----

// Inside a loop that is not affine, a computed value is no symbol.
llvm.func @bound_inside_scf(%n: i64) {
  %x = builtin.unrealized_conversion_cast %n : i64 to index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %x step %c1 {
    %v = arith.addi %i, %i : index
    // expected-error @+1 {{'affine.for' op operand cannot be used as a symbol}}
    affine.for %j = 0 to %v {
    }
  }
  llvm.return
}

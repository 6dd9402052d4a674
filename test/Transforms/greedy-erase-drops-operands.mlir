// RUN: strata-opt %s --split-input-file --canonicalize="max-iterations=1" | FileCheck %s --check-prefix=ONE
// RUN: strata-opt %s --split-input-file --canonicalize | FileCheck %s

// When the greedy driver erases an op with regions, the nested ops are
// reported one at a time, each dropping its operands before the next is
// reported, as mlir-opt erases them. So when the last nested user of %x
// goes, %x has no other user left and its load is queued again: the load,
// then the alloca with its store, go in the same iteration.

// ONE-LABEL: func.func @revisit_in_one_iteration
// ONE-NEXT:    return
// ONE-NEXT:  }
func.func @revisit_in_one_iteration(%c: i1, %a: f64) {
  %buf = memref.alloca() : memref<4xf64>
  %i = arith.constant 1 : index
  memref.store %a, %buf[%i] : memref<4xf64>
  %x = memref.load %buf[%i] : memref<4xf64>
  scf.if %c {
    %p = arith.addf %x, %x : f64
    %q = arith.mulf %x, %x : f64
    %r = arith.subf %x, %x : f64
  }
  return
}

// -----

// Left to the next iteration, the alloca changed where that iteration
// hoisted the folded constants: they came out in the other order.

// CHECK-LABEL: func.func @folded_constants_order
// CHECK-NEXT:    %false = arith.constant false
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    return %c0, %false : index, i1
func.func @folded_constants_order(%c: i1, %a: f64, %n: index) -> (index, i1) {
  %buf = memref.alloca() : memref<4xf64>
  %i = arith.constant 1 : index
  memref.store %a, %buf[%i] : memref<4xf64>
  %x = memref.load %buf[%i] : memref<4xf64>
  scf.if %c {
    %p = arith.addf %x, %x : f64
    %q = arith.mulf %x, %x : f64
    %r = arith.subf %x, %x : f64
  }
  %ne = arith.cmpi ne, %n, %n : index
  %zero = arith.xori %n, %n : index
  return %zero, %ne : index, i1
}

// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s --convert-std-to-core | FileCheck %s --check-prefix=CORE

// A function body has std as a second default dialect: after `func` and
// `builtin`, an unprefixed name is looked up in std, and the printer drops
// the `std.` prefix wherever that lookup finds the op again. Where `func`
// defines the name too (`return`, `call`, `constant`), the unprefixed name
// is the func op and the std op keeps its prefix.

// CHECK-LABEL: func.func @scalar
// CHECK-NEXT:    %0 = addf %arg0, %arg0 : f32
// CHECK-NEXT:    %cst = std.constant 1.000000e+00 : f32
// CHECK-NEXT:    %1 = mulf %0, %cst : f32
// CHECK-NEXT:    std.return %1 : f32
func.func @scalar(%a: f32) -> f32 {
  %0 = addf %a, %a : f32
  %1 = std.constant 1.0 : f32
  %2 = std.mulf %0, %1 : f32
  std.return %2 : f32
}

// `return` in a function is func.return, with or without std ops around.
// CHECK-LABEL: func.func @mixed
// CHECK-NEXT:    %0 = addi %arg0, %arg0 : i32
// CHECK-NEXT:    %1 = arith.addi %0, %0 : i32
// CHECK-NEXT:    return %1 : i32
// CORE-LABEL: func.func @mixed
// CORE-NEXT:    %0 = arith.addi %arg0, %arg0 : i32
// CORE-NEXT:    %1 = arith.addi %0, %0 : i32
// CORE-NEXT:    return %1 : i32
func.func @mixed(%a: i32) -> i32 {
  %0 = addi %a, %a : i32
  %1 = arith.addi %0, %0 : i32
  return %1 : i32
}

// The scope reaches into nested regions without a default dialect of
// their own (the seeds write std ops in affine.for bodies unprefixed).
// CHECK-LABEL: func.func @nested
// CHECK:         affine.for %arg1 = 0 to 4 {
// CHECK-NEXT:      %0 = load %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT:      %1 = negf %0 : f32
// CHECK-NEXT:      store %1, %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT:    }
// CHECK:         scf.execute_region {
// CHECK-NEXT:      br ^bb1
// CORE-LABEL: func.func @nested
// CORE:          memref.load
// CORE:          arith.negf
// CORE:          memref.store
// CORE:          cf.br ^bb1
func.func @nested(%m: memref<4xf32>) {
  affine.for %i = 0 to 4 {
    %v = load %m[%i] : memref<4xf32>
    %n = negf %v : f32
    store %n, %m[%i] : memref<4xf32>
  }
  scf.execute_region {
    br ^bb1
  ^bb1:
    scf.yield
  }
  return
}

// Outside a function std is no default dialect: the prefix stays.
// CHECK:       module {
// CHECK-NEXT:    %c7_i32 = std.constant 7 : i32
// CHECK-NEXT:    %0 = std.addi %c7_i32, %c7_i32 : i32
module {
  %0 = std.constant 7 : i32
  %1 = std.addi %0, %0 : i32
}

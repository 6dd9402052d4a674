// RUN: strata-opt %S/Inputs/upstream-v6.mlirbc | FileCheck %s
// RUN: strata-opt %S/Inputs/upstream-v2.mlirbc | FileCheck %s
// RUN: not strata-opt %S/Inputs/upstream-truncated.mlirbc 2>&1 | FileCheck %s --check-prefix=TRUNC
// RUN: not strata-opt %S/Inputs/upstream-bad-version.mlirbc 2>&1 | FileCheck %s --check-prefix=VERSION

// Files written by mlir-opt 22 (from Inputs/upstream.mlir), in the current
// format and in version 2, read like the text they came from; damaged
// copies give upstream's diagnostics plus where the damage is.

// CHECK-LABEL: func.func @select(%arg0: i1, %arg1: i32, %arg2: tensor<2xf32>) -> (i32, tensor<2xf32>) {
// CHECK-NEXT:    %cst = arith.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>
// CHECK-NEXT:    %0 = arith.addf %arg2, %cst fastmath<nnan> : tensor<2xf32>
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2
// CHECK-NEXT:  ^bb1(%1: i32):
// CHECK-NEXT:    return %1, %0 : i32, tensor<2xf32>
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    %2 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:      scf.yield %arg1 : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      %3 = arith.muli %arg1, %arg1 overflow<nuw> : i32
// CHECK-NEXT:      scf.yield %3 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %2, %arg2 : i32, tensor<2xf32>

// TRUNC: upstream-truncated.mlirbc:0:0: error: attempting to parse 138 bytes when only 67 remain
// TRUNC-NEXT: upstream-truncated.mlirbc:0:0: note: in bytecode version 6 produced by: MLIR22.1.8
// TRUNC-NEXT: upstream-truncated.mlirbc:0:0: note: at byte 83 of the file, in the attribute/type section

// VERSION: upstream-bad-version.mlirbc:0:0: error: bytecode version 7 is newer than the current version 6

// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s

// A constant of a float LLVM has no type for, held by an integer, is
// written as the float's bit pattern.

// CHECK: ret i8 60
llvm.func @scalar() -> i8 {
  %0 = llvm.mlir.constant(1.5 : f8E4M3FN) : i8
  llvm.return %0 : i8
}

// CHECK: ret <2 x i8> <i8 60, i8 -64>
llvm.func @vector() -> vector<2xi8> {
  %0 = llvm.mlir.constant(dense<[1.0, -2.0]> : vector<2xf8E5M2>) : vector<2xi8>
  llvm.return %0 : vector<2xi8>
}

// CHECK: ret i4 -5
llvm.func @nibble() -> i4 {
  %0 = llvm.mlir.constant(-1.5 : f4E2M1FN) : i4
  llvm.return %0 : i4
}

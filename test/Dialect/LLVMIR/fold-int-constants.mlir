// RUN: strata-opt %s --split-input-file --canonicalize | FileCheck %s

// zext, shl and or of scalar integer constants fold; a shift by the bit
// width or more (poison) and vector operands stay.
// CHECK-LABEL: llvm.func @folds
// CHECK-DAG:   %[[Z:.*]] = llvm.mlir.constant(255 : i16) : i16
// CHECK-DAG:   %[[S:.*]] = llvm.mlir.constant(-8 : i8) : i8
// CHECK-DAG:   %[[O:.*]] = llvm.mlir.constant(7 : i8) : i8
// CHECK:       llvm.shl %{{.*}}, %{{.*}} : i8
// CHECK:       llvm.zext %{{.*}} : vector<2xi8> to vector<2xi16>
// CHECK:       llvm.call @sink(%[[Z]], %[[S]], %[[O]],
llvm.func @sink(i16, i8, i8, i8, vector<2xi16>)
llvm.func @folds() {
  %m1 = llvm.mlir.constant(-1 : i8) : i8
  %three = llvm.mlir.constant(3 : i8) : i8
  %four = llvm.mlir.constant(4 : i8) : i8
  %eight = llvm.mlir.constant(8 : i8) : i8
  %v = llvm.mlir.constant(dense<[1, 2]> : vector<2xi8>) : vector<2xi8>
  %0 = llvm.zext %m1 : i8 to i16
  %1 = llvm.shl %m1, %three : i8
  %2 = llvm.or %three, %four : i8
  %3 = llvm.shl %four, %eight : i8
  %4 = llvm.zext %v : vector<2xi8> to vector<2xi16>
  llvm.call @sink(%0, %1, %2, %3, %4) : (i16, i8, i8, i8, vector<2xi16>) -> ()
  llvm.return
}

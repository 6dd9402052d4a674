// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @slices
// CHECK: %0 = vector.insert %arg1, %arg0 [1] : i32 into vector<2xi32>
// CHECK: %1 = vector.insert %arg3, %arg2 [0] : vector<2xi32> into vector<3x2xi32>
// CHECK: %2 = vector.extract %arg2[2] : vector<2xi32> from vector<3x2xi32>
// CHECK: %3 = vector.extract_strided_slice %arg2 {offsets = [0, 1], sizes = [3, 1], strides = [1, 1]} : vector<3x2xi32> to vector<3x1xi32>
// CHECK: %4 = vector.insert_strided_slice %3, %arg2 {offsets = [0, 0], strides = [1, 1]} : vector<3x1xi32> into vector<3x2xi32>
// CHECK: %5 = vector.shape_cast %3 : vector<3x1xi32> to vector<3xi32>
// GENERIC: "vector.extract_strided_slice"(%{{.*}}) <{offsets = [0, 1], sizes = [3, 1], strides = [1, 1]}> : (vector<3x2xi32>) -> vector<3x1xi32>
// GENERIC: "vector.insert_strided_slice"(%{{.*}}, %{{.*}}) <{offsets = [0, 0], strides = [1, 1]}> : (vector<3x1xi32>, vector<3x2xi32>) -> vector<3x2xi32>
func.func @slices(%v: vector<2xi32>, %s: i32, %m: vector<3x2xi32>, %r: vector<2xi32>) {
  %0 = vector.insert %s, %v [1] : i32 into vector<2xi32>
  %1 = vector.insert %r, %m [0] : vector<2xi32> into vector<3x2xi32>
  %2 = vector.extract %m[2] : vector<2xi32> from vector<3x2xi32>
  %3 = vector.extract_strided_slice %m {offsets = [0, 1], sizes = [3, 1], strides = [1, 1]} : vector<3x2xi32> to vector<3x1xi32>
  %4 = vector.insert_strided_slice %3, %m {offsets = [0, 0], strides = [1, 1]} : vector<3x1xi32> into vector<3x2xi32>
  %5 = vector.shape_cast %3 : vector<3x1xi32> to vector<3xi32>
  return
}

// The punctuation is printed only when it is not the default newline.
// CHECK-LABEL: func.func @print
// CHECK-NEXT: vector.print %arg0 : i64
// CHECK-NEXT: vector.print %arg1 : vector<2xi32> punctuation <comma>
// CHECK-NEXT: vector.print str "text"
// CHECK-NEXT: vector.print punctuation <close>
// CHECK-NEXT: vector.print
// GENERIC: "vector.print"(%arg0) <{punctuation = #vector.punctuation<newline>}> : (i64) -> ()
// GENERIC: "vector.print"() <{punctuation = #vector.punctuation<newline>, stringLiteral = "text"}> : () -> ()
func.func @print(%a: i64, %v: vector<2xi32>) {
  vector.print %a : i64
  vector.print %v : vector<2xi32> punctuation <comma>
  vector.print str "text"
  vector.print punctuation <close>
  vector.print
  return
}

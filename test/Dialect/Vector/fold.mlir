// RUN: strata-opt --canonicalize %s | FileCheck %s

// Folders of vector.broadcast and vector.extract: broadcasts of constants
// become splats (materialized as arith.constant), a broadcast to its own
// type and an extract from a broadcast of the extracted type give the
// source, and an extract from a splat is the element (or a smaller splat).
// The expected output is mlir-opt 22's.

// CHECK-LABEL: func.func @broadcast_constant(
// CHECK-NEXT: %cst = arith.constant dense<7> : vector<4xi32>
// CHECK-NEXT: return %cst : vector<4xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @broadcast_splat(
// CHECK-NEXT: %cst = arith.constant dense<1.500000e+00> : vector<2x4xf32>
// CHECK-NEXT: return %cst : vector<2x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @broadcast_same_type(
// CHECK-NEXT: return %arg0 : vector<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @extract_of_broadcast(
// CHECK-NEXT: return %arg0 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @extract_row_of_broadcast(
// CHECK-NEXT: return %arg0 : vector<4xi8>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @extract_of_splat(
// CHECK-NEXT: %c-3_i16 = arith.constant -3 : i16
// CHECK-NEXT: %cst = arith.constant dense<-3> : vector<2xi16>
// CHECK-NEXT: return %c-3_i16, %cst : i16, vector<2xi16>
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @broadcast_constant() -> vector<4xi32> {
  %c = arith.constant 7 : i32
  %v = vector.broadcast %c : i32 to vector<4xi32>
  return %v : vector<4xi32>
}

func.func @broadcast_splat() -> vector<2x4xf32> {
  %c = arith.constant dense<1.5> : vector<4xf32>
  %v = vector.broadcast %c : vector<4xf32> to vector<2x4xf32>
  return %v : vector<2x4xf32>
}

func.func @broadcast_same_type(%a: vector<4xf32>) -> vector<4xf32> {
  %v = vector.broadcast %a : vector<4xf32> to vector<4xf32>
  return %v : vector<4xf32>
}

func.func @extract_of_broadcast(%x: f32) -> f32 {
  %v = vector.broadcast %x : f32 to vector<8xf32>
  %e = vector.extract %v[3] : f32 from vector<8xf32>
  return %e : f32
}

func.func @extract_row_of_broadcast(%a: vector<4xi8>, %i: index) -> vector<4xi8> {
  %v = vector.broadcast %a : vector<4xi8> to vector<3x4xi8>
  %e = vector.extract %v[%i] : vector<4xi8> from vector<3x4xi8>
  return %e : vector<4xi8>
}

func.func @extract_of_splat(%i: index) -> (i16, vector<2xi16>) {
  %c = arith.constant dense<-3> : vector<3x2xi16>
  %e = vector.extract %c[1, %i] : i16 from vector<3x2xi16>
  %r = vector.extract %c[2] : vector<2xi16> from vector<3x2xi16>
  return %e, %r : i16, vector<2xi16>
}

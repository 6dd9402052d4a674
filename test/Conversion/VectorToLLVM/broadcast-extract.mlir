// RUN: strata-opt %s --split-input-file --convert-to-llvm | FileCheck %s

// A scalar broadcast to a 1-D vector: insert into lane 0 of poison, then
// shuffle lane 0 everywhere.
// CHECK-LABEL: llvm.func @broadcast_1d
// CHECK-SAME:    (%[[X:.*]]: f32) -> vector<4xf32>
// CHECK-NEXT:    %[[P:.*]] = llvm.mlir.poison : vector<4xf32>
// CHECK-NEXT:    %[[Z:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:    %[[I:.*]] = llvm.insertelement %[[X]], %[[P]][%[[Z]] : i32] : vector<4xf32>
// CHECK-NEXT:    %[[S:.*]] = llvm.shufflevector %[[I]], %[[P]] [0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT:    llvm.return %[[S]] : vector<4xf32>
func.func @broadcast_1d(%x: f32) -> vector<4xf32> {
  %b = vector.broadcast %x : f32 to vector<4xf32>
  return %b : vector<4xf32>
}

// -----

// One lane (and the 0-D vector, which lowers to one lane) needs no shuffle.
// CHECK-LABEL: llvm.func @broadcast_one_lane
// CHECK:         llvm.insertelement
// CHECK-NOT:     llvm.shufflevector
// CHECK:         llvm.insertelement
// CHECK-NOT:     llvm.shufflevector
// CHECK:         llvm.return
func.func @broadcast_one_lane(%x: i32) -> (vector<1xi32>, vector<i32>) {
  %a = vector.broadcast %x : i32 to vector<1xi32>
  %b = vector.broadcast %x : i32 to vector<i32>
  return %a, %b : vector<1xi32>, vector<i32>
}

// -----

// A scalar broadcast to n-D: the broadcast row goes to every position of
// the array of rows.
// CHECK-LABEL: llvm.func @broadcast_2d
// CHECK-SAME:    (%[[X:.*]]: f32) -> !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:    %[[A:.*]] = llvm.mlir.poison : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:    %[[P:.*]] = llvm.mlir.poison : vector<3xf32>
// CHECK-NEXT:    %[[Z:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:    %[[I:.*]] = llvm.insertelement %[[X]], %[[P]][%[[Z]] : i32] : vector<3xf32>
// CHECK-NEXT:    %[[S:.*]] = llvm.shufflevector %[[I]], %[[I]] [0, 0, 0] : vector<3xf32>
// CHECK-NEXT:    %[[A0:.*]] = llvm.insertvalue %[[S]], %[[A]][0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:    %[[A1:.*]] = llvm.insertvalue %[[S]], %[[A0]][1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:    llvm.return %[[A1]]
func.func @broadcast_2d(%x: f32) -> vector<2x3xf32> {
  %b = vector.broadcast %x : f32 to vector<2x3xf32>
  return %b : vector<2x3xf32>
}

// -----

// A broadcast of a vector is left to the vector lowerings.
// CHECK-LABEL: llvm.func @broadcast_vector
// CHECK:         vector.broadcast %{{.*}} : vector<4xf32> to vector<2x4xf32>
func.func @broadcast_vector(%x: vector<4xf32>) -> vector<2x4xf32> {
  %b = vector.broadcast %x : vector<4xf32> to vector<2x4xf32>
  return %b : vector<2x4xf32>
}

// -----

// Extracts at static positions: an element of a 1-D vector, a row of an
// n-D one (an array element), an element of an n-D one (both).
// CHECK-LABEL: llvm.func @extract
// CHECK-SAME:    (%[[V:.*]]: vector<4xf32>, %[[W:.*]]: !llvm.array<2 x vector<4xi32>>)
// CHECK-NEXT:    %[[C3:.*]] = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT:    %[[E:.*]] = llvm.extractelement %[[V]][%[[C3]] : i64] : vector<4xf32>
// CHECK-NEXT:    %[[R:.*]] = llvm.extractvalue %[[W]][1] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT:    %[[R2:.*]] = llvm.extractvalue %[[W]][0] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT:    %[[C2:.*]] = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT:    %[[X:.*]] = llvm.extractelement %[[R2]][%[[C2]] : i64] : vector<4xi32>
func.func @extract(%v: vector<4xf32>, %w: vector<2x4xi32>) -> (f32, vector<4xi32>, i32) {
  %e = vector.extract %v[3] : f32 from vector<4xf32>
  %r = vector.extract %w[1] : vector<4xi32> from vector<2x4xi32>
  %x = vector.extract %w[0, 2] : i32 from vector<2x4xi32>
  return %e, %r, %x : f32, vector<4xi32>, i32
}

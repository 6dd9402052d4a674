// RUN: strata-opt --allow-unregistered-dialect --generate-runtime-verification --split-input-file %s | FileCheck %s
// RUN: strata-opt --allow-unregistered-dialect --generate-runtime-verification=verbose-level=0 --split-input-file %s | FileCheck %s --check-prefix=BRIEF

// Every dimension of a load is checked against 0 and the memref's size;
// static sizes fold to constants and the per-dimension conditions are
// combined with `andi`. The message quotes the op as the input names it.

// CHECK-LABEL: func.func @load_2d
// CHECK-SAME:  (%[[M:.*]]: memref<?x4xf32>, %[[I:.*]]: index, %[[J:.*]]: index)
// CHECK:       %[[ZERO:.*]] = arith.constant 0 : index
// CHECK:       %[[D0:.*]] = memref.dim %[[M]], %{{.*}} : memref<?x4xf32>
// CHECK:       %[[GE0:.*]] = arith.cmpi sge, %[[I]], %[[ZERO]] : index
// CHECK:       %[[LT0:.*]] = arith.cmpi slt, %[[I]], %[[D0]] : index
// CHECK:       %[[IN0:.*]] = arith.andi %[[GE0]], %[[LT0]] : i1
// CHECK:       %[[FOUR:.*]] = arith.constant 4 : index
// CHECK:       %[[GE1:.*]] = arith.cmpi sge, %[[J]], %[[ZERO]] : index
// CHECK:       %[[LT1:.*]] = arith.cmpi slt, %[[J]], %[[FOUR]] : index
// CHECK:       %[[IN1:.*]] = arith.andi %[[GE1]], %[[LT1]] : i1
// CHECK:       %[[ALL:.*]] = arith.andi %[[IN0]], %[[IN1]] : i1
// CHECK:       cf.assert %[[ALL]], "ERROR: Runtime op verification failed\0A%0 = memref.load %arg0[%arg1, %arg2] : memref<?x4xf32>\0A^ out-of-bounds access\0ALocation: loc({{.*}}runtime-verification.mlir\22:[[# @LINE + 5]]:8)"
// CHECK:       memref.load %[[M]][%[[I]], %[[J]]]
// BRIEF-LABEL: func.func @load_2d
// BRIEF:       cf.assert %{{.*}}, "ERROR: Runtime op verification failed\0A^ out-of-bounds access\0ALocation: loc({{.*}}:8)"
func.func @load_2d(%m: memref<?x4xf32>, %i: index, %j: index) -> f32 {
  %0 = memref.load %m[%i, %j] : memref<?x4xf32>
  return %0 : f32
}

// -----

// A rank-0 access has nothing to check; a constant in-bounds index folds
// its condition to `true`.

// CHECK-LABEL: func.func @static_access
// CHECK:       memref.load %{{.*}}[] : memref<f32>
// CHECK-NOT:   cf.assert
// CHECK:       %[[T:.*]] = arith.constant true
// CHECK:       cf.assert %[[T]], "{{.*}}memref.store %arg2, %arg1[%c1] : memref<4xf32>\0A^ out-of-bounds access
func.func @static_access(%r: memref<f32>, %m: memref<4xf32>, %v: f32) -> f32 {
  %0 = memref.load %r[] : memref<f32>
  %c1 = arith.constant 1 : index
  memref.store %v, %m[%c1] : memref<4xf32>
  return %0 : f32
}

// -----

// Casts check the rank (from an unranked memref), each dimension made
// static, and the offset and strides of the result's layout, read from
// the source cast to a fully dynamic layout.

// CHECK-LABEL: func.func @cast
// CHECK:       %[[R:.*]] = memref.rank %arg0 : memref<*xf32>
// CHECK:       %[[TWO:.*]] = arith.constant 2 : index
// CHECK:       %[[SAME:.*]] = arith.cmpi eq, %[[R]], %[[TWO]] : index
// CHECK:       cf.assert %[[SAME]], "{{.*}}^ rank mismatch
// CHECK:       %[[DYN:.*]] = memref.cast %arg0 : memref<*xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK:       %{{.*}}, %[[OFF:.*]], %{{.*}}:2, %[[STR:.*]]:2 = memref.extract_strided_metadata %[[DYN]]
// CHECK:       memref.dim %arg0, %{{.*}} : memref<*xf32>
// CHECK:       cf.assert %{{.*}}, "{{.*}}^ size mismatch of dim 1
// CHECK:       arith.cmpi eq, %[[OFF]], %{{.*}} : index
// CHECK:       cf.assert %{{.*}}, "{{.*}}^ offset mismatch
// CHECK:       arith.cmpi eq, %[[STR]]#0, %{{.*}} : index
// CHECK:       cf.assert %{{.*}}, "{{.*}}^ stride mismatch of dim 0
// CHECK:       arith.cmpi eq, %[[STR]]#1, %{{.*}} : index
// CHECK:       cf.assert %{{.*}}, "{{.*}}^ stride mismatch of dim 1
// CHECK:       %[[RANKED:.*]] = memref.cast %arg0 : memref<*xf32> to memref<?x4xf32>
// CHECK-NOT:   cf.assert
// CHECK:       memref.cast %[[RANKED]] : memref<?x4xf32> to memref<*xf32>
func.func @cast(%u: memref<*xf32>) {
  %0 = memref.cast %u : memref<*xf32> to memref<?x4xf32>
  %1 = memref.cast %0 : memref<?x4xf32> to memref<*xf32>
  return
}

// -----

// `dim` checks its index against the rank; `copy` each dimension dynamic
// on either side; `assume_alignment` the aligned pointer; `expand_shape`
// that each group's static sizes divide the source dimension.

// CHECK-LABEL: func.func @others
// CHECK:       %[[RANK:.*]] = memref.rank %arg0 : memref<?x4xf32>
// CHECK:       arith.cmpi slt, %arg2, %[[RANK]] : index
// CHECK:       cf.assert %{{.*}}, "{{.*}}^ index is out of bounds
// CHECK:       %[[D:.*]] = memref.dim %arg0, %c0{{.*}} : memref<?x4xf32>
// CHECK:       %[[C2:.*]] = arith.constant 2 : index
// CHECK:       arith.cmpi eq, %[[D]], %[[C2]] : index
// CHECK:       cf.assert %{{.*}}, "{{.*}}^ size of 0-th source/target dim does not match
// CHECK:       cf.assert %{{.*}}, "{{.*}}^ size of 1-th source/target dim does not match
// CHECK:       memref.copy
// CHECK:       %[[P:.*]] = memref.extract_aligned_pointer_as_index %arg0
// CHECK:       %[[C16:.*]] = arith.constant 16 : index
// CHECK:       arith.remui %[[P]], %[[C16]] : index
// CHECK:       cf.assert %{{.*}}, "{{.*}}^ memref is not aligned to 16
// CHECK:       memref.dim %arg0, %c0{{.*}} : memref<?x4xf32>
// CHECK:       arith.remsi
// CHECK:       cf.assert %{{.*}}, "{{.*}}^ static result dims in reassoc group do not divide src dim evenly
// CHECK:       %[[E:.*]] = memref.dim %arg0, %c1{{.*}} : memref<?x4xf32>
// CHECK:       %[[C4:.*]] = arith.constant 4 : index
// CHECK:       arith.remsi %[[E]], %[[C4]] : index
// CHECK:       cf.assert %{{.*}}, "{{.*}}^ static result dims in reassoc group do not divide src dim evenly
func.func @others(%m: memref<?x4xf32>, %t: memref<2x?xf32>, %i: index) {
  %d = memref.dim %m, %i : memref<?x4xf32>
  memref.copy %m, %t : memref<?x4xf32> to memref<2x?xf32>
  %a = memref.assume_alignment %m, 16 : memref<?x4xf32>
  %e = memref.expand_shape %m [[0], [1, 2]] output_shape [%i, 2, 2] : memref<?x4xf32> into memref<?x2x2xf32>
  return
}

// -----

// Checks are made inside nested regions, and for each function of a
// module, which names its values from `%arg0` again.

// CHECK-LABEL: func.func @nested
// CHECK:       scf.for
// CHECK:         cf.assert %{{.*}}, "{{.*}}%0 = memref.load %arg0[%arg2] : memref<?xf32>
// CHECK-LABEL: func.func @second
// CHECK:       cf.assert %{{.*}}, "{{.*}}memref.store %arg1, %arg0[%arg2] : memref<8xf32>
func.func @nested(%m: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %v = memref.load %m[%i] : memref<?xf32>
    "test.use"(%v) : (f32) -> ()
  }
  return
}
func.func @second(%m: memref<8xf32>, %v: f32, %i: index) {
  memref.store %v, %m[%i] : memref<8xf32>
  return
}

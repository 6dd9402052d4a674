// RUN: strata-opt %s --lower-affine --allow-unregistered-dialect | FileCheck %s

// --lower-affine: loops become scf.for with bounds expanded to arith
// (max/min chains of arith.maxsi/minsi), affine.if becomes scf.if on the
// conjunction of its constraints, mod/floordiv/ceildiv become upstream's
// sign-correcting sequences, loads and stores become memref ops.

// CHECK: module {
// CHECK-NEXT: func.func @f(%arg0: memref<10x10xf32>, %arg1: index, %arg2: f32) -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c10 = arith.constant 10 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %0 = scf.for %arg3 = %c0 to %c10 step %c2 iter_args(%arg4 = %arg2) -> (f32) {
// CHECK-NEXT: %c1_5 = arith.constant 1 : index
// CHECK-NEXT: %21 = arith.addi %arg3, %c1_5 : index
// CHECK-NEXT: %22 = memref.load %arg0[%21, %arg1] : memref<10x10xf32>
// CHECK-NEXT: %23 = arith.addf %arg4, %22 : f32
// CHECK-NEXT: scf.yield %23 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %c2_0 = arith.constant 2 : index
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: %1 = arith.cmpi slt, %arg1, %c0_1 : index
// CHECK-NEXT: %2 = arith.subi %c-1, %arg1 : index
// CHECK-NEXT: %3 = arith.select %1, %2, %arg1 : index
// CHECK-NEXT: %4 = arith.divsi %3, %c2_0 : index
// CHECK-NEXT: %5 = arith.subi %c-1, %4 : index
// CHECK-NEXT: %6 = arith.select %1, %5, %4 : index
// CHECK-NEXT: %7 = arith.maxsi %arg1, %6 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %8 = arith.remsi %arg1, %c3 : index
// CHECK-NEXT: %c0_2 = arith.constant 0 : index
// CHECK-NEXT: %9 = arith.cmpi slt, %8, %c0_2 : index
// CHECK-NEXT: %10 = arith.addi %8, %c3 : index
// CHECK-NEXT: %11 = arith.select %9, %10, %8 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c0_3 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %12 = arith.cmpi sle, %arg1, %c0_3 : index
// CHECK-NEXT: %13 = arith.subi %c0_3, %arg1 : index
// CHECK-NEXT: %14 = arith.subi %arg1, %c1 : index
// CHECK-NEXT: %15 = arith.select %12, %13, %14 : index
// CHECK-NEXT: %16 = arith.divsi %15, %c4 : index
// CHECK-NEXT: %17 = arith.subi %c0_3, %16 : index
// CHECK-NEXT: %18 = arith.addi %16, %c1 : index
// CHECK-NEXT: %19 = arith.select %12, %17, %18 : index
// CHECK-NEXT: %20 = arith.minsi %11, %19 : index
// CHECK-NEXT: %c1_4 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg3 = %7 to %20 step %c1_4 {
// CHECK-NEXT: %c2_5 = arith.constant 2 : index
// CHECK-NEXT: %21 = arith.muli %arg3, %c2_5 overflow<nsw> : index
// CHECK-NEXT: %c-1_6 = arith.constant -1 : index
// CHECK-NEXT: %22 = arith.addi %21, %c-1_6 : index
// CHECK-NEXT: memref.store %arg2, %arg0[%arg3, %22] : memref<10x10xf32>
// CHECK-NEXT: %c3_7 = arith.constant 3 : index
// CHECK-NEXT: %23 = arith.muli %arg3, %c3_7 overflow<nsw> : index
// CHECK-NEXT: %24 = arith.addi %23, %arg1 : index
// CHECK-NEXT: %c-7 = arith.constant -7 : index
// CHECK-NEXT: %25 = arith.addi %24, %c-7 : index
// CHECK-NEXT: %c0_8 = arith.constant 0 : index
// CHECK-NEXT: %c-10 = arith.constant -10 : index
// CHECK-NEXT: %26 = arith.addi %arg3, %c-10 : index
// CHECK-NEXT: %27 = arith.cmpi sge, %26, %c0_8 : index
// CHECK-NEXT: %c-1_9 = arith.constant -1 : index
// CHECK-NEXT: %28 = arith.muli %arg3, %c-1_9 overflow<nsw> : index
// CHECK-NEXT: %29 = arith.addi %28, %arg1 : index
// CHECK-NEXT: %30 = arith.cmpi eq, %29, %c0_8 : index
// CHECK-NEXT: %31 = arith.andi %27, %30 : i1
// CHECK-NEXT: %c-1_10 = arith.constant -1 : index
// CHECK-NEXT: %32 = arith.muli %arg3, %c-1_10 overflow<nsw> : index
// CHECK-NEXT: %c4_11 = arith.constant 4 : index
// CHECK-NEXT: %33 = arith.addi %32, %c4_11 : index
// CHECK-NEXT: %34 = arith.cmpi sge, %33, %c0_8 : index
// CHECK-NEXT: %35 = arith.andi %31, %34 : i1
// CHECK-NEXT: scf.if %35 {
// CHECK-NEXT: memref.store %arg2, %arg0[%arg3, %25] : memref<10x10xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: memref.store %arg2, %arg0[%25, %arg3] : memref<10x10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %c0_12 = arith.constant 0 : index
// CHECK-NEXT: %36 = arith.cmpi sge, %arg3, %c0_12 : index
// CHECK-NEXT: %37 = scf.if %36 -> (f32) {
// CHECK-NEXT: scf.yield %arg2 : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @g(%arg0: index, %arg1: index) {
// CHECK-NEXT: %c7 = arith.constant 7 : index
// CHECK-NEXT: %0 = arith.maxsi %arg0, %arg1 : index
// CHECK-NEXT: %1 = arith.maxsi %0, %c7 : index
// CHECK-NEXT: %c100 = arith.constant 100 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %2 = arith.addi %arg1, %c1 : index
// CHECK-NEXT: %3 = arith.minsi %arg0, %c100 : index
// CHECK-NEXT: %4 = arith.minsi %3, %2 : index
// CHECK-NEXT: %c1_0 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg2 = %1 to %4 step %c1_0 {
// CHECK-NEXT: %c100_1 = arith.constant 100 : index
// CHECK-NEXT: %c1_2 = arith.constant 1 : index
// CHECK-NEXT: %5 = arith.addi %arg1, %c1_2 : index
// CHECK-NEXT: %6 = arith.minsi %arg0, %c100_1 : index
// CHECK-NEXT: %7 = arith.minsi %6, %5 : index
// CHECK-NEXT: %c100_3 = arith.constant 100 : index
// CHECK-NEXT: %c1_4 = arith.constant 1 : index
// CHECK-NEXT: %8 = arith.addi %arg1, %c1_4 : index
// CHECK-NEXT: %9 = arith.maxsi %arg0, %c100_3 : index
// CHECK-NEXT: %10 = arith.maxsi %9, %8 : index
// CHECK-NEXT: "test.use"(%7, %10) : (index, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @f(%A: memref<10x10xf32>, %n: index, %v: f32) -> f32 {
  %r = affine.for %i = 0 to 10 step 2 iter_args(%acc = %v) -> (f32) {
    %x = affine.load %A[%i + 1, symbol(%n)] : memref<10x10xf32>
    %s = arith.addf %acc, %x : f32
    affine.yield %s : f32
  }
  affine.for %i = max affine_map<(d0)[s0] -> (d0, s0 floordiv 2)>(%n)[%n] to min affine_map<(d0) -> (d0 mod 3, d0 ceildiv 4)>(%n) {
    affine.store %v, %A[%i, %i * 2 - 1] : memref<10x10xf32>
    %a = affine.apply affine_map<(d0)[s0] -> (d0 * 3 + s0 - 7)>(%i)[%n]
    affine.if affine_set<(d0)[s0] : (d0 - 10 >= 0, s0 - d0 == 0, -d0 + 4 >= 0)>(%i)[%n] {
      affine.store %v, %A[%i, %a] : memref<10x10xf32>
    } else {
      affine.store %v, %A[%a, %i] : memref<10x10xf32>
    }
    %z = affine.if affine_set<(d0) : (d0 >= 0)>(%i) -> f32 {
      affine.yield %v : f32
    } else {
      affine.yield %r : f32
    }
  }
  return %r : f32
}
func.func @g(%n: index, %m: index) {
  affine.for %i = max affine_map<(d0, d1) -> (d0, d1, 7)>(%n, %m) to min affine_map<(d0)[s0] -> (d0, 100, s0 + 1)>(%n)[%m] {
    %a = affine.min affine_map<(d0)[s0] -> (d0, 100, s0 + 1)>(%n)[%m]
    %b = affine.max affine_map<(d0)[s0] -> (d0, 100, s0 + 1)>(%n)[%m]
    "test.use"(%a, %b) : (index, index) -> ()
  }
  return
}


// RUN: strata-opt %s --convert-std-to-core | FileCheck %s

// Every std op migrates to MLIR 22's equivalent; the output passes
// mlir-opt 22's verifier (utils/std/check_seeds.py checks the seed examples).
func.func private @g(i32) -> i32
func.func @all(%a: i32, %b: i32, %m: memref<4x?xf32, affine_map<(d0, d1) -> (d1, d0)>, 3>, %t: tensor<4x?xf32>, %ut: tensor<*xf32>, %x: f32, %c: i1, %v: vector<4xf32>, %i: index) -> i32 {
  %0 = std.addi %a, %b : i32
  %1 = std.and %a, %b : i32
  %2 = std.or %a, %b : i32
  %3 = std.xor %a, %b : i32
  %4 = std.divis %a, %b : i32
  %5 = std.diviu %a, %b : i32
  %6 = std.remis %a, %b : i32
  %7 = std.remiu %a, %b : i32
  %8 = std.cmpi "uge", %a, %b : i32
  %9 = std.select %c, %a, %b : i32
  %10 = std.addf %x, %x : f32
  %11 = std.mulf %x, %x : f32
  %12 = std.negf %x : f32
  %13 = std.absf %x : f32
  %14 = std.ceilf %x : f32
  %15 = std.cos %x : f32
  %16 = std.exp %x : f32
  %17 = std.sqrt %x : f32
  %18 = std.tanh %x : f32
  %19 = std.copysign %x %x : f32
  %20 = std.constant 1.5 : f32
  %21 = std.constant @g : (i32) -> i32
  %22 = std.call_indirect %21(%a) : (i32) -> i32
  %23 = std.call @g(%a) : (i32) -> i32
  %24 = std.dim %m, 1 : memref<4x?xf32, affine_map<(d0, d1) -> (d1, d0)>, 3>
  %25 = std.dim %t, 1 : tensor<4x?xf32>
  %26 = std.load %m[%i, %i] : memref<4x?xf32, affine_map<(d0, d1) -> (d1, d0)>, 3>
  std.store %x, %m[%i, %i] : memref<4x?xf32, affine_map<(d0, d1) -> (d1, d0)>, 3>
  %27 = std.tensor_load %m : memref<4x?xf32, affine_map<(d0, d1) -> (d1, d0)>, 3>
  std.tensor_store %t, %m : memref<4x?xf32, affine_map<(d0, d1) -> (d1, d0)>, 3>
  %28 = std.extract_element %t[%i, %i] : tensor<4x?xf32>
  %29 = std.extract_element %ut[%i] : tensor<*xf32>
  %30 = std.extract_element %v[%i] : vector<4xf32>
  %31 = std.splat %x : vector<8xf32>
  %32 = std.splat %x : tensor<2x2xf32>
  %33 = std.memref_cast %m : memref<4x?xf32, affine_map<(d0, d1) -> (d1, d0)>, 3> to memref<?x?xf32, affine_map<(d0, d1) -> (d1, d0)>, 3>
  %34 = std.tensor_cast %t : tensor<4x?xf32> to tensor<*xf32>
  %35 = std.alloc(%i) : memref<4x?xf32>
  %36 = std.alloc_static(64) : memref<16xf32>
  %tag = std.alloc() : memref<1xi32>
  std.dma_start %36[%i], %35[%i, %i], %i, %tag[%i] : memref<16xf32>, memref<4x?xf32>, memref<1xi32>
  std.dma_wait %tag[%i], %i : memref<1xi32>
  std.dealloc %35 : memref<4x?xf32>
  std.cond_br %c, ^bb1(%0 : i32), ^bb2
^bb1(%r: i32):
  std.return %r : i32
^bb2:
  std.br ^bb1(%9 : i32)
}

// CHECK: func.func private @g(i32) -> i32
// CHECK-LABEL: func.func @all(%arg0: i32, %arg1: i32, %arg2: memref<4x?xf32, #map, 3>, %arg3: tensor<4x?xf32>, %arg4: tensor<*xf32>, %arg5: f32, %arg6: i1, %arg7: vector<4xf32>, %arg8: index) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.andi %arg0, %arg1 : i32
// CHECK-NEXT: %2 = arith.ori %arg0, %arg1 : i32
// CHECK-NEXT: %3 = arith.xori %arg0, %arg1 : i32
// CHECK-NEXT: %4 = arith.divsi %arg0, %arg1 : i32
// CHECK-NEXT: %5 = arith.divui %arg0, %arg1 : i32
// CHECK-NEXT: %6 = arith.remsi %arg0, %arg1 : i32
// CHECK-NEXT: %7 = arith.remui %arg0, %arg1 : i32
// CHECK-NEXT: %8 = arith.cmpi uge, %arg0, %arg1 : i32
// CHECK-NEXT: %9 = arith.select %arg6, %arg0, %arg1 : i32
// CHECK-NEXT: %10 = arith.addf %arg5, %arg5 : f32
// CHECK-NEXT: %11 = arith.mulf %arg5, %arg5 : f32
// CHECK-NEXT: %12 = arith.negf %arg5 : f32
// CHECK-NEXT: %13 = math.absf %arg5 : f32
// CHECK-NEXT: %14 = math.ceil %arg5 : f32
// CHECK-NEXT: %15 = math.cos %arg5 : f32
// CHECK-NEXT: %16 = math.exp %arg5 : f32
// CHECK-NEXT: %17 = math.sqrt %arg5 : f32
// CHECK-NEXT: %18 = math.tanh %arg5 : f32
// CHECK-NEXT: %19 = math.copysign %arg5, %arg5 : f32
// CHECK-NEXT: %cst = arith.constant 1.500000e+00 : f32
// CHECK-NEXT: %f = constant @g : (i32) -> i32
// CHECK-NEXT: %20 = call_indirect %f(%arg0) : (i32) -> i32
// CHECK-NEXT: %21 = call @g(%arg0) : (i32) -> i32
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim = memref.dim %arg2, %c1 : memref<4x?xf32, #map, 3>
// CHECK-NEXT: %c1_0 = arith.constant 1 : index
// CHECK-NEXT: %dim_1 = tensor.dim %arg3, %c1_0 : tensor<4x?xf32>
// CHECK-NEXT: %22 = memref.load %arg2[%arg8, %arg8] : memref<4x?xf32, #map, 3>
// CHECK-NEXT: memref.store %arg5, %arg2[%arg8, %arg8] : memref<4x?xf32, #map, 3>
// CHECK-NEXT: %23 = bufferization.to_tensor %arg2 : memref<4x?xf32, #map, 3> to tensor<4x?xf32>
// CHECK-NEXT: %24 = bufferization.to_buffer %arg3 : tensor<4x?xf32> to memref<4x?xf32, 3>
// CHECK-NEXT: memref.copy %24, %arg2 : memref<4x?xf32, 3> to memref<4x?xf32, #map, 3>
// CHECK-NEXT: %extracted = tensor.extract %arg3[%arg8, %arg8] : tensor<4x?xf32>
// CHECK-NEXT: %cast = tensor.cast %arg4 : tensor<*xf32> to tensor<?xf32>
// CHECK-NEXT: %extracted_2 = tensor.extract %cast[%arg8] : tensor<?xf32>
// CHECK-NEXT: %25 = vector.extract %arg7[%arg8] : f32 from vector<4xf32>
// CHECK-NEXT: %26 = vector.broadcast %arg5 : f32 to vector<8xf32>
// CHECK-NEXT: %splat = tensor.splat %arg5 : tensor<2x2xf32>
// CHECK-NEXT: %cast_3 = memref.cast %arg2 : memref<4x?xf32, #map, 3> to memref<?x?xf32, #map, 3>
// CHECK-NEXT: %cast_4 = tensor.cast %arg3 : tensor<4x?xf32> to tensor<*xf32>
// CHECK-NEXT: %alloc = memref.alloc(%arg8) : memref<4x?xf32>
// CHECK-NEXT: %alloc_5 = memref.alloc() {base_address = 64 : i64} : memref<16xf32>
// CHECK-NEXT: %alloc_6 = memref.alloc() : memref<1xi32>
// CHECK-NEXT: memref.dma_start %alloc_5[%arg8], %alloc[%arg8, %arg8], %arg8, %alloc_6[%arg8] : memref<16xf32>, memref<4x?xf32>, memref<1xi32>
// CHECK-NEXT: memref.dma_wait %alloc_6[%arg8], %arg8 : memref<1xi32>
// CHECK-NEXT: memref.dealloc %alloc : memref<4x?xf32>
// CHECK-NEXT: cf.cond_br %arg6, ^bb1(%0 : i32), ^bb2
// CHECK-NEXT: ^bb1(%27: i32):
// CHECK-NEXT: return %27 : i32
// CHECK-NEXT: ^bb2:
// CHECK-NEXT: cf.br ^bb1(%9 : i32)
// CHECK-NEXT: }

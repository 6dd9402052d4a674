// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// The std ops print with their prefix outside the seeds' syntax.
// CHECK-LABEL: func.func @ops
// CHECK: %[[C:.*]] = cmpi "sge", %arg0, %arg1 : i32
// CHECK: select %[[C]], %arg0, %arg1 : i32
// CHECK: alloc_static(4096) : memref<4xf32>
// CHECK: copysign %arg2 %arg2 : f32
// CHECK: std.constant @ops : (i32, i32, f32) -> i32
// GENERIC: "std.cmpi"(%arg0, %arg1) <{predicate = 5 : i64}> : (i32, i32) -> i1
// GENERIC: "std.alloc_static"() <{base = 4096 : i64}> : () -> memref<4xf32>
func.func @ops(%a: i32, %b: i32, %x: f32) -> i32 {
  %c = std.cmpi "sge", %a, %b : i32
  %s = std.select %c, %a, %b : i32
  %m = std.alloc_static(0x1000) : memref<4xf32>
  %y = std.copysign %x %x : f32
  %f = std.constant @ops : (i32, i32, f32) -> i32
  std.return %s : i32
}

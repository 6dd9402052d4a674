// RUN: strata-opt %s --arith-expand=include-bf16 | FileCheck %s
// RUN: strata-opt %s --arith-expand | FileCheck %s --check-prefix=DEFAULT

// bf16 to f32 puts the 16 bits in the high half; f32 to bf16 rounds the
// bits to nearest even and makes NaN 0x7fc0. Other float casts stay, and
// so do both without include-bf16.
// CHECK-LABEL: func.func @casts
// CHECK-NEXT:    %[[B:.*]] = arith.bitcast %arg0 : bf16 to i16
// CHECK-NEXT:    %[[W:.*]] = arith.extui %[[B]] : i16 to i32
// CHECK-NEXT:    %[[C16:.*]] = arith.constant 16 : i32
// CHECK-NEXT:    %[[H:.*]] = arith.shli %[[W]], %[[C16]] : i32
// CHECK-NEXT:    %[[X:.*]] = arith.bitcast %[[H]] : i32 to f32
// CHECK-NEXT:    %[[NAN:.*]] = arith.cmpf une, %arg1, %arg1 : f32
// CHECK:         %[[BITS:.*]] = arith.bitcast %arg1 : f32 to i32
// CHECK:         %[[N:.*]] = arith.trunci %{{.*}} : i32 to i16
// CHECK-NEXT:    %[[S:.*]] = arith.select %[[NAN]], %{{.*}}, %[[N]] : i16
// CHECK-NEXT:    %[[Y:.*]] = arith.bitcast %[[S]] : i16 to bf16
// CHECK-NEXT:    %[[D:.*]] = arith.extf %arg0 : bf16 to f64
// CHECK-NEXT:    return %[[X]], %[[Y]], %[[D]]
// DEFAULT-LABEL: func.func @casts
// DEFAULT-NEXT:    arith.extf %arg0 : bf16 to f32
// DEFAULT-NEXT:    arith.truncf %arg1 : f32 to bf16
func.func @casts(%a: bf16, %b: f32) -> (f32, bf16, f64) {
  %x = arith.extf %a : bf16 to f32
  %y = arith.truncf %b : f32 to bf16
  %d = arith.extf %a : bf16 to f64
  return %x, %y, %d : f32, bf16, f64
}

// RUN: strata-opt %s --math-extend-to-supported-types | FileCheck %s
// RUN: strata-opt %s --math-extend-to-supported-types="extra-types=f16 target-type=f64" | FileCheck %s --check-prefix=F16OK
// RUN: not strata-opt %s --math-extend-to-supported-types="target-type=i8" 2>&1 | FileCheck %s --check-prefix=BAD

// BAD: error: could not map target type 'i8' to a known floating-point type

// Math on f16 and bf16 goes through f32 by default; f32, f64, integers and
// fma stay. Flags of the op are kept, the casts contract.
// CHECK-LABEL: func.func @widen
// CHECK-NEXT:    %[[B:.*]] = arith.extf %arg1 fastmath<contract> : bf16 to f32
// CHECK-NEXT:    %[[A:.*]] = arith.extf %arg0 fastmath<contract> : f16 to f32
// CHECK-NEXT:    %[[S:.*]] = math.sqrt %[[A]] fastmath<afn> : f32
// CHECK-NEXT:    %[[ST:.*]] = arith.truncf %[[S]] fastmath<contract> : f32 to f16
// CHECK-NEXT:    %[[E:.*]] = math.exp %[[B]] : f32
// CHECK-NEXT:    %[[ET:.*]] = arith.truncf %[[E]] fastmath<contract> : f32 to bf16
// CHECK-NEXT:    %[[C:.*]] = math.cos %arg2 : f32
// CHECK-NEXT:    %[[F:.*]] = math.fma %arg0, %arg0, %arg0 : f16
// CHECK-NEXT:    return %[[ST]], %[[ET]], %[[C]], %[[F]]
// F16OK-LABEL: func.func @widen
// F16OK-NEXT:    %[[B:.*]] = arith.extf %arg1 fastmath<contract> : bf16 to f64
// F16OK-NEXT:    math.sqrt %arg0 fastmath<afn> : f16
// F16OK-NEXT:    math.exp %[[B]] : f64
func.func @widen(%h: f16, %b: bf16, %f: f32) -> (f16, bf16, f32, f16) {
  %s = math.sqrt %h fastmath<afn> : f16
  %e = math.exp %b : bf16
  %c = math.cos %f : f32
  %m = math.fma %h, %h, %h : f16
  return %s, %e, %c, %m : f16, bf16, f32, f16
}

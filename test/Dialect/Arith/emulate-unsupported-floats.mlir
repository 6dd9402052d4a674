// RUN: strata-opt %s --arith-emulate-unsupported-floats="source-types=bf16,f8E4M3FN target-type=f32" | FileCheck %s
// RUN: strata-opt %s --arith-emulate-unsupported-floats | FileCheck %s --check-prefix=NONE
// RUN: not strata-opt %s --arith-emulate-unsupported-floats="source-types=bf16 target-type=f9" 2>&1 | FileCheck %s --check-prefix=BADTARGET
// RUN: not strata-opt %s --arith-emulate-unsupported-floats="source-types=f32 target-type=f32" 2>&1 | FileCheck %s --check-prefix=SAME

// BADTARGET: error: could not map target type 'f9' to a known floating-point type
// SAME: error: target type cannot be an unsupported source type

// Arithmetic on bf16 is done in f32 between contracting casts; the extension
// of an argument is made at the top of its block, that of a result right
// after it, and each is made once. Comparisons produce i1 directly; selects,
// constants and casts stay.
// CHECK-LABEL: func.func @chain
// CHECK-NEXT:    %[[B:.*]] = arith.extf %arg1 fastmath<contract> : bf16 to f32
// CHECK-NEXT:    %[[A:.*]] = arith.extf %arg0 fastmath<contract> : bf16 to f32
// CHECK-NEXT:    %[[S:.*]] = arith.addf %[[A]], %[[B]] : f32
// CHECK-NEXT:    %[[T:.*]] = arith.truncf %[[S]] fastmath<contract> : f32 to bf16
// CHECK-NEXT:    %[[E:.*]] = arith.extf %[[T]] fastmath<contract> : bf16 to f32
// CHECK-NEXT:    %[[M:.*]] = arith.mulf %[[E]], %[[E]] fastmath<fast> : f32
// CHECK-NEXT:    %[[MT:.*]] = arith.truncf %[[M]] fastmath<contract> : f32 to bf16
// CHECK-NEXT:    %[[C:.*]] = arith.cmpf olt, %[[A]], %[[E]] : f32
// CHECK-NEXT:    %[[SEL:.*]] = arith.select %[[C]], %[[MT]], %arg0 : bf16
// CHECK-NEXT:    return %[[SEL]], %[[C]]
// NONE-LABEL: func.func @chain
// NONE-NEXT:     arith.addf %arg0, %arg1 : bf16
func.func @chain(%a: bf16, %b: bf16) -> (bf16, i1) {
  %s = arith.addf %a, %b : bf16
  %m = arith.mulf %s, %s fastmath<fast> : bf16
  %c = arith.cmpf olt, %a, %s : bf16
  %r = arith.select %c, %m, %a : bf16
  return %r, %c : bf16, i1
}

// Shaped values convert their element type; other float types stay.
// CHECK-LABEL: func.func @shapes
// CHECK-NEXT:    %[[V:.*]] = arith.extf %arg0 fastmath<contract> : vector<4xf8E4M3FN> to vector<4xf32>
// CHECK-NEXT:    %[[N:.*]] = arith.negf %[[V]] : vector<4xf32>
// CHECK-NEXT:    %[[T:.*]] = arith.truncf %[[N]] fastmath<contract> : vector<4xf32> to vector<4xf8E4M3FN>
// CHECK-NEXT:    %[[H:.*]] = arith.addf %arg1, %arg1 : f16
// CHECK-NEXT:    return %[[T]], %[[H]]
func.func @shapes(%v: vector<4xf8E4M3FN>, %h: f16) -> (vector<4xf8E4M3FN>, f16) {
  %n = arith.negf %v : vector<4xf8E4M3FN>
  %g = arith.addf %h, %h : f16
  return %n, %g : vector<4xf8E4M3FN>, f16
}

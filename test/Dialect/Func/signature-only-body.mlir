// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s | strata-opt | FileCheck %s

// A signature of types only: the entry block names the arguments itself.
// The printer gives them back to the signature.

// CHECK-LABEL: func.func @select(%arg0: i1, %arg1: f32, %arg2: f32) -> f32 {
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1(%arg1 : f32), ^bb1(%arg2 : f32)
// CHECK-NEXT:  ^bb1(%0: f32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:    return %0 : f32
// CHECK-NEXT:  }
func.func @select(i1, f32, f32) -> f32 {
^bb0(%c: i1, %a: f32, %b: f32):
  cf.cond_br %c, ^bb1(%a : f32), ^bb1(%b : f32)
^bb1(%r: f32):
  return %r : f32
}

// A labeled entry block without arguments.
// CHECK-LABEL: func.func @no_args() {
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @no_args() {
^entry:
  return
}

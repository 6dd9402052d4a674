// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --reconcile-unrealized-casts | FileCheck %s
// Expected output recorded from mlir-opt 22 on the same input.

// CHECK-LABEL: func.func @dead_single(%arg0: i8) -> i8 {
// CHECK-NEXT: return %arg0 : i8
// CHECK-NEXT: }
// CHECK-LABEL: func.func @round_trip(%arg0: i8) -> i8 {
// CHECK-NEXT: return %arg0 : i8
// CHECK-NEXT: }
// CHECK-LABEL: func.func @long_chain(%arg0: i8) -> i8 {
// CHECK-NEXT: return %arg0 : i8
// CHECK-NEXT: }
// CHECK-LABEL: func.func @live_chain(%arg0: i8) -> f32 {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : i8 to i16
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %0 : i16 to f32
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @branchy(%arg0: i8) -> (i8, i16) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : i8 to i32
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %0 : i32 to i16
// CHECK-NEXT: return %arg0, %1 : i8, i16
// CHECK-NEXT: }
// CHECK-LABEL: func.func @multi(%arg0: i8, %arg1: i16) -> (i8, i16) {
// CHECK-NEXT: return %arg0, %arg1 : i8, i16
// CHECK-NEXT: }
// CHECK-LABEL: func.func @multi_swapped(%arg0: i8, %arg1: i16) -> (i16, i8) {
// CHECK-NEXT: %0:2 = builtin.unrealized_conversion_cast %arg0, %arg1 : i8, i16 to i32, i32
// CHECK-NEXT: %1:2 = builtin.unrealized_conversion_cast %0#1, %0#0 : i32, i32 to i16, i8
// CHECK-NEXT: return %1#0, %1#1 : i16, i8
// CHECK-NEXT: }
// CHECK-LABEL: func.func @one_to_n(%arg0: i64) -> i64 {
// CHECK-NEXT: return %arg0 : i64
// CHECK-NEXT: }
// CHECK-LABEL: func.func @no_inputs() -> i32 {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast to i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @no_inputs_dead() {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @same_type(%arg0: i8) -> i8 {
// CHECK-NEXT: return %arg0 : i8
// CHECK-NEXT: }

func.func @dead_single(%a: i8) -> i8 {
  %0 = builtin.unrealized_conversion_cast %a : i8 to i32
  return %a : i8
}
func.func @round_trip(%a: i8) -> i8 {
  %0 = builtin.unrealized_conversion_cast %a : i8 to i32
  %1 = builtin.unrealized_conversion_cast %0 : i32 to i8
  return %1 : i8
}
func.func @long_chain(%a: i8) -> i8 {
  %0 = builtin.unrealized_conversion_cast %a : i8 to i16
  %1 = builtin.unrealized_conversion_cast %0 : i16 to f32
  %2 = builtin.unrealized_conversion_cast %1 : f32 to index
  %3 = builtin.unrealized_conversion_cast %2 : index to i8
  return %3 : i8
}
func.func @live_chain(%a: i8) -> f32 {
  %0 = builtin.unrealized_conversion_cast %a : i8 to i16
  %1 = builtin.unrealized_conversion_cast %0 : i16 to f32
  return %1 : f32
}
func.func @branchy(%a: i8) -> (i8, i16) {
  %0 = builtin.unrealized_conversion_cast %a : i8 to i32
  %1 = builtin.unrealized_conversion_cast %0 : i32 to i8
  %2 = builtin.unrealized_conversion_cast %0 : i32 to i16
  return %1, %2 : i8, i16
}
func.func @multi(%a: i8, %b: i16) -> (i8, i16) {
  %0:2 = builtin.unrealized_conversion_cast %a, %b : i8, i16 to i32, i32
  %1:2 = builtin.unrealized_conversion_cast %0#0, %0#1 : i32, i32 to i8, i16
  return %1#0, %1#1 : i8, i16
}
func.func @multi_swapped(%a: i8, %b: i16) -> (i16, i8) {
  %0:2 = builtin.unrealized_conversion_cast %a, %b : i8, i16 to i32, i32
  %1:2 = builtin.unrealized_conversion_cast %0#1, %0#0 : i32, i32 to i16, i8
  return %1#0, %1#1 : i16, i8
}
func.func @one_to_n(%a: i64) -> i64 {
  %0:2 = builtin.unrealized_conversion_cast %a : i64 to i32, i32
  %1 = builtin.unrealized_conversion_cast %0#0, %0#1 : i32, i32 to i64
  return %1 : i64
}
func.func @no_inputs() -> i32 {
  %0 = builtin.unrealized_conversion_cast to i32
  return %0 : i32
}
func.func @no_inputs_dead() {
  %0 = builtin.unrealized_conversion_cast to i32
  return
}
func.func @same_type(%a: i8) -> i8 {
  %0 = builtin.unrealized_conversion_cast %a : i8 to i8
  return %0 : i8
}

// -----

// CHECK-LABEL: func.func @blocks(%arg0: i8, %arg1: i1) -> i8 {
// CHECK-NEXT: cf.cond_br %arg1, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: return %arg0 : i8
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: return %arg0 : i8
// CHECK-NEXT: }
// CHECK-LABEL: func.func @block_arg(%arg0: i8) -> i8 {
// CHECK-NEXT: cf.br ^bb1(%arg0 : i8)
// CHECK-NEXT: ^bb1(%0: i8):  // pred: ^bb0
// CHECK-NEXT: return %0 : i8
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nested_region(%arg0: i8) -> i8 {
// CHECK-NEXT: %0 = "test.region"() ({
// CHECK-NEXT: "test.yield"(%arg0) : (i8) -> ()
// CHECK-NEXT: }) : () -> i8
// CHECK-NEXT: return %0 : i8
// CHECK-NEXT: }
// CHECK-LABEL: func.func @user_in_middle(%arg0: i8) -> i8 {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : i8 to i32
// CHECK-NEXT: "test.use"(%0) : (i32) -> ()
// CHECK-NEXT: return %arg0 : i8
// CHECK-NEXT: }
// CHECK-LABEL: func.func @cycle(%arg0: i8) -> i8 {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : i8 to i16
// CHECK-NEXT: "test.use"(%0) : (i16) -> ()
// CHECK-NEXT: return %arg0 : i8
// CHECK-NEXT: }
// CHECK-LABEL: func.func @with_attr(%arg0: i8) -> i32 {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : i8 to i32 {note = "kept"}
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: module @inner {
// CHECK-NEXT: func.func @nested_module(%arg0: f32) -> f32 {
// CHECK-NEXT: return %arg0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-LABEL: func.func @partial_inputs(%arg0: i8, %arg1: i8) -> (i8, i8) {
// CHECK-NEXT: %0:2 = builtin.unrealized_conversion_cast %arg0, %arg1 : i8, i8 to i32, i32
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %0#0 : i32 to i8
// CHECK-NEXT: return %1, %arg1 : i8, i8
// CHECK-NEXT: }
// CHECK-LABEL: func.func @diamond(%arg0: i8) -> (i8, i8) {
// CHECK-NEXT: return %arg0, %arg0 : i8, i8
// CHECK-NEXT: }

func.func @blocks(%a: i8, %c: i1) -> i8 {
  %0 = builtin.unrealized_conversion_cast %a : i8 to i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %1 = builtin.unrealized_conversion_cast %0 : i32 to i8
  return %1 : i8
^bb2:
  %2 = builtin.unrealized_conversion_cast %0 : i32 to i16
  %3 = builtin.unrealized_conversion_cast %2 : i16 to i8
  return %3 : i8
}
func.func @block_arg(%a: i8) -> i8 {
  cf.br ^bb1(%a : i8)
^bb1(%x: i8):
  %0 = builtin.unrealized_conversion_cast %x : i8 to i32
  %1 = builtin.unrealized_conversion_cast %0 : i32 to i8
  return %1 : i8
}
func.func @nested_region(%a: i8) -> i8 {
  %0 = builtin.unrealized_conversion_cast %a : i8 to i32
  %r = "test.region"() ({
    %1 = builtin.unrealized_conversion_cast %0 : i32 to i8
    "test.yield"(%1) : (i8) -> ()
  }) : () -> i8
  return %r : i8
}
func.func @user_in_middle(%a: i8) -> i8 {
  %0 = builtin.unrealized_conversion_cast %a : i8 to i32
  "test.use"(%0) : (i32) -> ()
  %1 = builtin.unrealized_conversion_cast %0 : i32 to i8
  return %1 : i8
}
func.func @cycle(%a: i8) -> i8 {
  %0 = builtin.unrealized_conversion_cast %a : i8 to i16
  %1 = builtin.unrealized_conversion_cast %0 : i16 to i32
  %2 = builtin.unrealized_conversion_cast %1 : i32 to i16
  %3 = builtin.unrealized_conversion_cast %2 : i16 to i8
  "test.use"(%2) : (i16) -> ()
  return %3 : i8
}
func.func @with_attr(%a: i8) -> i32 {
  %0 = builtin.unrealized_conversion_cast %a : i8 to i32 {note = "kept"}
  return %0 : i32
}
module @inner {
  func.func @nested_module(%a: f32) -> f32 {
    %0 = builtin.unrealized_conversion_cast %a : f32 to f16
    %1 = builtin.unrealized_conversion_cast %0 : f16 to f32
    return %1 : f32
  }
}
func.func @partial_inputs(%a: i8, %b: i8) -> (i8, i8) {
  %0:2 = builtin.unrealized_conversion_cast %a, %b : i8, i8 to i32, i32
  %1 = builtin.unrealized_conversion_cast %0#0 : i32 to i8
  return %1, %b : i8, i8
}
func.func @diamond(%a: i8) -> (i8, i8) {
  %0 = builtin.unrealized_conversion_cast %a : i8 to i32
  %1 = builtin.unrealized_conversion_cast %0 : i32 to i16
  %2 = builtin.unrealized_conversion_cast %1 : i16 to i8
  %3 = builtin.unrealized_conversion_cast %1 : i16 to i8
  return %2, %3 : i8, i8
}

// -----

// CHECK: "test.top"() ({
// CHECK-NEXT: ^bb0(%arg0: i8):
// CHECK-NEXT: "test.use"(%arg0) : (i8) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-LABEL: func.func @graph(%arg0: tensor<2xf32>) -> tensor<2xf32> {
// CHECK-NEXT: return %arg0 : tensor<2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dead_mid_chain(%arg0: i8) -> i8 {
// CHECK-NEXT: return %arg0 : i8
// CHECK-NEXT: }
// CHECK-LABEL: func.func @mixed(%arg0: i8) -> (i32, i8) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : i8 to i32
// CHECK-NEXT: return %0, %arg0 : i32, i8
// CHECK-NEXT: }

"test.top"() ({
^bb0(%a: i8):
  %0 = builtin.unrealized_conversion_cast %a : i8 to i32
  %1 = builtin.unrealized_conversion_cast %0 : i32 to i8
  "test.use"(%1) : (i8) -> ()
}) : () -> ()
func.func @graph(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = builtin.unrealized_conversion_cast %a : tensor<2xf32> to memref<2xf32>
  %1 = builtin.unrealized_conversion_cast %0 : memref<2xf32> to tensor<2xf32>
  %2 = builtin.unrealized_conversion_cast %1 : tensor<2xf32> to vector<2xf32>
  return %1 : tensor<2xf32>
}
func.func @dead_mid_chain(%a: i8) -> i8 {
  %0 = builtin.unrealized_conversion_cast %a : i8 to i32
  %1 = builtin.unrealized_conversion_cast %0 : i32 to i64
  %2 = builtin.unrealized_conversion_cast %0 : i32 to i8
  return %2 : i8
}
func.func @mixed(%a: i8) -> (i32, i8) {
  %0 = builtin.unrealized_conversion_cast %a : i8 to i32
  %1 = builtin.unrealized_conversion_cast %0 : i32 to i8
  %2 = builtin.unrealized_conversion_cast %1 : i8 to i32
  return %2, %1 : i32, i8
}

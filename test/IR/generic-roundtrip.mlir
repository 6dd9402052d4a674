// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic | strata-opt --allow-unregistered-dialect | FileCheck %s

// CHECK-LABEL: module {
// CHECK-NEXT:    %0 = "t.def"() : () -> i32
%0 = "t.def"() : () -> i32
// CHECK-NEXT:    %1:2 = "t.pair"(%0) : (i32) -> (i32, f32)
%p:2 = "t.pair"(%0) : (i32) -> (i32, f32)
// CHECK-NEXT:    "t.use"(%1#1, %1#0) : (f32, i32) -> ()
"t.use"(%p#1, %p#0) : (f32, i32) -> ()
// CHECK-NEXT:    "t.region"() ({
// CHECK-NEXT:    ^bb0(%arg0: i32):
// CHECK-NEXT:      "t.br"(%arg0)[^bb1] : (i32) -> ()
// CHECK-NEXT:    ^bb1:  // pred: ^bb0
// CHECK-NEXT:      "t.end"() : () -> ()
// CHECK-NEXT:    }) : () -> ()
"t.region"() ({
^entry(%a: i32):
  "t.br"(%a)[^next] : (i32) -> ()
^next:
  "t.end"() : () -> ()
}) : () -> ()
// CHECK-NEXT:  }

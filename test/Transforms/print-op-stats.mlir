// RUN: strata-opt %s --allow-unregistered-dialect --print-op-stats -o /dev/null 2>&1 | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --print-op-stats=json -o /dev/null 2>&1 | FileCheck %s --check-prefix=JSON

// CHECK:      Operations encountered:
// CHECK-NEXT: -----------------------
// CHECK-NEXT:   builtin.module , 1
// CHECK-NEXT:        cf.br     , 1
// CHECK-NEXT:      func.func   , 2
// CHECK-NEXT:      func.return , 2
// CHECK-NEXT:           plain  , 1
// CHECK-NEXT:         u.op     , 3

// JSON:      {
// JSON-NEXT:   "builtin.module" : 1,
// JSON-NEXT:   "cf.br" : 1,
// JSON-NEXT:   "func.func" : 2,
// JSON-NEXT:   "func.return" : 2,
// JSON-NEXT:   "plain" : 1,
// JSON-NEXT:   "u.op" : 3
// JSON-NEXT: }
func.func @a() {
  "u.op"() : () -> ()
  cf.br ^bb1
^bb1:
  "u.op"() ({
    "u.op"() : () -> ()
  }) : () -> ()
  return
}
func.func @b() {
  "plain"() : () -> ()
  return
}

// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics | FileCheck %s

// An op written in the generic form does not change the default dialect of
// its regions: inside `func.func`, unprefixed names still resolve in `func`
// (the printer, as upstream, spells them in full there).

// CHECK-LABEL: func.func @inherits
// CHECK-NEXT:   "x.wrap"() ({
// CHECK-NEXT:     %0 = func.call_indirect %arg0(%arg1) : (i32) -> i64
// CHECK-NEXT:     "x.use"(%0) : (i64) -> ()
// CHECK-NEXT:   }) : () -> ()
func.func @inherits(%fn: (i32) -> i64, %v: i32) {
  "x.wrap"() ({
    %r = call_indirect %fn(%v) : (i32) -> i64
    "x.use"(%r) : (i64) -> ()
  }) : () -> ()
  return
}

// -----

func.func @nested_return() {
  "x.wrap"() ({
    // expected-error@+1 {{'func.return' op expects parent op 'func.func'}}
    return
  }) : () -> ()
  return
}

// RUN: strata-opt %s --allow-unregistered-dialect --test-ir-visitors -o /dev/null | FileCheck %s

// CHECK-LABEL: Op pre-order visits
// CHECK-NEXT:  Visiting op 'builtin.module'
// CHECK-NEXT:  Visiting op 'func.func'
// CHECK-NEXT:  Visiting op 't.outer'
// CHECK-NEXT:  Visiting op 't.a'
// CHECK-LABEL: Block post-order visits
// CHECK-NEXT:  Visiting block ^bb0 from region 0 from operation 't.outer'
// CHECK-NEXT:  Visiting block ^bb1 from region 0 from operation 't.outer'
// CHECK-NEXT:  Visiting block ^bb0 from region 0 from operation 'func.func'

// Dominance order follows successors and leaves out the unreachable ^bb1
// of t.outer; the reverse order starts from the last block reached.
// CHECK-LABEL: Block forward dominance post-order visits
// CHECK-NEXT:  Visiting block ^bb0 from region 0 from operation 't.outer'
// CHECK-NEXT:  Visiting block ^bb0 from region 0 from operation 'func.func'
// CHECK-NEXT:  Visiting block ^bb1 from region 0 from operation 'func.func'
// CHECK-LABEL: Op reverse dominance post-order visits
// CHECK-NEXT:  Visiting op 'func.return'
// CHECK-NEXT:  Visiting op 'cf.br'
// CHECK-NEXT:  Visiting op 't.a'
// CHECK-NEXT:  Visiting op 't.outer'
// CHECK-NEXT:  Visiting op 'func.func'

// Erasing walks: below the module level, a pre-order walk that erases
// skips what it erased; blocks are renamed as earlier ones disappear.
// CHECK-LABEL: Op pre-order erasures (skip)
// CHECK-NEXT:  Erasing op 't.outer'
// CHECK-NEXT:  Erasing op 'cf.br'
// CHECK-NEXT:  Erasing op 'func.return'
// CHECK-LABEL: Block post-order erasures (no skip)
// CHECK-NEXT:  Erasing block ^bb0 from region 0 from operation 't.outer'
// CHECK-NEXT:  Erasing block ^bb0 from region 0 from operation 't.outer'
// CHECK-NEXT:  Erasing block ^bb0 from region 0 from operation 'func.func'
// CHECK-NEXT:  Erasing block ^bb0 from region 0 from operation 'func.func'
// CHECK-NEXT:  Erasing block ^bb0 from region 0 from operation 'builtin.module'
func.func @f() {
  "t.outer"() ({
    "t.a"() : () -> ()
  ^bb1:
    "t.b"() : () -> ()
  }) : () -> ()
  cf.br ^bb1
^bb1:
  return
}

// RUN: strata-opt %s --inline | FileCheck %s

// `scf.while` is a single-block op: a callee with several blocks is not
// inlined into its regions (an `scf.execute_region` takes it).

func.func private @two_blocks(%c: i1) {
  cf.cond_br %c, ^a, ^b
^a:
  return
^b:
  return
}

// CHECK-LABEL: func.func @f
// CHECK: scf.while
// CHECK: } do {
// CHECK-NEXT: func.call @two_blocks
// CHECK-NEXT: scf.yield
// CHECK-NOT: func.call
// CHECK: return
func.func @f(%c: i1) {
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    func.call @two_blocks(%c) : (i1) -> ()
    scf.yield
  }
  scf.execute_region {
    func.call @two_blocks(%c) : (i1) -> ()
    scf.yield
  }
  return
}

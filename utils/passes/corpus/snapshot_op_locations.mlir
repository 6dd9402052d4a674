// PASSES: --snapshot-op-locations=filename=/tmp/strata-snapshot.mlir --mlir-print-debuginfo
// PASSES: '--snapshot-op-locations=filename=/tmp/strata-snapshot.mlir tag=snap' --mlir-print-debuginfo
// PASSES: '--snapshot-op-locations=filename=/tmp/strata-snapshot.mlir print-op-generic' --mlir-print-debuginfo
// PASSES: --mlir-disable-threading '--pass-pipeline=builtin.module(func.func(snapshot-op-locations{filename=/tmp/strata-snapshot.mlir tag=fn}))' --mlir-print-debuginfo
// PASSES: '--snapshot-op-locations=filename=/tmp/strata-snapshot.mlir print-debuginfo' --mlir-print-debuginfo
// PASSES: '--snapshot-op-locations=filename=/tmp/strata-snapshot.mlir print-debuginfo pretty-debuginfo tag=t' --mlir-print-debuginfo
// PASSES: '--snapshot-op-locations=filename=/tmp/strata-snapshot.mlir print-debuginfo print-local-scope' --mlir-print-debuginfo

#map = affine_map<(d0) -> (d0 + 1)>
func.func @f(%a: i32, %c: i1) -> i32 {
  %c0 = arith.constant 0 : i32
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%v: i32):
  %0 = arith.addi %v, %c0 : i32 loc("somewhere":3:4)
  return %0 : i32
^bb2:
  "t.region"() ({
    "t.inner"() {m = #map} : () -> ()
  }, {
  }) : () -> ()
  return %c0 : i32
}
module @nested {
  func.func private @g()
}

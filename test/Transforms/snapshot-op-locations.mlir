// RUN: strata-opt %s --allow-unregistered-dialect --snapshot-op-locations='filename=%t.snap' --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s
// RUN: FileCheck %s --check-prefix=SNAP < %t.snap
// RUN: strata-opt %s --allow-unregistered-dialect --snapshot-op-locations='filename=%t.tagged tag=here' --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s --check-prefix=TAG

// Each op gets the line where it is printed in the snapshot and the column
// (zero-based) where its text starts; the snapshot has no locations.

// CHECK:      func.func @f(
// CHECK-NEXT:   "t.first"() : () -> () loc("{{.*}}.snap":3:4)
// CHECK-NEXT:   "t.holder"() ({
// CHECK-NEXT:     "t.nested"() : () -> () loc("{{.*}}.snap":5:6)
// CHECK-NEXT:   }) : () -> () loc("{{.*}}.snap":4:4)
// CHECK-NEXT:   return loc("{{.*}}.snap":7:4)
// CHECK-NEXT: } loc("{{.*}}.snap":2:2)
// CHECK-NEXT: } loc("{{.*}}.snap":1:0)

// SNAP:      module {
// SNAP-NEXT:   func.func @f() {
// SNAP-NEXT:     "t.first"() : () -> ()
// SNAP-NOT:  loc(

// With a tag the new location is named and fused with the old one.
// TAG: "t.first"() : () -> () loc(fused["first.mlir":1:2, "here"("{{.*}}.tagged":3:4)])

func.func @f() {
  "t.first"() : () -> () loc("first.mlir":1:2)
  "t.holder"() ({
    "t.nested"() : () -> ()
  }) : () -> ()
  return
}

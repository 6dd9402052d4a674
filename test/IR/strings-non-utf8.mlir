// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect | strata-opt --allow-unregistered-dialect | FileCheck %s

// Strings hold bytes, not necessarily UTF-8: every byte that is not
// printable ASCII is printed as a two-digit escape, and the output parses
// back to the same bytes, in attributes and in external resources alike.

// CHECK: "t.op"() {a = "\FFabc", b = "caf\C3\A9", c = "\00\01\7F\0A\09", d = "q\22\\", e = ["\80", "\C3("]} : () -> ()
"t.op"() {a = "\FFabc", b = "caf\C3\A9", c = "\00\01\7f\n\t", d = "q\"\\", e = ["\80", "\C3\28"]} : () -> ()

// CHECK:      external_resources: {
// CHECK-NEXT:   mlir_reproducer: {
// CHECK-NEXT:     key: "\FFabc",
// CHECK-NEXT:     other: "ok\0A\C3"
{-#
  external_resources: {
    mlir_reproducer: {
      key: "\FFabc",
      other: "ok\0A\C3"
    }
  }
#-}

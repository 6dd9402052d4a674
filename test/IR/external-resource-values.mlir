// RUN: strata-opt %s | strata-opt | FileCheck %s

// String values are decoded and printed again with escapes, so bytes that
// are not printable ASCII (here one that is not UTF-8) survive a round trip,
// and escapes of printable characters print as the characters.
// CHECK:      external_resources: {
// CHECK-NEXT:   tool: {
// CHECK-NEXT:     raw: "\EC\0A",
// CHECK-NEXT:     spelled: "AB",
// CHECK-NEXT:     quote: "\22x\22",
// CHECK-NEXT:     flag: false,
// CHECK-NEXT:     blob: "0x0400000001020304"
// CHECK-NEXT:   }
// CHECK-NEXT: }
{-#
  external_resources: {
    tool: {
      raw: "\EC\n",
      spelled: "\41B",
      quote: "\"x\"",
      flag: false,
      blob: "0x0400000001020304"
    }
  }
#-}

// RUN: strata-opt %s --mlir-elide-resource-strings-if-larger=20 | FileCheck %s
// RUN: strata-opt %s --mlir-elide-resource-strings-if-larger=21 | FileCheck %s --check-prefix=KEEP-STRING
// RUN: strata-opt %s --mlir-elide-resource-strings-if-larger=28 | FileCheck %s --check-prefix=KEEP-ALL

// Resource values whose text, quotes included, is longer than the limit
// are left out; a group or section left empty is not printed. The blob's
// text is 28 characters long, the string's 21.

// CHECK:      {-#
// CHECK-NEXT:   external_resources: {
// CHECK-NEXT:     ext: {
// CHECK-NEXT:       flag: true
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: #-}

// KEEP-STRING:      external_resources: {
// KEEP-STRING-NEXT:   ext: {
// KEEP-STRING-NEXT:     key: "a long string value",
// KEEP-STRING-NEXT:     flag: true

// KEEP-ALL:      dialect_resources: {
// KEEP-ALL-NEXT:   builtin: {
// KEEP-ALL-NEXT:     blob1: "0x040000000100000002000000"

func.func @f() -> tensor<2xi32> {
  %0 = arith.constant dense_resource<blob1> : tensor<2xi32>
  return %0 : tensor<2xi32>
}
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x040000000100000002000000"
    }
  },
  external_resources: {
    ext: {
      key: "a long string value",
      flag: true
    }
  }
#-}

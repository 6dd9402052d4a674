// RUN: strata-opt %s --allow-unregistered-dialect | strata-opt --allow-unregistered-dialect | FileCheck %s

// Indices that are all equal print as one index, as mlir-opt 22 prints
// them: `sparse<1, [...]>`. mlir-opt cannot read that back (it takes the
// single index for a single entry); Strata gives the index to every value,
// so the text reads back to the same attribute. Found by the
// parse_roundtrip fuzz target.

// CHECK: a = sparse<1, [1.000000e+00, 2.000000e+00]> : tensor<2x3xf32>
// CHECK-SAME: b = sparse<1, ["", "b"]> : tensor<2x3x!t.s>
// CHECK-SAME: c = sparse<0, [7, 8, 9]> : tensor<4xi32>
// CHECK-SAME: d = sparse<1, 5> : tensor<2x3xi8>
"t.op"() {a = sparse<[[1, 1], [1, 1]], [1.0, 2.0]> : tensor<2x3xf32>, b = sparse<[[1, 1], [1, 1]], ["", "b"]> : tensor<2x3x!t.s>, c = sparse<[0, 0, 0], [7, 8, 9]> : tensor<4xi32>, d = sparse<[[1, 1]], 5> : tensor<2x3xi8>} : () -> ()

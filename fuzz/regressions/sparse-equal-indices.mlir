// Sparse indices that are all equal print as one index (as mlir-opt 22
// prints them), which must read back. Found by the parse_roundtrip fuzz
// target.
"t"() {c = sparse<[[1, 1], [1, 1]], ["", "b"]> : tensor<2x3x!t.2>} : () -> ()

// INTEROP-ARGS: --mlir-print-elementsattrs-with-hex-if-larger=3
"t.hex"() {a = dense<[1, 2, 3, 4, 5, 6]> : tensor<6xi32>, b = dense<[1.0, 2.0]> : tensor<2xf32>, c = dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf64>, d = dense<5> : tensor<10xi32>} : () -> ()

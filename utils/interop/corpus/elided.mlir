// INTEROP-ARGS: --mlir-elide-elementsattrs-if-larger=4
"t.elide"() {a = dense<[1, 2, 3, 4, 5, 6]> : tensor<6xi32>, b = dense<[1, 2]> : tensor<2xi32>, c = dense<1> : tensor<100xi32>} : () -> ()

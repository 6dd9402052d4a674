"t.ta"() {a = tensor<2xf32>, b = (i32) -> i64, c = !t.x, d = memref<?xf32, 4>, e = complex<i8>} : () -> ()

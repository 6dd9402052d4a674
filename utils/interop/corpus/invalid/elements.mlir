// Malformed elements attributes, one case per chunk.

"t.a"() {a = dense<"0x01"> : tensor<4xi32>} : () -> ()
// -----
"t.a"() {a = dense<[1.5]> : tensor<1xi32>} : () -> ()
// -----
"t.a"() {a = dense<1> : i32} : () -> ()
// -----
"t.a"() {a = dense<[1, 2]> : tensor<?xi32>} : () -> ()
// -----
"t.a"() {a = dense<[[1], [2, 3]]> : tensor<2x2xi32>} : () -> ()
// -----
"t.a"() {a = dense<["a"]> : tensor<1xi32>} : () -> ()
// -----
"t.a"() {a = 1.5 : index} : () -> ()
// -----
"t.a"() {a = -1.5 : si8} : () -> ()
// -----
"t.a"() {a = sparse<[[5]], [1]> : tensor<4xi32>} : () -> ()
// -----
"t.a"() {a = array<i32: 1, "x">} : () -> ()

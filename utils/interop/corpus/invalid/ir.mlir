// Malformed IR, one case per chunk.

"t.a"(%x) : (i32) -> ()

// -----

%0 = "t.a"() : () -> i32
%0 = "t.b"() : () -> i32

// -----

"t.r"() ({
  "t.br"()[^missing] : () -> ()
}) : () -> ()

// -----

"t.r"() ({
^bb0:
  "t.x"() : () -> ()
^bb0:
  "t.x"() : () -> ()
}) : () -> ()

// -----

%0 = "t.a"() : () -> i32
"t.b"(%0) : (i64) -> ()

// -----

"t.a"() {s = "unterminated} : () -> ()

// -----

"t.a"() : () -> (i0x)

// -----

"t.a"() : () -> (vector<?xf32>)

// -----

"t.a"() : () -> (tensor<4xf32, >)

// -----

"t.a"() : () -> (memref<*xf32, strided<[1]>>)

// -----

"t.a"() : () -> (complex<none>)

// -----

"t.a"() : () -> (!unknown_alias)

// -----

"t.a"() {a = #unknown_alias} : () -> ()

// -----

"t.a"() {a = 300 : i8} : () -> ()

// -----

"t.a"() {a = 1.5 : i32} : () -> ()

// -----

"t.a"() {a = dense<[1, 2]> : tensor<3xi32>} : () -> ()

// -----

"t.a"() {a = dense<[[1, 2], [3]]> : tensor<2x2xi32>} : () -> ()

// -----

"t.a"() {a = affine_map<(d0) -> (d1)>} : () -> ()

// -----

"t.a"() {a = affine_map<(d0, d1) -> (d0 * d1)>} : () -> ()

// -----

"t.a"() {a = array<i32: 1.5>} : () -> ()

// -----

"t.a"() {a = 1, a = 2} : () -> ()

// -----

"t.a"() : () -> (f8E4M3FN, f9)

// -----

func.func @f() {
  "t.x"() : () -> ()
}

// -----

func.func @f() {
  return
}

// -----

func.func @f() {
  return
}

// -----

%0 = "t.a"() : () -> i32
func.func @g() {
  "t.use"(%0) : (i32) -> ()
  return
}

// -----

func.func @d() {
  "t.use"(%v) : (i32) -> ()
  %v = "t.def"() : () -> i32
  return
}

// -----

func.func @h() -> i32 {
  %c = "t.c"() : () -> i1
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %v = "t.def"() : () -> i32
  cf.br ^bb2
^bb2:
  return %v : i32
}

// -----

"t.a"() : () -> (tensor<-1xf32>)

// -----

"t.a"() : () -> (memref<4xf32, affine_map<(d0, d1) -> (d0)>>)

// -----

"t.a"() : () -> i32 loc(#unknown_loc)

// -----

"t.a"() {a = @} : () -> ()

// -----

"t.a"() : (i32) -> ()

// -----

"t.a"()[^bb1] : () -> ()

// -----

%0:2 = "t.a"() : () -> i32

// -----

"t.a"() : () -> (vector<0xf32>)

// -----

"t.a"() {a = "\q"} : () -> ()

// -----

"t.a"() {a = 0x1G : i32} : () -> ()

// -----

"t.a"() : () -> (tuple<i32)

// -----

"t.a"() {a = distinct[0]<1 : i32>, b = distinct[0]<2 : i32>} : () -> ()

// RUN: strata-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// Malformed IR: each chunk gives one located diagnostic, worded as upstream.

// expected-error @+1 {{use of undeclared SSA value name}}
"t.a"(%x) : (i32) -> ()

// -----

// expected-note @+1 {{previously defined here}}
%0 = "t.a"() : () -> i32
// expected-error @+1 {{redefinition of SSA value '%0'}}
%0 = "t.b"() : () -> i32

// -----

"t.r"() ({
// expected-error @+1 {{reference to an undefined block}}
  "t.br"()[^missing] : () -> ()
}) : () -> ()

// -----

"t.r"() ({
^bb0:
  "t.x"() : () -> ()
// expected-error @+1 {{redefinition of block '^bb0'}}
^bb0:
  "t.x"() : () -> ()
}) : () -> ()

// -----

// expected-note @+1 {{prior use here}}
%0 = "t.a"() : () -> i32
// expected-error @+1 {{use of value '%0' expects different type than prior uses: 'i64' vs 'i32'}}
"t.b"(%0) : (i64) -> ()

// -----

// expected-error @+1 {{expected '"' in string literal}}
"t.a"() {s = "unterminated} : () -> ()

// -----

// expected-error @+1 {{expected non-function type}}
"t.a"() : () -> (i0x)

// -----

// expected-error @+1 {{expected non-function type}}
"t.a"() : () -> (vector<?xf32>)

// -----

"t.a"() : () -> (tensor<4xf32, >)

// -----

// expected-error @+1 {{cannot have affine map for unranked memref type}}
"t.a"() : () -> (memref<*xf32, strided<[1]>>)

// -----

// expected-error @+1 {{invalid element type for complex}}
"t.a"() : () -> (complex<none>)

// -----

// expected-error @+1 {{undefined symbol alias id 'unknown_alias'}}
"t.a"() : () -> (!unknown_alias)

// -----

// expected-error @+1 {{undefined symbol alias id 'unknown_alias'}}
"t.a"() {a = #unknown_alias} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for attribute}}
"t.a"() {a = 300 : i8} : () -> ()

// -----

// expected-error @+1 {{floating point value not valid for specified type}}
"t.a"() {a = 1.5 : i32} : () -> ()

// -----

// expected-error @+1 {{inferred shape of elements literal ([2]) does not match type ([3])}}
"t.a"() {a = dense<[1, 2]> : tensor<3xi32>} : () -> ()

// -----

// expected-error @+1 {{tensor literal is invalid; ranks are not consistent between elements}}
"t.a"() {a = dense<[[1, 2], [3]]> : tensor<2x2xi32>} : () -> ()

// -----

// expected-error @+1 {{use of undeclared identifier}}
"t.a"() {a = affine_map<(d0) -> (d1)>} : () -> ()

// -----

// expected-error @+1 {{non-affine expression: at least one of the multiply operands has to be either a constant or symbolic}}
"t.a"() {a = affine_map<(d0, d1) -> (d0 * d1)>} : () -> ()

// -----

// expected-error @+1 {{expected integer literal}}
"t.a"() {a = array<i32: 1.5>} : () -> ()

// -----

// expected-error @+1 {{duplicate key 'a' in dictionary attribute}}
"t.a"() {a = 1, a = 2} : () -> ()

// -----

// expected-error @+1 {{expected non-function type}}
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
// expected-note @+1 {{required by region isolation constraints}}
func.func @g() {
// expected-error @+1 {{'t.use' op using value defined outside the region}}
  "t.use"(%0) : (i32) -> ()
  return
}

// -----

func.func @d() {
// expected-error @+1 {{operand #0 does not dominate this use}}
  "t.use"(%v) : (i32) -> ()
// expected-note @+1 {{operand defined here (op in the same block)}}
  %v = "t.def"() : () -> i32
  return
}

// -----

func.func @h() -> i32 {
  %c = "t.c"() : () -> i1
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
// expected-note @+1 {{operand defined here (op in the same region)}}
  %v = "t.def"() : () -> i32
  cf.br ^bb2
^bb2:
// expected-error @+1 {{operand #0 does not dominate this use}}
  return %v : i32
}

// -----

// expected-error @+1 {{expected non-function type}}
"t.a"() : () -> (tensor<-1xf32>)

// -----

// expected-error @+1 {{memref layout mismatch between rank and affine map: 1 != 2}}
"t.a"() : () -> (memref<4xf32, affine_map<(d0, d1) -> (d0)>>)

// -----

// expected-error @+1 {{operation location alias was never defined}}
"t.a"() : () -> i32 loc(#unknown_loc)

// -----

// expected-error @+1 {{@ identifier expected to start with letter or '_'}}
"t.a"() {a = @} : () -> ()

// -----

// expected-error @+1 {{expected 0 operand types but had 1}}
"t.a"() : (i32) -> ()

// -----

// expected-error @+1 {{reference to an undefined block}}
"t.a"()[^bb1] : () -> ()

// -----

// expected-error @+1 {{operation defines 1 results but was provided 2 to bind}}
%0:2 = "t.a"() : () -> i32

// -----

// expected-error @+1 {{vector types must have positive constant sizes but got 0}}
"t.a"() : () -> (vector<0xf32>)

// -----

// expected-error @+1 {{unknown escape in string literal}}
"t.a"() {a = "\q"} : () -> ()

// -----

// expected-error @+1 {{expected '>' in tuple type}}
"t.a"() : () -> (tuple<i32)

// -----

// expected-error @+1 {{referenced attribute does not match previous definition: 1 : i32}}
"t.a"() {a = distinct[0]<1 : i32>, b = distinct[0]<2 : i32>} : () -> ()

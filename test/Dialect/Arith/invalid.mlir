// RUN: strata-opt %s --split-input-file --verify-diagnostics

// Every arith verifier rule, worded as mlir-opt words it.

func.func @f() {
  // expected-error @+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %0 = "arith.constant"() <{value = 1 : i64}> : () -> i32
  return
}
// -----
func.func @f() {
  // expected-error @+1 {{'arith.constant' op integer return type must be signless}}
  %0 = arith.constant 1 : si32
  return
}
// -----
func.func @f() {
  // expected-error @+1 {{'arith.constant' op intializing scalable vectors with elements attribute is not supported unless it's a vector splat}}
  %0 = arith.constant dense<[1, 2]> : vector<[2]xi32>
  return
}
// -----
func.func @f(%a: i32, %b: i64) {
  // expected-error @+1 {{'arith.addi' op requires the same type for all operands and results}}
  %0 = "arith.addi"(%a, %b) : (i32, i64) -> i32
  return
}
// -----
func.func @f(%x: f32) {
  // expected-error @+1 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = arith.addi %x, %x : f32
  return
}
// -----
func.func @f(%x: si8) {
  // expected-error @+1 {{'arith.muli' op operand #0 must be signless-integer-like, but got 'si8'}}
  %0 = arith.muli %x, %x : si8
  return
}
// -----
func.func @f(%x: i32) {
  // expected-error @+1 {{'arith.addf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = arith.addf %x, %x : i32
  return
}
// -----
func.func @f(%x: vector<4xi32>) {
  // expected-error @+1 {{'arith.negf' op operand #0 must be floating-point-like, but got 'vector<4xi32>'}}
  %0 = arith.negf %x : vector<4xi32>
  return
}
// -----
func.func @f(%x: i32) {
  // expected-error @+1 {{'arith.extsi' op operand type 'i32' and result type 'i16' are cast incompatible}}
  %0 = arith.extsi %x : i32 to i16
  return
}
// -----
func.func @f(%x: i32) {
  // expected-error @+1 {{'arith.extui' op operand type 'i32' and result type 'i32' are cast incompatible}}
  %0 = arith.extui %x : i32 to i32
  return
}
// -----
func.func @f(%x: i32) {
  // expected-error @+1 {{'arith.trunci' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = arith.trunci %x : i32 to i64
  return
}
// -----
func.func @f(%x: f32) {
  // expected-error @+1 {{'arith.extf' op operand type 'f32' and result type 'f16' are cast incompatible}}
  %0 = arith.extf %x : f32 to f16
  return
}
// -----
func.func @f(%x: f16) {
  // expected-error @+1 {{'arith.truncf' op operand type 'f16' and result type 'bf16' are cast incompatible}}
  %0 = arith.truncf %x : f16 to bf16
  return
}
// -----
func.func @f(%x: i32) {
  // expected-error @+1 {{'arith.bitcast' op operand type 'i32' and result type 'f64' are cast incompatible}}
  %0 = arith.bitcast %x : i32 to f64
  return
}
// -----
func.func @f(%x: i32) {
  // expected-error @+1 {{'arith.index_cast' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = arith.index_cast %x : i32 to i64
  return
}
// -----
func.func @f(%x: vector<4xi32>) {
  // expected-error @+1 {{'arith.extsi' op requires the same shape for all operands and results}}
  %0 = arith.extsi %x : vector<4xi32> to vector<5xi64>
  return
}
// -----
func.func @f(%x: tensor<4xi32>) {
  // expected-error @+1 {{'arith.index_cast' op failed to verify that input and output have the same tensor dimensions}}
  %0 = arith.index_cast %x : tensor<4xi32> to tensor<5xindex>
  return
}
// -----
func.func @f(%x: tensor<*xf32>) {
  // expected-error @+1 {{'arith.fptosi' op failed to verify that input and output have the same tensor dimensions}}
  %0 = arith.fptosi %x : tensor<*xf32> to tensor<*xi32>
  return
}
// -----
func.func @f(%x: f32) {
  // expected-error @+1 {{'arith.sitofp' op operand #0 must be signless-fixed-width-integer-like, but got 'f32'}}
  %0 = arith.sitofp %x : f32 to f64
  return
}
// -----
func.func @f(%x: i32) {
  // expected-error @+1 {{'arith.uitofp' op result #0 must be floating-point-like, but got 'i32'}}
  %0 = arith.uitofp %x : i32 to i32
  return
}
// -----
func.func @f(%x: f32) {
  // expected-error @+1 {{'arith.fptoui' op result #0 must be signless-fixed-width-integer-like, but got 'index'}}
  %0 = arith.fptoui %x : f32 to index
  return
}
// -----
func.func @f(%x: f32) {
  // expected-error @+1 {{'arith.scaling_truncf' op operand types 'f32', 'f32' and result type 'f64' are cast incompatible}}
  %0 = arith.scaling_truncf %x, %x : f32, f32 to f64
  return
}
// -----
func.func @f(%x: vector<4xi32>, %c: vector<3xi1>) {
  // expected-error @+1 {{'arith.select' op failed to verify that condition is signless i1 or has matching shape}}
  %0 = arith.select %c, %x, %x : vector<3xi1>, vector<4xi32>
  return
}
// -----
func.func @f(%x: vector<4xi32>, %c: vector<4xi32>) {
  // expected-error @+1 {{'arith.select' op operand #0 must be bool-like, but got 'vector<4xi32>'}}
  %0 = arith.select %c, %x, %x : vector<4xi32>, vector<4xi32>
  return
}
// -----
func.func @f(%x: i32, %y: i64, %c: i1) {
  // expected-error @+1 {{'arith.select' op failed to verify that all of {true_value, false_value, result} have same type}}
  %0 = "arith.select"(%c, %x, %y) : (i1, i32, i64) -> i32
  return
}
// -----
func.func @f(%x: i32, %y: i32) {
  // expected-error @+1 {{'arith.cmpi' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9}}
  %0 = "arith.cmpi"(%x, %y) {predicate = 42 : i64} : (i32, i32) -> i1
  return
}
// -----
func.func @f(%x: i32, %y: i32) {
  // expected-error @+1 {{'arith.cmpi' op result #0 must be bool-like, but got 'i32'}}
  %0 = "arith.cmpi"(%x, %y) {predicate = 0 : i64} : (i32, i32) -> i32
  return
}
// -----
func.func @f(%x: vector<4xi32>, %y: vector<4xi32>) {
  // expected-error @+1 {{'arith.cmpi' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "arith.cmpi"(%x, %y) {predicate = 0 : i64} : (vector<4xi32>, vector<4xi32>) -> i1
  return
}
// -----
func.func @f(%x: f32, %y: f64) {
  // expected-error @+1 {{'arith.cmpf' op requires all operands to have the same type}}
  %0 = "arith.cmpf"(%x, %y) {predicate = 0 : i64} : (f32, f64) -> i1
  return
}
// -----
func.func @f(%x: i32, %y: i32) {
  // expected-error @+1 {{'arith.addui_extended' op result #1 must be bool-like, but got 'i32'}}
  %0:2 = "arith.addui_extended"(%x, %y) : (i32, i32) -> (i32, i32)
  return
}
// -----
func.func @f(%x: i32, %y: i32) {
  // expected-error @+1 {{'arith.mulsi_extended' op failed to verify that all of {lhs, rhs, low, high} have same type}}
  %0:2 = "arith.mulsi_extended"(%x, %y) : (i32, i32) -> (i32, i64)
  return
}
// -----
func.func @f(%x: vector<4xi32>, %y: i32) {
  // expected-error @+1 {{'arith.addi' op requires the same type for all operands and results}}
  %0 = "arith.addi"(%x, %y) : (vector<4xi32>, i32) -> vector<4xi32>
  return
}

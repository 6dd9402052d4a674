// RUN: strata-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// A use nested in a region before its definition in the parent block.
func.func @nested_use_before_def(%c: i1) {
  scf.if %c {
    // expected-error@+1 {{operand #0 does not dominate this use}}
    %x = arith.addi %y, %y : i32
    scf.yield
  }
  // expected-note@+1 {{operand defined here (op in a parent region)}}
  %y = arith.constant 1 : i32
  return
}

// -----

// A value of one branch used in the other.
func.func @sibling_blocks(%c: i1) -> i32 {
  cf.cond_br %c, ^a, ^b
^a:
  // expected-note@+1 {{operand defined here (op in the same region)}}
  %x = arith.constant 1 : i32
  return %x : i32
^b:
  // expected-error@+1 {{operand #0 does not dominate this use}}
  return %x : i32
}

// -----

// Unregistered operations may hold graph regions: uses before definitions
// are accepted there, and the values they define are visible inside.
func.func @graph_region(%v: i32) -> i32 {
  "test.graph"() ({
    %a = "test.use"(%b, %v) : (i32, i32) -> i32
    %b = "test.use"(%a) : (i32) -> i32
    "test.inner"() ({
      %c = "test.use"(%a, %b) : (i32, i32) -> i32
    }) : () -> ()
  }) : () -> ()
  return %v : i32
}

// -----

// Each single operand is checked against its own declaration.
func.func @single_operand_type(%a: i32, %f: f32) -> i32 {
  // expected-error@+1 {{'arith.addi' op operand #1 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.addi"(%a, %f) : (i32, f32) -> i32
  return %0 : i32
}

// -----

func.func @single_result_type(%a: i32) -> f32 {
  // expected-error@+1 {{'arith.addi' op result #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.addi"(%a, %a) : (i32, i32) -> f32
  return %0 : f32
}

// -----

// Vector operands with a scalar result.
func.func @vector_operands_scalar_result(%a: vector<4xi32>) -> i1 {
  // expected-error@+1 {{'arith.cmpi' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "arith.cmpi"(%a, %a) {predicate = 0 : i64} : (vector<4xi32>, vector<4xi32>) -> i1
  return %0 : i1
}

// -----

func.func @vector_elementwise(%a: vector<4xi32>) -> vector<4xi32> {
  %0 = arith.addi %a, %a : vector<4xi32>
  return %0 : vector<4xi32>
}

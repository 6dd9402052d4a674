// RUN: strata-opt %s --split-input-file --verify-diagnostics

func.func @unknown_attribute() {
  // expected-error @+1 {{unknown attribute `undefined` in dialect `ub`}}
  %0 = "ub.poison"() <{value = #ub.undefined}> : () -> f32
  return
}

// -----

func.func @poison_without_result() {
  // expected-error @+1 {{'ub.poison' op requires one result}}
  "ub.poison"() <{value = #ub.poison}> : () -> ()
  return
}

// -----

func.func @unreachable_in_the_middle() {
  // expected-error @+1 {{'ub.unreachable' op must be the last operation in the parent block}}
  ub.unreachable
  return
}

// -----

func.func @unreachable_with_operand(%x: i32) {
  // expected-error @+1 {{'ub.unreachable' op requires zero operands}}
  "ub.unreachable"(%x) : (i32) -> ()
}

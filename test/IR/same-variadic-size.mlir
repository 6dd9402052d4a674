// RUN: strata-opt %s --split-input-file --verify-diagnostics | FileCheck %s

// Ops declared `SameVariadicOperandSize`/`SameVariadicResultSize` carry no
// segment sizes: the values beyond the single group are shared evenly by
// the two variadic groups, so with 7 operands each variadic group gets 3.

// CHECK-LABEL: func.func @even_split
// CHECK: "test.mixed_normal_variadic_operand"(%arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0)
// CHECK-NOT: operandSegmentSizes
func.func @even_split(%arg0: tensor<2xi8>) {
  "test.mixed_normal_variadic_operand"(%arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0) : (tensor<2xi8>, tensor<2xi8>, tensor<2xi8>, tensor<2xi8>, tensor<2xi8>, tensor<2xi8>, tensor<2xi8>) -> ()
  return
}

// -----

// The single operand sits right after the first variadic group: with 7
// operands it is operand #3.
func.func @single_after_first_group(%t: tensor<2xi8>, %s: i8) {
  // expected-error @+1 {{operand #3 must be tensor of any type values, but got 'i8'}}
  "test.mixed_normal_variadic_operand"(%t, %t, %t, %s, %t, %t, %t) : (tensor<2xi8>, tensor<2xi8>, tensor<2xi8>, i8, tensor<2xi8>, tensor<2xi8>, tensor<2xi8>) -> ()
  return
}

// -----

func.func @in_second_group(%t: tensor<2xi8>, %s: i8) {
  // expected-error @+1 {{operand #4 must be variadic of tensor of any type values, but got 'i8'}}
  "test.mixed_normal_variadic_operand"(%t, %t, %t, %t, %s, %t, %t) : (tensor<2xi8>, tensor<2xi8>, tensor<2xi8>, tensor<2xi8>, i8, tensor<2xi8>, tensor<2xi8>) -> ()
  return
}

// -----

func.func @no_operands() {
  // expected-error @+1 {{expected 1 or more operands, but found 0}}
  "test.mixed_normal_variadic_operand"() : () -> ()
  return
}

// -----

// Results are named after their groups; a name covers the results up to
// the next named one.

// CHECK-LABEL: func.func @result_groups
// CHECK: %output1:3, %output2, %output3:3 = "test.mixed_normal_variadic_result"()
// CHECK: %output2_0 = "test.mixed_normal_variadic_result"() : () -> tensor<i1>
func.func @result_groups() {
  %a:7 = "test.mixed_normal_variadic_result"() : () -> (tensor<i1>, tensor<i1>, tensor<i1>, tensor<i1>, tensor<i1>, tensor<i1>, tensor<i1>)
  %b = "test.mixed_normal_variadic_result"() : () -> tensor<i1>
  return
}

// -----

func.func @result_single_wrong() {
  // expected-error @+1 {{result #1 must be tensor of any type values, but got 'i1'}}
  %a:3 = "test.mixed_normal_variadic_result"() : () -> (tensor<i1>, i1, tensor<i1>)
  return
}

// -----

func.func @no_results() {
  // expected-error @+1 {{expected 1 or more results}}
  "test.mixed_normal_variadic_result"() : () -> ()
  return
}

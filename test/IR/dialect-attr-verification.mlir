// RUN: strata-opt %s --split-input-file --verify-diagnostics

// A dialect checks the attributes named in its namespace wherever they are
// attached: the test dialect rejects `test.invalid_attr` on an operation
// (registered or not), on a function argument and on a function result.

func.func @on_unregistered_op() {
  // expected-error @+1 {{invalid to use 'test.invalid_attr'}}
  "test.unknown_thing"() {test.invalid_attr} : () -> ()
  return
}

// -----

// expected-error @+1 {{invalid to use 'test.invalid_attr'}}
module attributes {test.invalid_attr = 1 : i64} {
}

// -----

// expected-error @+1 {{invalid to use 'test.invalid_attr'}}
func.func private @on_argument(f32, i8 {test.invalid_attr})

// -----

// expected-error @+1 {{invalid to use 'test.invalid_attr'}}
func.func @on_result(%x: index) -> (index, index {test.invalid_attr = "no"}) {
  return %x, %x : index, index
}

// -----

// Other attributes of the namespace, and those of dialects without checks,
// are accepted.
func.func private @accepted(i8 {test.fine, arith.anything = 2}) -> (i8 {test.also_fine}) attributes {test.ok}

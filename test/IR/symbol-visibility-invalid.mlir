// RUN: strata-opt %s --split-input-file --verify-diagnostics

// A symbol's visibility is "public", "private" or "nested", as a string;
// anything else has no custom form to print in.

// expected-error @below {{'func.func' op visibility expected to be one of ["public", "private", "nested"], but got "internal"}}
"func.func"() <{function_type = () -> (), sym_name = "f", sym_visibility = "internal"}> ({}) : () -> ()

// -----

func.func private @declared()
func.func nested @nested_one() {
  return
}

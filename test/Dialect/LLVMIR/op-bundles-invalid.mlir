// RUN: strata-opt %s --split-input-file --verify-diagnostics

// Operand bundle tags are strings, one per bundle (the custom form prints
// each bundle as its tag followed by its operands).
func.func @tag_not_string(%c: i1, %x: i1) {
  // expected-error @+1 {{operand bundle tag must be a StringAttr}}
  "llvm.intr.assume"(%c, %x) <{op_bundle_sizes = array<i32: 1>}> {op_bundle_tags = [i32]} : (i1, i1) -> ()
  return
}

// -----

func.func @tag_missing(%c: i1, %x: i1, %y: i1) {
  // expected-error @+1 {{expected 2 operand bundle tags, but actually got 1}}
  "llvm.intr.assume"(%c, %x, %y) <{op_bundle_sizes = array<i32: 1, 1>, op_bundle_tags = ["align"]}> : (i1, i1, i1) -> ()
  return
}

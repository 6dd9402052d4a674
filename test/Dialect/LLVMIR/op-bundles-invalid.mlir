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

// -----

// `llvm.call` and `llvm.call_intrinsic` check their bundles the same way.
llvm.func @callee()

llvm.func @call_tag_missing(%a: i32) {
  // expected-error @+1 {{expected 1 operand bundle tags, but actually got 0}}
  "llvm.call"(%a) <{callee = @callee, CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32: 1>, operandSegmentSizes = array<i32: 0, 1>}> : (i32) -> ()
  llvm.return
}

// -----

llvm.func @callee()

llvm.func @call_tag_not_string(%a: i32) {
  // expected-error @+1 {{operand bundle tag must be a StringAttr}}
  "llvm.call"(%a) <{callee = @callee, CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32: 1>, op_bundle_tags = [1 : i32], operandSegmentSizes = array<i32: 0, 1>}> : (i32) -> ()
  llvm.return
}

// -----

llvm.func @intrinsic_tag_missing(%a: i32) {
  // expected-error @+1 {{expected 1 operand bundle tags, but actually got 0}}
  "llvm.call_intrinsic"(%a) <{intrin = "llvm.donothing", fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32: 1>, operandSegmentSizes = array<i32: 0, 1>}> : (i32) -> ()
  llvm.return
}

// -----

// The bundle sizes must account for every bundle operand (found by the
// ods_roundtrip fuzz target: the custom form dropped the extra operands).
func.func @unsized_bundle_operands(%a: i1, %b: i1) {
  // expected-error @+1 {{'llvm.call' op op_bundle_operands count (2) does not match with the total size (1) specified in attribute 'op_bundle_sizes'}}
  "llvm.call"(%a, %b) <{op_bundle_sizes = array<i32: 1>, op_bundle_tags = ["x"], operandSegmentSizes = array<i32: 0, 2>}> : (i1, i1) -> ()
  return
}

// -----

// A bundle size below zero is rejected even when the sizes add up.
func.func @negative_bundle_size(%c: i1, %x: i1) {
  // expected-error @+1 {{'llvm.intr.assume' op 'op_bundle_sizes' attribute cannot have negative elements}}
  "llvm.intr.assume"(%c, %x) <{op_bundle_sizes = array<i32: 2, -1>, op_bundle_tags = ["a", "b"]}> : (i1, i1) -> ()
  return
}

// RUN: strata-opt --legacy-syntax --allow-unregistered-dialect %s --split-input-file --verify-diagnostics

// Seed 002 examples whose syntax MLIR 22 has no reading for, even with
// --legacy-syntax (docs/legacy-syntax.md, "Not accepted").

// Operations, terminators with successors: the generic form once listed
// successors with typed operands, `^bb2(%v : index)`. MLIR 22's generic
// form lists successors without operands (they are ordinary operands,
// split by the op's segment sizes), so the example has no faithful form.
func @f(%cond: i1, %v: index) {
// expected-error @+1 {{expected ',' or ']'}}
"br_cond"(%cond)[^bb1, ^bb2(%v : index)] : (i1) -> ()
^bb1:
  return
^bb2(%x: index):
  return
}

// -----

// Target specific operations: LLVM intrinsics were ops named after the
// intrinsic with one result per value. MLIR 22 names them
// `llvm.intr.sadd.with.overflow` with one struct result, so no single op
// reads the example.
func @g(%a: i16, %b: i16) {
// expected-error @+1 {{unregistered operation 'llvm.sadd.with.overflow.i16' found in dialect ('llvm') that does not allow unknown operations}}
%x:2 = "llvm.sadd.with.overflow.i16"(%a, %b) : (i16, i16) -> (i16, i1)
return
}

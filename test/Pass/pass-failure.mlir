// A pass that fails is named, and nothing is printed.
// RUN: not strata-opt %s --pass-pipeline='builtin.module(func.func(canonicalize{max-iterations=1 test-convergence=true}))' 2>&1 | FileCheck %s --check-prefix=FAIL
// With enough iterations the same pipeline converges.
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(canonicalize{max-iterations=2 test-convergence=true}))' | FileCheck %s --check-prefix=OK
// With no iteration at all nothing changes, which counts as converged.
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(canonicalize{max-iterations=0 test-convergence=true}))' | FileCheck %s --check-prefix=NONE

// FAIL: strata-opt: pass 'Canonicalizer' (canonicalize) failed on 'func.func' op
// FAIL-NOT: func.func @chain

// OK-LABEL: func.func @chain
// OK-NEXT:    return %arg1 : i32

// NONE-LABEL: func.func @chain
// NONE-NEXT:    cf.br ^bb1
func.func @chain(%c: i1, %x: i32) -> i32 {
  cf.br ^bb1
^bb1:
  cf.br ^bb2
^bb2:
  cf.cond_br %c, ^bb3, ^bb3
^bb3:
  return %x : i32
}

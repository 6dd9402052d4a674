// RUN: not strata-opt %s --pass-pipeline='builtin.module(func.func(no-such-pass))' 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not strata-opt %s --pass-pipeline='builtin.module(canonicalize{max-iterations=lots})' 2>&1 | FileCheck %s --check-prefix=BADVALUE
// RUN: not strata-opt %s --pass-pipeline='builtin.module(canonicalize{no-such-option=1})' 2>&1 | FileCheck %s --check-prefix=BADOPTION
// RUN: not strata-opt %s --pass-pipeline='builtin.module(func.func(canonicalize)' 2>&1 | FileCheck %s --check-prefix=UNBALANCED
// RUN: not strata-opt %s --canonicalize --pass-pipeline='builtin.module(canonicalize)' 2>&1 | FileCheck %s --check-prefix=MIXED
// RUN: not strata-opt %s --pass-pipeline='func.func(canonicalize)' 2>&1 | FileCheck %s --check-prefix=ANCHOR

// UNKNOWN: error: MLIR Textual PassPipeline Parser:1:26: error: 'no-such-pass' does not refer to a registered pass or pass pipeline
// UNKNOWN-NEXT: builtin.module(func.func(no-such-pass))
// UNKNOWN-NEXT: {{^                         \^$}}
// BADVALUE: invalid value 'lots' for option 'max-iterations'
// BADOPTION: no such option 'no-such-option'
// UNBALANCED: expected ')'
// MIXED: '--pass-pipeline' option can't be used with individual pass options
// ANCHOR: error: can't run 'func.func' pass manager on 'builtin.module' op

func.func @f() {
  return
}

// RUN: strata-opt %s --cse --symbol-privatize=exclude=a,b --canonicalize --dump-pass-pipeline 2>&1 | FileCheck %s
// RUN: strata-opt %s --dump-pass-pipeline --pass-pipeline='builtin.module(func.func(cse,print-ir),symbol-dce)' 2>&1 | FileCheck %s --check-prefix=NESTED
// RUN: strata-opt %s --dump-pass-pipeline 2>&1 | FileCheck %s --check-prefix=EMPTY
// RUN: strata-opt %s --dump-pass-pipeline --mlir-timing --pass-pipeline='builtin.module(func.func(cse),func.func(sccp))' 2>&1 | FileCheck %s --check-prefix=APART

// CHECK:      Pass Manager with 3 passes:
// CHECK-NEXT: builtin.module(
// CHECK-NEXT:   cse,
// CHECK-NEXT:   symbol-privatize{exclude={a,b}},
// CHECK-NEXT:   canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true}
// CHECK-NEXT: )
// CHECK-EMPTY:

// NESTED:      Pass Manager with 2 passes:
// NESTED-NEXT: builtin.module(
// NESTED-NEXT:   func.func(
// NESTED-NEXT:     cse,
// NESTED-NEXT:     print-ir{label=}
// NESTED-NEXT:   ),
// NESTED-NEXT:   symbol-dce
// NESTED-NEXT: )

// Adjacent nests of the same op print apart, as written, and run as one.
// APART:      Pass Manager with 2 passes:
// APART-NEXT: builtin.module(
// APART-NEXT:   func.func(
// APART-NEXT:     cse
// APART-NEXT:   ),
// APART-NEXT:   func.func(
// APART-NEXT:     sccp
// APART-NEXT:   )
// APART-NEXT: )
// APART:      'func.func' Pipeline
// APART-NEXT:   CSE
// APART:        SCCP
// APART-NOT:  'func.func' Pipeline

// EMPTY:      Pass Manager with 0 passes:
// EMPTY-NEXT: builtin.module(
// EMPTY-EMPTY:
// EMPTY-NEXT: )

func.func @f() {
  return
}

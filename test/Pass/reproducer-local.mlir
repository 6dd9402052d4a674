// RUN: not strata-opt %s --pass-pipeline='builtin.module(func.func(cse,canonicalize{max-iterations=1 test-convergence=true}))' --mlir-pass-pipeline-crash-reproducer=%t.repro.mlir --mlir-pass-pipeline-local-reproducer --mlir-disable-threading 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: FileCheck %s --check-prefix=REPRO < %t.repro.mlir
// RUN: not strata-opt %s --canonicalize --mlir-pass-pipeline-crash-reproducer=%t.repro.mlir --mlir-pass-pipeline-local-reproducer 2>&1 | FileCheck %s --check-prefix=THREADS

// A local reproducer holds the whole IR as the failing pass found it (after
// `cse` already ran on @chain) and a pipeline of just that pass, nested in
// the operations it ran under.

// ERR: [[@LINE+15]]:1: error: Failures have been detected while processing an MLIR pass pipeline
// ERR-NEXT: func.func @chain
// ERR: [[@LINE+13]]:1: note: Pipeline failed while executing `Canonicalizer` on 'func.func' operation: @chain: reproducer generated at `{{.*}}.repro.mlir`

// REPRO:      module {
// REPRO-NEXT:   func.func @chain(%arg0: i1, %arg1: i32) -> i32 {
// REPRO-NEXT:     cf.br ^bb1
// REPRO-NOT:    arith.constant
// REPRO:      pipeline: "builtin.module(func.func(canonicalize{{.*}}max-iterations=1 {{.*}}test-convergence=true{{.*}}))",
// REPRO-NEXT: disable_threading: true,
// REPRO-NEXT: verify_each: true

// THREADS: <unknown>:0: error: Local crash reproduction may not be used without disabling mutli-threading first.

// The duplicate constant is gone before `canonicalize` fails.
func.func @chain(%c: i1, %x: i32) -> i32 {
  %a = arith.constant 1 : i32
  %b = arith.constant 1 : i32
  cf.br ^bb1
^bb1:
  cf.br ^bb2
^bb2:
  return %x : i32
}

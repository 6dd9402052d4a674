// RUN: not strata-opt %s --pass-pipeline='builtin.module(func.func(cse,canonicalize{max-iterations=1 test-convergence=true}))' --mlir-pass-pipeline-crash-reproducer=%t.repro.mlir 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: FileCheck %s --check-prefix=REPRO < %t.repro.mlir
// RUN: not strata-opt %t.repro.mlir --run-reproducer 2>&1 | FileCheck %s --check-prefix=RERUN

// A failing pipeline writes the IR it started from and the pipeline, as an
// `mlir_reproducer` external resource; `--run-reproducer` runs it again.

// ERR: error: Failures have been detected while processing an MLIR pass pipeline
// ERR: note: Pipeline failed while executing [`Canonicalizer` on 'func.func' operation: @chain]: reproducer generated at `{{.*}}.repro.mlir`

// REPRO:      func.func @chain(%arg0: i1, %arg1: i32) -> i32 {
// REPRO-NEXT:   cf.br ^bb1
// REPRO:      {-#
// REPRO-NEXT:   external_resources: {
// REPRO-NEXT:     mlir_reproducer: {
// REPRO-NEXT:       pipeline: "builtin.module(func.func(cse,canonicalize{{.*}}max-iterations=1 {{.*}}test-convergence=true{{.*}}))",
// REPRO-NEXT:       disable_threading: false,
// REPRO-NEXT:       verify_each: true
// REPRO-NEXT:     }
// REPRO-NEXT:   }
// REPRO-NEXT: #-}

// RERUN: strata-opt: pass 'Canonicalizer' (canonicalize) failed on 'func.func' op

func.func @chain(%c: i1, %x: i32) -> i32 {
  cf.br ^bb1
^bb1:
  cf.br ^bb2
^bb2:
  return %x : i32
}

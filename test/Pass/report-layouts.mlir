// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(cse),canonicalize)' --mlir-timing --mlir-timing-display=list 2>&1 >/dev/null | FileCheck %s --check-prefix=LIST
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(cse),canonicalize)' --mlir-timing --mlir-output-format=json 2>&1 >/dev/null | FileCheck %s --check-prefix=JSON
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(cse),cse)' --mlir-pass-statistics --mlir-pass-statistics-display=list 2>&1 >/dev/null | FileCheck %s --check-prefix=STATS
// RUN: not strata-opt %s --mlir-timing-display=flat 2>&1 | FileCheck %s --check-prefix=BAD

// The timing list: a `root` entry for the whole run, then every name once
// (times summed, nesting flattened) largest first, then `Rest` and `Total`.
// LIST:      ----Wall Time----  ----Name----
// LIST-NEXT: {{^ +[0-9.]+ \(100.0%\)  root$}}
// LIST-DAG:  {{^ +[0-9.]+ \( *[0-9.]+%\)  Parser$}}
// LIST-DAG:  {{^ +[0-9.]+ \( *[0-9.]+%\)  CSE$}}
// LIST-DAG:  {{^ +[0-9.]+ \( *[0-9.]+%\)  Canonicalizer$}}
// LIST-DAG:  {{^ +[0-9.]+ \( *[0-9.]+%\)  'func.func' Pipeline$}}
// LIST:      {{^ +[0-9.]+ \( *[0-9.]+%\)  Rest$}}
// LIST-NEXT: {{^ +[0-9.]+ \(100.0%\)  Total$}}

// In JSON, one object per entry; nested passes in the `passes` array of their
// pipeline, each array closed by an empty object.
// JSON:      [
// JSON-NEXT: {"wall": {"duration": {{ *[0-9.]+}}, "percentage": {{ *[0-9.]+}}}, "name": "Parser", "passes": [
// JSON-NEXT: {}]},
// JSON-NEXT: {"wall": {{.*}}, "name": "'func.func' Pipeline", "passes": [
// JSON-NEXT:   {"wall": {{.*}}, "name": "CSE", "passes": [
// JSON-NEXT:   {}]},
// JSON-NEXT: {}]},
// JSON-NEXT: {"wall": {{.*}}, "name": "Canonicalizer", "passes": [
// JSON-NEXT: {}]},
// JSON-NEXT: {"wall": {{.*}}, "name": "Output", "passes": [
// JSON-NEXT: {}]},
// JSON-NEXT: {"wall": {{.*}}, "name": "Rest"},
// JSON-NEXT: {"wall": {"duration": {{ *[0-9.]+}}, "percentage": 100.0}, "name": "Total"}
// JSON-NEXT: ]

// The statistics list: each pass once, its statistics summed over the
// pipeline.
// STATS:      ... Pass statistics report ...
// STATS-NEXT: ===
// STATS-NEXT: CSE
// STATS-NEXT:   (S) 0 num-cse'd - Number of operations CSE'd
// STATS-NEXT:   (S) 0 num-dce'd - Number of operations DCE'd
// STATS-NOT:  CSE

// BAD: error: invalid value 'flat' for '--mlir-timing-display=<TIMING_DISPLAY>'

func.func @f(%x: i32) -> i32 {
  return %x : i32
}

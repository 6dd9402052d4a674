// RUN: strata-opt --list-passes | FileCheck %s

// The pass list: each pass with its summary, its options below it sorted by
// name, a choice option followed by its choices; the input is not read.
// (utils/passes/list_passes_compare.py checks the exact layout.)

// CHECK:      Passes:
// CHECK:        --canonicalize                                          -   Canonicalize operations
// CHECK-NEXT:     --disable-patterns=<string>                           - Labels of patterns
// CHECK:          --region-simplify=<value>                             - Perform control flow
// CHECK-NEXT:     =disabled
// CHECK-NEXT:     =normal
// CHECK-NEXT:     =aggressive
// CHECK-NEXT:     --test-convergence                                    - Test only
// CHECK:        --print-ir                                              -   Print IR on the debug stream
// CHECK-NEXT:     --label=<string>                                      - Label
// CHECK:        --topological-sort                                      -   Sort regions without SSA dominance in topological order

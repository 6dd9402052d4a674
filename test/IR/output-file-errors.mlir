// RUN: rm -rf %t && mkdir -p %t/adir
// RUN: not strata-opt %s -o %t/missing/out.mlir 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not strata-opt %s -o %t/adir 2>&1 | FileCheck %s --check-prefix=DIR
// RUN: strata-opt %s -o %t/out.mlir
// RUN: not strata-opt %t/nothing-here.mlir -o %t/out.mlir 2>&1 | FileCheck %s --check-prefix=INPUT
// RUN: FileCheck %s --input-file=%t/out.mlir
// RUN: strata-opt %s -o /dev/null
// RUN: strata-opt %s -o -  | FileCheck %s

// Output paths that cannot be opened are named in the error, as mlir-opt
// words it; a failed run leaves an earlier output file as it was.
// MISSING: cannot open output file '{{.*}}/missing/out.mlir': No such file or directory
// DIR: cannot open output file '{{.*}}/adir': Is a directory
// INPUT: cannot open input file '{{.*}}/nothing-here.mlir': No such file or directory

// CHECK: func.func @f() {
// CHECK-NEXT: return
func.func @f() {
  return
}

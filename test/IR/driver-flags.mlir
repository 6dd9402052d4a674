// RUN: strata-opt --show-dialects | FileCheck %s --check-prefix=DIALECTS
// RUN: strata-opt --version | FileCheck %s --check-prefix=VERSION
// RUN: strata-opt %s --allow-unregistered-dialect -o %t.mlir
// RUN: FileCheck %s < %t.mlir
// RUN: strata-opt %s --allow-unregistered-dialect --verify-each=false | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: not strata-opt %s 2>&1 | FileCheck %s --check-prefix=UNREGISTERED

// The registered dialects, comma-separated on one line.
// DIALECTS: Available Dialects: {{.*}}builtin{{.*}}cf{{.*}}func

// VERSION: {{[0-9]+\.[0-9]+}}

// -o writes the output to a file; --verify-each=false changes nothing
// without passes.
// CHECK: module {
// CHECK-NEXT: "t.op"() {a = 1 : i64} : () -> ()
// CHECK-NEXT: }

// The generic form spells the module as an operation too.
// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "t.op"() {a = 1 : i64} : () -> ()
// GENERIC-NEXT: }) : () -> ()

// Unregistered dialects are rejected unless allowed (at the token after
// the name).
// UNREGISTERED: driver-flags.mlir:28:7: error: operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used
"t.op"() {a = 1} : () -> ()

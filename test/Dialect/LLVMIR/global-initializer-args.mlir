// RUN: strata-opt %s | strata-opt | FileCheck %s

// An initializer with block arguments verifies (as in mlir-opt 22, which
// then prints it without its block header, text that does not parse);
// Strata prints the header, and both tools read it back.
// CHECK-LABEL: llvm.mlir.global internal @with_argument() {{.*}}: f32 {
// CHECK-NEXT: ^bb0(%[[X:.*]]: f32):
// CHECK-NEXT: llvm.return %[[X]] : f32
"llvm.mlir.global"() <{global_type = f32, sym_name = "with_argument", linkage = #llvm.linkage<internal>}> ({
^bb0(%x: f32):
  llvm.return %x : f32
}) : () -> ()

// RUN: strata-opt --legacy-syntax %s --convert-std-to-llvm | FileCheck %s

// Seed 001 names --convert-std-to-llvm: std is migrated, then lowered by
// --convert-to-llvm (the output is mlir-opt 22's --convert-to-llvm of the migration).
func @f(%a: i32, %b: i32, %c: i1) -> i32 {
  %0 = addi %a, %b : i32
  %1 = cmpi "slt", %0, %b : i32
  cond_br %1, ^bb1(%0 : i32), ^bb1(%a : i32)
^bb1(%x: i32):
  %y = select %c, %x, %b : i32
  return %y : i32
}

// CHECK: llvm.func @f(%arg0: i32, %arg1: i32, %arg2: i1) -> i32 {
// CHECK: %0 = llvm.add %arg0, %arg1 : i32
// CHECK: %1 = llvm.icmp "slt" %0, %arg1 : i32
// CHECK: llvm.cond_br %1, ^bb1(%0 : i32), ^bb1(%arg0 : i32)
// CHECK: ^bb1(%2: i32):
// CHECK: %3 = llvm.select %arg2, %2, %arg1 : i1, i32
// CHECK: llvm.return %3 : i32
// CHECK: }

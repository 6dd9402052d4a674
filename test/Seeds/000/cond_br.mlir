// RUN: strata-opt --legacy-syntax %s | FileCheck %s
// RUN: strata-opt --legacy-syntax %s --convert-std-to-core | FileCheck %s --check-prefix=CORE

// Seed 000, 'cond_br' terminator operation: the example function.
func @select(i32, i32, i1) -> i32 {
^bb0(%a : i32, %b :i32, %flag : i1) :
    // Both targets are the same, operands differ
    cond_br %flag, ^bb1(%a : i32), ^bb1(%b : i32)

^bb1(%x : i32) :
    return %x : i32
}

// CHECK-LABEL: func.func @select(%arg0: i32, %arg1: i32, %arg2: i1) -> i32 {
// CHECK: cond_br %arg2, ^bb1(%arg0 : i32), ^bb1(%arg1 : i32)
// CHECK: ^bb1(%0: i32):
// CHECK: std.return %0 : i32

// CORE-LABEL: func.func @select(%arg0: i32, %arg1: i32, %arg2: i1) -> i32 {
// CORE: cf.cond_br %arg2, ^bb1(%arg0 : i32), ^bb1(%arg1 : i32)
// CORE: ^bb1(%0: i32):
// CORE: return %0 : i32

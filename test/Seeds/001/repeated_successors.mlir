// RUN: strata-opt --legacy-syntax --allow-unregistered-dialect %s | FileCheck %s
// RUN: strata-opt --legacy-syntax --allow-unregistered-dialect %s --convert-std-to-core | FileCheck %s --check-prefix=CORE

// Seed 001, Repeated Successor Removal: the branch after dummy blocks are
// inserted, in std and in the LLVM dialect (wrapped: each in a function
// whose arguments are the values the fragment uses, with the terminators
// the fragment elides; '%4' in the std form is the fragment's '%2').
func @std(%0: i1, %1: i32, %2: i32) {
  cond_br %0, ^bb1(%1 : i32), ^dummy
^bb1(%3 : i32):
  "use"(%3) : (i32) -> ()
  return
^dummy:
  br ^bb1(%2 : i32)
}

llvm.func @llvm(%0: i1, %1: !llvm.type<"i32">, %2: !llvm.type<"i32">) {
  llvm.cond_br  %0, ^bb1(%1 : !llvm.type<"i32">), ^dummy
^bb1(%3 : !llvm.type<"i32">):
  "use"(%3) : (!llvm.type<"i32">) -> ()
  llvm.return
^dummy:
  llvm.br ^bb1(%2 : !llvm.type<"i32">)
}

// CHECK-LABEL: func.func @std(%arg0: i1, %arg1: i32, %arg2: i32) {
// CHECK: cond_br %arg0, ^bb1(%arg1 : i32), ^bb2
// CHECK: ^bb1(%0: i32):
// CHECK: "use"(%0) : (i32) -> ()
// CHECK: std.return
// CHECK: ^bb2:
// CHECK: br ^bb1(%arg2 : i32)
// CHECK: llvm.func @llvm(%arg0: i1, %arg1: i32, %arg2: i32) {
// CHECK: llvm.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2
// CHECK: ^bb1(%0: i32):
// CHECK: "use"(%0) : (i32) -> ()
// CHECK: llvm.return
// CHECK: ^bb2:
// CHECK: llvm.br ^bb1(%arg2 : i32)

// CORE-LABEL: func.func @std(%arg0: i1, %arg1: i32, %arg2: i32) {
// CORE: cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2
// CORE: ^bb1(%0: i32):
// CORE: "use"(%0) : (i32) -> ()
// CORE: return
// CORE: ^bb2:
// CORE: cf.br ^bb1(%arg2 : i32)
// CORE: llvm.func @llvm(%arg0: i1, %arg1: i32, %arg2: i32) {
// CORE: llvm.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2
// CORE: ^bb1(%0: i32):
// CORE: "use"(%0) : (i32) -> ()
// CORE: llvm.return
// CORE: ^bb2:
// CORE: llvm.br ^bb1(%arg2 : i32)

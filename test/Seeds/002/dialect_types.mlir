// RUN: strata-opt --legacy-syntax --allow-unregistered-dialect %s | FileCheck %s
// RUN: strata-opt --legacy-syntax --allow-unregistered-dialect %s --convert-std-to-core | FileCheck %s --check-prefix=CORE

// Seed 002, Dialect Types: the types of unregistered dialects (wrapped:
// each type is an argument of a function declaration). '!llvm<"i32*">',
// an LLVM IR type string, is the pointer '!llvm.ptr' of MLIR 22.
func @types(
// LLVM type that wraps around llvm IR types.
!llvm<"i32*">,
// Tensor flow string type.
!tf.string,
// Complex type
!foo<"something<abcd>">,
// Even more complex type
!foo<"something<a%%123^^^>>>">,
// Complex type
!foo.something<abcd>)

// CHECK-LABEL: func.func private @types(!llvm.ptr, !tf.string, !foo<"something<abcd>">, !foo<"something<a%%123^^^>>>">, !foo.something<abcd>)

// CORE-LABEL: func.func private @types(!llvm.ptr, !tf.string, !foo<"something<abcd>">, !foo<"something<a%%123^^^>>>">, !foo.something<abcd>)

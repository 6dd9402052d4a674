// RUN: strata-opt %s --split-input-file --allow-unregistered-dialect --verify-diagnostics | FileCheck %s

// Target extension types keep their type parameters before their integer
// parameters, the type parameters printed in full; ppc_fp128 nests in
// vectors and arrays.
// CHECK-LABEL: func.func @spellings
// CHECK:  !llvm.target<"acme.Handle">
// CHECK:  !llvm.target<"acme.Buffer", f16, 3, 9>
// CHECK:  !llvm.target<"acme.Pair", i8, !llvm.ptr<2>>
// CHECK:  !llvm.target<"acme.Flags", 0>
// CHECK:  !llvm.ppc_fp128
// CHECK:  vector<2x!llvm.ppc_fp128>
// CHECK:  !llvm.array<3 x {{(!llvm.)?}}ppc_fp128>
// CHECK:  !llvm.struct<(target<"acme.Handle">, i32)>
func.func @spellings() {
  "test.op"() : () -> !llvm.target<"acme.Handle">
  "test.op"() : () -> !llvm.target<"acme.Buffer", f16, 3, 9>
  "test.op"() : () -> !llvm.target<"acme.Pair", i8, !llvm.ptr<2>>
  "test.op"() : () -> !llvm.target<"acme.Flags", 0>
  "test.op"() : () -> !llvm.ppc_fp128
  "test.op"() : () -> vector<2x!llvm.ppc_fp128>
  "test.op"() : () -> !llvm.array<3 x ppc_fp128>
  "test.op"() : () -> !llvm.struct<(target<"acme.Handle">, i32)>
  return
}

// -----

// A global of target extension type starts zeroed: an initializer value is
// refused, an llvm.mlir.zero initializer region is fine.
// Only SPIR-V's target types may be globals.
// CHECK: llvm.mlir.global external @zeroed() {addr_space = 0 : i32} : !llvm.target<"spirv.Queue">
// CHECK-NEXT: llvm.mlir.zero : !llvm.target<"spirv.Queue">
llvm.mlir.global @zeroed() : !llvm.target<"spirv.Queue"> {
  %0 = llvm.mlir.zero : !llvm.target<"spirv.Queue">
  llvm.return %0 : !llvm.target<"spirv.Queue">
}

// -----

// expected-error @+1 {{global with target extension type can only be initialized with zero-initializer}}
llvm.mlir.global @valued(1 : i32) : !llvm.target<"spirv.Sampler", 4>

// -----

// expected-error @+1 {{this target extension type cannot be used in a global}}
llvm.mlir.global @elsewhere() : !llvm.target<"acme.Handle">

// -----

// A symbol op without its name reports the missing attribute first.
// expected-error @+1 {{'llvm.mlir.global' op requires attribute 'sym_name'}}
"llvm.mlir.global"() ({}) {global_type = i32, linkage = #llvm.linkage<internal>} : () -> ()

// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s

// Atomic ops in upstream's custom syntax: every atomicrmw operation,
// orderings, syncscope, volatile, weak, explicit alignment; atomic and
// invariant loads and stores; fences; assume with operand bundles.

// CHECK-LABEL: llvm.func @rmw(
llvm.func @rmw(%p: !llvm.ptr, %i: i32, %f: f32, %v: vector<2xf16>, %q: !llvm.ptr) {
  // CHECK: llvm.atomicrmw xchg %{{.*}}, %{{.*}} monotonic : !llvm.ptr, i32
  %0 = llvm.atomicrmw xchg %p, %i monotonic : !llvm.ptr, i32
  // CHECK: llvm.atomicrmw add %{{.*}}, %{{.*}} acquire : !llvm.ptr, i32
  %1 = llvm.atomicrmw add %p, %i acquire : !llvm.ptr, i32
  // CHECK: llvm.atomicrmw sub %{{.*}}, %{{.*}} release : !llvm.ptr, i32
  %2 = llvm.atomicrmw sub %p, %i release : !llvm.ptr, i32
  // CHECK: llvm.atomicrmw _and %{{.*}}, %{{.*}} acq_rel : !llvm.ptr, i32
  %3 = llvm.atomicrmw _and %p, %i acq_rel : !llvm.ptr, i32
  // CHECK: llvm.atomicrmw nand %{{.*}}, %{{.*}} seq_cst : !llvm.ptr, i32
  %4 = llvm.atomicrmw nand %p, %i seq_cst : !llvm.ptr, i32
  // CHECK: llvm.atomicrmw _or
  %5 = llvm.atomicrmw _or %p, %i monotonic : !llvm.ptr, i32
  // CHECK: llvm.atomicrmw _xor
  %6 = llvm.atomicrmw _xor %p, %i monotonic : !llvm.ptr, i32
  // CHECK: llvm.atomicrmw max
  %7 = llvm.atomicrmw max %p, %i monotonic : !llvm.ptr, i32
  // CHECK: llvm.atomicrmw umin
  %8 = llvm.atomicrmw umin %p, %i monotonic : !llvm.ptr, i32
  // CHECK: llvm.atomicrmw uinc_wrap
  %9 = llvm.atomicrmw uinc_wrap %p, %i monotonic : !llvm.ptr, i32
  // CHECK: llvm.atomicrmw usub_sat
  %10 = llvm.atomicrmw usub_sat %p, %i monotonic : !llvm.ptr, i32
  // CHECK: llvm.atomicrmw fadd %{{.*}}, %{{.*}} monotonic : !llvm.ptr, f32
  %11 = llvm.atomicrmw fadd %p, %f monotonic : !llvm.ptr, f32
  // CHECK: llvm.atomicrmw fminimum %{{.*}}, %{{.*}} monotonic : !llvm.ptr, vector<2xf16>
  %12 = llvm.atomicrmw fminimum %p, %v monotonic : !llvm.ptr, vector<2xf16>
  // CHECK: llvm.atomicrmw volatile xchg %{{.*}}, %{{.*}} syncscope("agent") seq_cst {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
  %13 = llvm.atomicrmw volatile xchg %p, %q syncscope("agent") seq_cst {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
  llvm.return
}

// CHECK-LABEL: llvm.func @cmpxchg(
llvm.func @cmpxchg(%p: !llvm.ptr, %c: i64, %n: i64) -> i1 {
  // CHECK: %[[R:.*]] = llvm.cmpxchg %{{.*}}, %{{.*}}, %{{.*}} acq_rel monotonic : !llvm.ptr, i64
  %0 = llvm.cmpxchg %p, %c, %n acq_rel monotonic : !llvm.ptr, i64
  // CHECK: llvm.cmpxchg weak volatile %{{.*}}, %{{.*}}, %{{.*}} syncscope("singlethread") seq_cst acquire {alignment = 16 : i64} : !llvm.ptr, i64
  %1 = llvm.cmpxchg weak volatile %p, %c, %n syncscope("singlethread") seq_cst acquire {alignment = 16 : i64} : !llvm.ptr, i64
  // CHECK: llvm.extractvalue %[[R]][1] : !llvm.struct<(i64, i1)>
  %2 = llvm.extractvalue %0[1] : !llvm.struct<(i64, i1)>
  llvm.return %2 : i1
}

// CHECK-LABEL: llvm.func @access(
llvm.func @access(%p: !llvm.ptr, %v: f64, %b: i1, %n: i64) {
  // CHECK: llvm.fence acquire
  llvm.fence acquire
  // CHECK: llvm.fence syncscope("agent") seq_cst
  llvm.fence syncscope("agent") seq_cst
  // CHECK: llvm.load %{{.*}} atomic acquire {alignment = 8 : i64} : !llvm.ptr -> f64
  %0 = llvm.load %p atomic acquire {alignment = 8 : i64} : !llvm.ptr -> f64
  // CHECK: llvm.load volatile %{{.*}} atomic syncscope("s") unordered {alignment = 8 : i64} : !llvm.ptr -> f64
  %1 = llvm.load volatile %p atomic syncscope("s") unordered {alignment = 8 : i64} : !llvm.ptr -> f64
  // CHECK: llvm.load %{{.*}} invariant : !llvm.ptr -> f64
  %2 = llvm.load %p invariant : !llvm.ptr -> f64
  // CHECK: llvm.load %{{.*}} invariant_group : !llvm.ptr -> f64
  %3 = llvm.load %p invariant_group : !llvm.ptr -> f64
  // CHECK: llvm.store %{{.*}}, %{{.*}} atomic release {alignment = 8 : i64} : f64, !llvm.ptr
  llvm.store %v, %p atomic release {alignment = 8 : i64} : f64, !llvm.ptr
  // CHECK: llvm.store volatile %{{.*}}, %{{.*}} atomic syncscope("s") seq_cst {alignment = 8 : i64} : f64, !llvm.ptr
  llvm.store volatile %v, %p atomic syncscope("s") seq_cst {alignment = 8 : i64} : f64, !llvm.ptr
  // CHECK: llvm.store %{{.*}}, %{{.*}} invariant_group : f64, !llvm.ptr
  llvm.store %v, %p invariant_group : f64, !llvm.ptr
  // CHECK: llvm.intr.assume %{{.*}} : i1
  llvm.intr.assume %b : i1
  // CHECK: llvm.intr.assume %{{.*}} ["align"(%{{.*}}, %{{.*}} : !llvm.ptr, i64), "nonnull"(%{{.*}} : !llvm.ptr), "cold"()] : i1
  llvm.intr.assume %b ["align"(%p, %n : !llvm.ptr, i64), "nonnull"(%p : !llvm.ptr), "cold"()] : i1
  llvm.return
}

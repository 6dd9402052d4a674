// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s

// Atomic instructions: atomicrmw and cmpxchg take the natural alignment
// of their value type unless one is given; atomic loads and stores put
// `atomic` before `volatile` and the ordering after the pointer; assume
// carries its operand bundles.

// CHECK-LABEL: define void @atomics(
llvm.func @atomics(%p: !llvm.ptr, %i: i32, %f: f32, %c: i64, %n: i64, %b: i1) {
  // CHECK: atomicrmw add ptr %{{.*}}, i32 %{{.*}} acq_rel, align 4
  %0 = llvm.atomicrmw add %p, %i acq_rel : !llvm.ptr, i32
  // CHECK: atomicrmw volatile and ptr %{{.*}}, i32 %{{.*}} syncscope("agent") monotonic, align 16
  %1 = llvm.atomicrmw volatile _and %p, %i syncscope("agent") monotonic {alignment = 16 : i64} : !llvm.ptr, i32
  // CHECK: atomicrmw fmax ptr %{{.*}}, float %{{.*}} seq_cst, align 4
  %2 = llvm.atomicrmw fmax %p, %f seq_cst : !llvm.ptr, f32
  // CHECK: %[[X:.*]] = cmpxchg ptr %{{.*}}, i64 %{{.*}}, i64 %{{.*}} acq_rel monotonic, align 8
  %3 = llvm.cmpxchg %p, %c, %n acq_rel monotonic : !llvm.ptr, i64
  // CHECK: cmpxchg weak volatile ptr %{{.*}}, i64 %{{.*}}, i64 %{{.*}} syncscope("singlethread") seq_cst acquire, align 8
  %4 = llvm.cmpxchg weak volatile %p, %c, %n syncscope("singlethread") seq_cst acquire : !llvm.ptr, i64
  // CHECK: extractvalue { i64, i1 } %[[X]], 1
  %5 = llvm.extractvalue %3[1] : !llvm.struct<(i64, i1)>
  // CHECK: fence acquire
  llvm.fence acquire
  // CHECK: fence syncscope("agent") release
  llvm.fence syncscope("agent") release
  // CHECK: load atomic volatile i32, ptr %{{.*}} syncscope("s") monotonic, align 4
  %6 = llvm.load volatile %p atomic syncscope("s") monotonic {alignment = 4 : i64} : !llvm.ptr -> i32
  // CHECK: store atomic i32 %{{.*}}, ptr %{{.*}} release, align 4
  llvm.store %i, %p atomic release {alignment = 4 : i64} : i32, !llvm.ptr
  // CHECK: call void @llvm.assume(i1 true) [ "align"(ptr %{{.*}}, i64 %{{.*}}) ]
  %t = llvm.mlir.constant(true) : i1
  llvm.intr.assume %t ["align"(%p, %n : !llvm.ptr, i64)] : i1
  llvm.return
}
// CHECK: declare void @llvm.assume(i1

// RUN: strata-opt %s --split-input-file --canonicalize | FileCheck %s --check-prefix=CANON
// RUN: strata-opt %s --split-input-file --cse | FileCheck %s --check-prefix=CSE
// RUN: strata-opt %s --split-input-file --inline | FileCheck %s --check-prefix=INLINE

// `testlib` lives in the test-support crate and declares its effects through
// MemoryEffectOpInterface; the generic passes know nothing else about it.

// An unused read and an unused allocation are dead; a write is not.
// CANON-LABEL: func.func @dead_reads
// CANON-NEXT:    %[[H:.*]] = testlib.alloc : i64
// CANON-NEXT:    testlib.write %arg0, %[[H]] : i32, i64
// CANON-NEXT:    return
func.func @dead_reads(%v: i32) {
  %h = testlib.alloc : i64
  %unused = testlib.alloc : i64
  %r = testlib.read %h : i64 -> i32
  testlib.write %v, %h : i32, i64
  return
}

// -----

// Two reads with no write between them are one read; a write in between
// keeps the second.
// CSE-LABEL: func.func @reads
// CSE-NEXT:    %[[A:.*]] = testlib.read %arg0 : i64 -> i32
// CSE-NEXT:    testlib.write %[[A]], %arg0 : i32, i64
// CSE-NEXT:    %[[B:.*]] = testlib.read %arg0 : i64 -> i32
// CSE-NEXT:    return %[[A]], %[[A]], %[[B]] : i32, i32, i32
func.func @reads(%h: i64) -> (i32, i32, i32) {
  %a = testlib.read %h : i64 -> i32
  %b = testlib.read %h : i64 -> i32
  testlib.write %a, %h : i32, i64
  %c = testlib.read %h : i64 -> i32
  return %a, %b, %c : i32, i32, i32
}

// -----

// `testlib` registers no DialectInlinerInterface, so a callee holding its
// ops stays a call, while an arith-only callee is inlined.
// INLINE-LABEL: func.func @caller
// INLINE-NEXT:    %[[R:.*]] = call @reads_memory(%arg0) : (i64) -> i32
// INLINE-NEXT:    %[[S:.*]] = arith.addi %[[R]], %[[R]] : i32
// INLINE-NEXT:    return %[[S]] : i32
// INLINE:      func.func private @reads_memory
// INLINE-NOT:  @double
func.func @caller(%h: i64) -> i32 {
  %r = call @reads_memory(%h) : (i64) -> i32
  %s = call @double(%r) : (i32) -> i32
  return %s : i32
}
func.func private @reads_memory(%h: i64) -> i32 {
  %r = testlib.read %h : i64 -> i32
  return %r : i32
}
func.func private @double(%x: i32) -> i32 {
  %s = arith.addi %x, %x : i32
  return %s : i32
}

// The `calc` example dialect (crates/strata-example-dialect). Try:
//   cargo run --release -p strata-example-dialect --bin calc-opt -- examples/calc/calc.mlir
//   cargo run --release -p strata-example-dialect --bin calc-opt -- examples/calc/calc.mlir --canonicalize
//   cargo run --release -p strata-example-dialect --bin calc-opt -- examples/calc/calc.mlir --mlir-print-op-generic

// The custom forms come from the format strings, and survive the generic form.
// RUN: calc-opt %s | FileCheck %s
// RUN: calc-opt %s --mlir-print-op-generic | calc-opt | FileCheck %s
// RUN: calc-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: calc-opt %s --canonicalize | FileCheck %s --check-prefix=FOLD

// CHECK-LABEL: func.func @score
// CHECK-SAME: (%[[X:.*]]: i32) -> i32
func.func @score(%x: i32) -> i32 {
  // CHECK-NEXT: %[[A:.*]] = calc.constant 40 : i32
  %a = calc.constant 40 : i32
  // CHECK-NEXT: %[[B:.*]] = calc.constant 2 : i32
  %b = calc.constant 2 : i32
  // CHECK-NEXT: %[[Z:.*]] = calc.constant 0 : i32
  %z = calc.constant 0 : i32
  // CHECK-NEXT: %[[S:.*]] = calc.add %[[A]], %[[B]] : i32
  %s = calc.add %a, %b : i32
  // CHECK-NEXT: %[[T:.*]] = calc.add %[[X]], %[[Z]] : i32
  %t = calc.add %x, %z : i32
  // CHECK-NEXT: %[[U:.*]] = calc.add %[[T]], %[[S]] : i32
  %u = calc.add %t, %s : i32
  // CHECK-NEXT: %[[V:.*]] = calc.clamp %[[U]] [0, 100] {note = "score"} : i32
  %v = calc.clamp %u [0, 100] {note = "score"} : i32
  // CHECK-NEXT: return %[[V]] : i32
  return %v : i32
}

// GENERIC: "calc.constant"() <{value = 40 : i32}> : () -> i32
// GENERIC: "calc.add"(%{{.*}}, %{{.*}}) : (i32, i32) -> i32
// GENERIC: "calc.clamp"(%{{.*}}) <{hi = 100 : i64, lo = 0 : i64}> {note = "score"} : (i32) -> i32

// The folder turns 40 + 2 into a new constant (made by the dialect's
// materializer) and x + 0 into x; the unused constants disappear.
// FOLD-LABEL: func.func @score
// FOLD-SAME: (%[[X:.*]]: i32) -> i32
// FOLD-NEXT: %[[C:.*]] = calc.constant 42 : i32
// FOLD-NEXT: %[[U:.*]] = calc.add %[[X]], %[[C]] : i32
// FOLD-NEXT: %[[V:.*]] = calc.clamp %[[U]] [0, 100] {note = "score"} : i32
// FOLD-NEXT: return %[[V]] : i32

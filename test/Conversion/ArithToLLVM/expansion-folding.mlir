// RUN: strata-opt %s --convert-arith-to-llvm | FileCheck %s
// RUN: strata-opt %s --convert-ub-to-llvm | FileCheck %s --check-prefix=UB

// The rounding-division expansions fold on the division's original
// operands: a math.absi folded to a constant during the conversion is not
// a constant to them, so the comparison and subtraction stay.

func.func @ceil(%d: i64) -> i64 {
  %z = arith.constant 0 : i64
  %a = math.absi %z : i64
  %r = arith.ceildivui %a, %d : i64
  return %r : i64
}
// CHECK-LABEL: func.func @ceil(%arg0: i64) -> i64 {
// CHECK-NEXT: %0 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %1 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %2 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %3 = llvm.icmp "eq" %1, %2 : i64
// CHECK-NEXT: %4 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %5 = llvm.sub %1, %4 : i64
// CHECK-NEXT: %6 = llvm.udiv %5, %arg0 : i64
// CHECK-NEXT: %7 = llvm.add %6, %4 : i64
// CHECK-NEXT: %8 = llvm.select %3, %2, %7 : i1, i64

// `x | -1` folds to the constant -1, which a pass that cannot lower
// arith.constant must not materialize: the ori stays.
func.func @or_ones(%x: i32) -> i32 {
  %m = arith.constant -1 : i32
  %r = arith.ori %x, %m : i32
  return %r : i32
}
// UB-LABEL: func.func @or_ones(%arg0: i32) -> i32 {
// UB-NEXT: %c-1_i32 = arith.constant -1 : i32
// UB-NEXT: %0 = arith.ori %arg0, %c-1_i32 : i32
// UB-NEXT: return %0 : i32

// Both operands of the division become the same converted constant (the
// select folds to `%c`), but the second one's original is the select: the
// expansion's divsi and its sign test on the divisor do not fold.
func.func @floor_same_converted() -> i64 {
  %c = arith.constant -7 : i64
  %f = arith.constant false
  %s = arith.select %f, %c, %c : i64
  %r = arith.floordivsi %c, %s : i64
  return %r : i64
}
// CHECK-LABEL: func.func @floor_same_converted() -> i64 {
// CHECK-NEXT: %0 = llvm.mlir.constant(-7 : i64) : i64
// CHECK-NEXT: %1 = llvm.mlir.constant(false) : i1
// CHECK-NEXT: %2 = llvm.sdiv %0, %0 : i64
// CHECK-NEXT: %3 = llvm.mul %2, %0 : i64
// CHECK-NEXT: %4 = llvm.icmp "ne" %3, %0 : i64
// CHECK-NEXT: %5 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %6 = llvm.mlir.constant(true) : i1
// CHECK-NEXT: %7 = llvm.icmp "slt" %0, %5 : i64
// CHECK-NEXT: %8 = llvm.icmp "ne" %6, %7 : i1

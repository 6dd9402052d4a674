// RUN: not strata-opt %s --arith-emulate-wide-int="widest-int-supported=16" 2>&1 | FileCheck %s

// The note showing a function that failed to convert numbers its values
// from the function itself, not from its module (where the values of the
// functions after it would come first).

// CHECK:      error: failed to legalize operation 'func.func' that was explicitly marked illegal
// CHECK:      note: see current operation:
// CHECK-NEXT: "func.func"() <{function_type = () -> (i64, i64), sym_name = "first"}> ({
// CHECK-NEXT:   %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
// CHECK-NEXT:   %1 = "arith.constant"() <{value = -1 : i64}> : () -> i64
// CHECK-NEXT:   "func.return"(%0, %1) : (i64, i64) -> ()
// CHECK-NEXT: }) : () -> ()
func.func @first() -> (i64, i64) {
  %0 = arith.constant 0 : i64
  %1 = arith.constant -1 : i64
  return %0, %1 : i64, i64
}
func.func @second() -> i64 {
  %0 = arith.constant 7 : i64
  %1 = arith.addi %0, %0 : i64
  return %1 : i64
}

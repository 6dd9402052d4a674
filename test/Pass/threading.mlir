// Nested pipelines run on several threads; the output must not depend on it.
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(canonicalize))' -o %t.threaded
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(canonicalize))' --mlir-disable-threading | diff %t.threaded -
// RUN: FileCheck %s --input-file=%t.threaded

// CHECK-LABEL: func.func @f0(
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 3 : i32
// CHECK-NEXT:    %[[R0:.*]] = arith.muli %arg0, %[[C0]] : i32
// CHECK-NEXT:    return %[[R0]] : i32
func.func @f0(%x: i32) -> i32 {
  %a = arith.constant 0 : i32
  %b = arith.constant 3 : i32
  %s = arith.addi %a, %b : i32
  %m = arith.muli %x, %s : i32
  %three = arith.constant 3 : i32
  %n = arith.muli %m, %three : i32
  %one = arith.constant 1 : i32
  %r = arith.muli %x, %one : i32
  return %m : i32
}

// CHECK-LABEL: func.func @f1(
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 4 : i32
// CHECK-NEXT:    %[[R1:.*]] = arith.muli %arg0, %[[C1]] : i32
// CHECK-NEXT:    return %[[R1]] : i32
func.func @f1(%x: i32) -> i32 {
  %a = arith.constant 1 : i32
  %b = arith.constant 3 : i32
  %s = arith.addi %a, %b : i32
  %m = arith.muli %x, %s : i32
  %three = arith.constant 3 : i32
  %n = arith.muli %m, %three : i32
  %one = arith.constant 1 : i32
  %r = arith.muli %x, %one : i32
  return %m : i32
}

// CHECK-LABEL: func.func @f2(
// CHECK-NEXT:    %[[C2:.*]] = arith.constant 5 : i32
// CHECK-NEXT:    %[[R2:.*]] = arith.muli %arg0, %[[C2]] : i32
// CHECK-NEXT:    return %[[R2]] : i32
func.func @f2(%x: i32) -> i32 {
  %a = arith.constant 2 : i32
  %b = arith.constant 3 : i32
  %s = arith.addi %a, %b : i32
  %m = arith.muli %x, %s : i32
  %three = arith.constant 3 : i32
  %n = arith.muli %m, %three : i32
  %one = arith.constant 1 : i32
  %r = arith.muli %x, %one : i32
  return %m : i32
}

// CHECK-LABEL: func.func @f3(
// CHECK-NEXT:    %[[C3:.*]] = arith.constant 6 : i32
// CHECK-NEXT:    %[[R3:.*]] = arith.muli %arg0, %[[C3]] : i32
// CHECK-NEXT:    return %[[R3]] : i32
func.func @f3(%x: i32) -> i32 {
  %a = arith.constant 3 : i32
  %b = arith.constant 3 : i32
  %s = arith.addi %a, %b : i32
  %m = arith.muli %x, %s : i32
  %three = arith.constant 3 : i32
  %n = arith.muli %m, %three : i32
  %one = arith.constant 1 : i32
  %r = arith.muli %x, %one : i32
  return %m : i32
}

// CHECK-LABEL: func.func @f4(
// CHECK-NEXT:    %[[C4:.*]] = arith.constant 7 : i32
// CHECK-NEXT:    %[[R4:.*]] = arith.muli %arg0, %[[C4]] : i32
// CHECK-NEXT:    return %[[R4]] : i32
func.func @f4(%x: i32) -> i32 {
  %a = arith.constant 4 : i32
  %b = arith.constant 3 : i32
  %s = arith.addi %a, %b : i32
  %m = arith.muli %x, %s : i32
  %three = arith.constant 3 : i32
  %n = arith.muli %m, %three : i32
  %one = arith.constant 1 : i32
  %r = arith.muli %x, %one : i32
  return %m : i32
}

// CHECK-LABEL: func.func @f5(
// CHECK-NEXT:    %[[C5:.*]] = arith.constant 8 : i32
// CHECK-NEXT:    %[[R5:.*]] = arith.muli %arg0, %[[C5]] : i32
// CHECK-NEXT:    return %[[R5]] : i32
func.func @f5(%x: i32) -> i32 {
  %a = arith.constant 5 : i32
  %b = arith.constant 3 : i32
  %s = arith.addi %a, %b : i32
  %m = arith.muli %x, %s : i32
  %three = arith.constant 3 : i32
  %n = arith.muli %m, %three : i32
  %one = arith.constant 1 : i32
  %r = arith.muli %x, %one : i32
  return %m : i32
}

// CHECK-LABEL: func.func @f6(
// CHECK-NEXT:    %[[C6:.*]] = arith.constant 9 : i32
// CHECK-NEXT:    %[[R6:.*]] = arith.muli %arg0, %[[C6]] : i32
// CHECK-NEXT:    return %[[R6]] : i32
func.func @f6(%x: i32) -> i32 {
  %a = arith.constant 6 : i32
  %b = arith.constant 3 : i32
  %s = arith.addi %a, %b : i32
  %m = arith.muli %x, %s : i32
  %three = arith.constant 3 : i32
  %n = arith.muli %m, %three : i32
  %one = arith.constant 1 : i32
  %r = arith.muli %x, %one : i32
  return %m : i32
}

// CHECK-LABEL: func.func @f7(
// CHECK-NEXT:    %[[C7:.*]] = arith.constant 10 : i32
// CHECK-NEXT:    %[[R7:.*]] = arith.muli %arg0, %[[C7]] : i32
// CHECK-NEXT:    return %[[R7]] : i32
func.func @f7(%x: i32) -> i32 {
  %a = arith.constant 7 : i32
  %b = arith.constant 3 : i32
  %s = arith.addi %a, %b : i32
  %m = arith.muli %x, %s : i32
  %three = arith.constant 3 : i32
  %n = arith.muli %m, %three : i32
  %one = arith.constant 1 : i32
  %r = arith.muli %x, %one : i32
  return %m : i32
}

// CHECK-LABEL: func.func @f8(
// CHECK-NEXT:    %[[C8:.*]] = arith.constant 11 : i32
// CHECK-NEXT:    %[[R8:.*]] = arith.muli %arg0, %[[C8]] : i32
// CHECK-NEXT:    return %[[R8]] : i32
func.func @f8(%x: i32) -> i32 {
  %a = arith.constant 8 : i32
  %b = arith.constant 3 : i32
  %s = arith.addi %a, %b : i32
  %m = arith.muli %x, %s : i32
  %three = arith.constant 3 : i32
  %n = arith.muli %m, %three : i32
  %one = arith.constant 1 : i32
  %r = arith.muli %x, %one : i32
  return %m : i32
}

// CHECK-LABEL: func.func @f9(
// CHECK-NEXT:    %[[C9:.*]] = arith.constant 12 : i32
// CHECK-NEXT:    %[[R9:.*]] = arith.muli %arg0, %[[C9]] : i32
// CHECK-NEXT:    return %[[R9]] : i32
func.func @f9(%x: i32) -> i32 {
  %a = arith.constant 9 : i32
  %b = arith.constant 3 : i32
  %s = arith.addi %a, %b : i32
  %m = arith.muli %x, %s : i32
  %three = arith.constant 3 : i32
  %n = arith.muli %m, %three : i32
  %one = arith.constant 1 : i32
  %r = arith.muli %x, %one : i32
  return %m : i32
}

// CHECK-LABEL: func.func @f10(
// CHECK-NEXT:    %[[C10:.*]] = arith.constant 13 : i32
// CHECK-NEXT:    %[[R10:.*]] = arith.muli %arg0, %[[C10]] : i32
// CHECK-NEXT:    return %[[R10]] : i32
func.func @f10(%x: i32) -> i32 {
  %a = arith.constant 10 : i32
  %b = arith.constant 3 : i32
  %s = arith.addi %a, %b : i32
  %m = arith.muli %x, %s : i32
  %three = arith.constant 3 : i32
  %n = arith.muli %m, %three : i32
  %one = arith.constant 1 : i32
  %r = arith.muli %x, %one : i32
  return %m : i32
}

// CHECK-LABEL: func.func @f11(
// CHECK-NEXT:    %[[C11:.*]] = arith.constant 14 : i32
// CHECK-NEXT:    %[[R11:.*]] = arith.muli %arg0, %[[C11]] : i32
// CHECK-NEXT:    return %[[R11]] : i32
func.func @f11(%x: i32) -> i32 {
  %a = arith.constant 11 : i32
  %b = arith.constant 3 : i32
  %s = arith.addi %a, %b : i32
  %m = arith.muli %x, %s : i32
  %three = arith.constant 3 : i32
  %n = arith.muli %m, %three : i32
  %one = arith.constant 1 : i32
  %r = arith.muli %x, %one : i32
  return %m : i32
}

// CHECK-LABEL: func.func @f12(
// CHECK-NEXT:    %[[C12:.*]] = arith.constant 15 : i32
// CHECK-NEXT:    %[[R12:.*]] = arith.muli %arg0, %[[C12]] : i32
// CHECK-NEXT:    return %[[R12]] : i32
func.func @f12(%x: i32) -> i32 {
  %a = arith.constant 12 : i32
  %b = arith.constant 3 : i32
  %s = arith.addi %a, %b : i32
  %m = arith.muli %x, %s : i32
  %three = arith.constant 3 : i32
  %n = arith.muli %m, %three : i32
  %one = arith.constant 1 : i32
  %r = arith.muli %x, %one : i32
  return %m : i32
}

// CHECK-LABEL: func.func @f13(
// CHECK-NEXT:    %[[C13:.*]] = arith.constant 16 : i32
// CHECK-NEXT:    %[[R13:.*]] = arith.muli %arg0, %[[C13]] : i32
// CHECK-NEXT:    return %[[R13]] : i32
func.func @f13(%x: i32) -> i32 {
  %a = arith.constant 13 : i32
  %b = arith.constant 3 : i32
  %s = arith.addi %a, %b : i32
  %m = arith.muli %x, %s : i32
  %three = arith.constant 3 : i32
  %n = arith.muli %m, %three : i32
  %one = arith.constant 1 : i32
  %r = arith.muli %x, %one : i32
  return %m : i32
}

// CHECK-LABEL: func.func @f14(
// CHECK-NEXT:    %[[C14:.*]] = arith.constant 17 : i32
// CHECK-NEXT:    %[[R14:.*]] = arith.muli %arg0, %[[C14]] : i32
// CHECK-NEXT:    return %[[R14]] : i32
func.func @f14(%x: i32) -> i32 {
  %a = arith.constant 14 : i32
  %b = arith.constant 3 : i32
  %s = arith.addi %a, %b : i32
  %m = arith.muli %x, %s : i32
  %three = arith.constant 3 : i32
  %n = arith.muli %m, %three : i32
  %one = arith.constant 1 : i32
  %r = arith.muli %x, %one : i32
  return %m : i32
}

// CHECK-LABEL: func.func @f15(
// CHECK-NEXT:    %[[C15:.*]] = arith.constant 18 : i32
// CHECK-NEXT:    %[[R15:.*]] = arith.muli %arg0, %[[C15]] : i32
// CHECK-NEXT:    return %[[R15]] : i32
func.func @f15(%x: i32) -> i32 {
  %a = arith.constant 15 : i32
  %b = arith.constant 3 : i32
  %s = arith.addi %a, %b : i32
  %m = arith.muli %x, %s : i32
  %three = arith.constant 3 : i32
  %n = arith.muli %m, %three : i32
  %one = arith.constant 1 : i32
  %r = arith.muli %x, %one : i32
  return %m : i32
}

// CHECK-LABEL: func.func @f16(
// CHECK-NEXT:    %[[C16:.*]] = arith.constant 19 : i32
// CHECK-NEXT:    %[[R16:.*]] = arith.muli %arg0, %[[C16]] : i32
// CHECK-NEXT:    return %[[R16]] : i32
func.func @f16(%x: i32) -> i32 {
  %a = arith.constant 16 : i32
  %b = arith.constant 3 : i32
  %s = arith.addi %a, %b : i32
  %m = arith.muli %x, %s : i32
  %three = arith.constant 3 : i32
  %n = arith.muli %m, %three : i32
  %one = arith.constant 1 : i32
  %r = arith.muli %x, %one : i32
  return %m : i32
}

// CHECK-LABEL: func.func @f17(
// CHECK-NEXT:    %[[C17:.*]] = arith.constant 20 : i32
// CHECK-NEXT:    %[[R17:.*]] = arith.muli %arg0, %[[C17]] : i32
// CHECK-NEXT:    return %[[R17]] : i32
func.func @f17(%x: i32) -> i32 {
  %a = arith.constant 17 : i32
  %b = arith.constant 3 : i32
  %s = arith.addi %a, %b : i32
  %m = arith.muli %x, %s : i32
  %three = arith.constant 3 : i32
  %n = arith.muli %m, %three : i32
  %one = arith.constant 1 : i32
  %r = arith.muli %x, %one : i32
  return %m : i32
}

// CHECK-LABEL: func.func @f18(
// CHECK-NEXT:    %[[C18:.*]] = arith.constant 21 : i32
// CHECK-NEXT:    %[[R18:.*]] = arith.muli %arg0, %[[C18]] : i32
// CHECK-NEXT:    return %[[R18]] : i32
func.func @f18(%x: i32) -> i32 {
  %a = arith.constant 18 : i32
  %b = arith.constant 3 : i32
  %s = arith.addi %a, %b : i32
  %m = arith.muli %x, %s : i32
  %three = arith.constant 3 : i32
  %n = arith.muli %m, %three : i32
  %one = arith.constant 1 : i32
  %r = arith.muli %x, %one : i32
  return %m : i32
}

// CHECK-LABEL: func.func @f19(
// CHECK-NEXT:    %[[C19:.*]] = arith.constant 22 : i32
// CHECK-NEXT:    %[[R19:.*]] = arith.muli %arg0, %[[C19]] : i32
// CHECK-NEXT:    return %[[R19]] : i32
func.func @f19(%x: i32) -> i32 {
  %a = arith.constant 19 : i32
  %b = arith.constant 3 : i32
  %s = arith.addi %a, %b : i32
  %m = arith.muli %x, %s : i32
  %three = arith.constant 3 : i32
  %n = arith.muli %m, %three : i32
  %one = arith.constant 1 : i32
  %r = arith.muli %x, %one : i32
  return %m : i32
}

// CHECK-LABEL: func.func @f20(
// CHECK-NEXT:    %[[C20:.*]] = arith.constant 23 : i32
// CHECK-NEXT:    %[[R20:.*]] = arith.muli %arg0, %[[C20]] : i32
// CHECK-NEXT:    return %[[R20]] : i32
func.func @f20(%x: i32) -> i32 {
  %a = arith.constant 20 : i32
  %b = arith.constant 3 : i32
  %s = arith.addi %a, %b : i32
  %m = arith.muli %x, %s : i32
  %three = arith.constant 3 : i32
  %n = arith.muli %m, %three : i32
  %one = arith.constant 1 : i32
  %r = arith.muli %x, %one : i32
  return %m : i32
}

// CHECK-LABEL: func.func @f21(
// CHECK-NEXT:    %[[C21:.*]] = arith.constant 24 : i32
// CHECK-NEXT:    %[[R21:.*]] = arith.muli %arg0, %[[C21]] : i32
// CHECK-NEXT:    return %[[R21]] : i32
func.func @f21(%x: i32) -> i32 {
  %a = arith.constant 21 : i32
  %b = arith.constant 3 : i32
  %s = arith.addi %a, %b : i32
  %m = arith.muli %x, %s : i32
  %three = arith.constant 3 : i32
  %n = arith.muli %m, %three : i32
  %one = arith.constant 1 : i32
  %r = arith.muli %x, %one : i32
  return %m : i32
}

// CHECK-LABEL: func.func @f22(
// CHECK-NEXT:    %[[C22:.*]] = arith.constant 25 : i32
// CHECK-NEXT:    %[[R22:.*]] = arith.muli %arg0, %[[C22]] : i32
// CHECK-NEXT:    return %[[R22]] : i32
func.func @f22(%x: i32) -> i32 {
  %a = arith.constant 22 : i32
  %b = arith.constant 3 : i32
  %s = arith.addi %a, %b : i32
  %m = arith.muli %x, %s : i32
  %three = arith.constant 3 : i32
  %n = arith.muli %m, %three : i32
  %one = arith.constant 1 : i32
  %r = arith.muli %x, %one : i32
  return %m : i32
}

// CHECK-LABEL: func.func @f23(
// CHECK-NEXT:    %[[C23:.*]] = arith.constant 26 : i32
// CHECK-NEXT:    %[[R23:.*]] = arith.muli %arg0, %[[C23]] : i32
// CHECK-NEXT:    return %[[R23]] : i32
func.func @f23(%x: i32) -> i32 {
  %a = arith.constant 23 : i32
  %b = arith.constant 3 : i32
  %s = arith.addi %a, %b : i32
  %m = arith.muli %x, %s : i32
  %three = arith.constant 3 : i32
  %n = arith.muli %m, %three : i32
  %one = arith.constant 1 : i32
  %r = arith.muli %x, %one : i32
  return %m : i32
}

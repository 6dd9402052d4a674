// RUN: strata-opt %s --symbol-privatize | FileCheck %s
// RUN: strata-opt %s --symbol-privatize=exclude=b,inner | FileCheck %s --check-prefix=EXCL

// CHECK:      func.func private @a()
// CHECK:      func.func private @b()
// CHECK:      module @inner attributes {sym_visibility = "private"}
// CHECK-NEXT:   func.func @c()
// CHECK:      module {
// EXCL:       func.func private @a()
// EXCL:       func.func @b()
// EXCL:       module @inner {
func.func @a() {
  return
}
func.func @b() {
  return
}
module @inner {
  func.func @c() {
    return
  }
}
module {
}

// RUN: strata-opt %s --canonicalize --mlir-print-op-generic | FileCheck %s

// std ops declared equivalent to their arith targets are matched as
// producers by the arith folders and get the arith patterns; rewrites keep
// the std op names.

// select(cmpi eq a b, a, b) folds to b (the arith.select folder sees std.cmpi).
// CHECK-LABEL: sym_name = "select_of_cmpi"
// CHECK-NOT: std.select
// CHECK: ^bb0(%{{.*}}: i32, %[[B:.*]]: i32):
// CHECK-NEXT: "std.return"(%[[B]])
func.func @select_of_cmpi(%a: i32, %b: i32) -> i32 {
  %e = std.cmpi "eq", %a, %b : i32
  %s = std.select %e, %a, %b : i32
  std.return %s : i32
}

// select(c, select(c, x, y), z) -> select(c, x, z), and the false side.
// CHECK-LABEL: sym_name = "select_of_select"
// CHECK: ^bb0(%[[C:.*]]: i1, %[[X:.*]]: f32, %[[Y:.*]]: f32, %[[Z:.*]]: f32):
// CHECK-NEXT: %[[T:.*]] = "std.select"(%[[C]], %[[X]], %[[Z]])
// CHECK-NEXT: %[[F:.*]] = "std.select"(%[[C]], %[[Z]], %[[Y]])
// CHECK: "std.return"(%[[T]], %[[F]])
func.func @select_of_select(%c: i1, %x: f32, %y: f32, %z: f32) -> (f32, f32) {
  %i = std.select %c, %x, %y : f32
  %o = std.select %c, %i, %z : f32
  %i2 = std.select %c, %x, %y : f32
  %o2 = std.select %c, %z, %i2 : f32
  std.return %o, %o2 : f32, f32
}

// mulf(negf a, negf b) -> mulf(a, b), as a std.mulf.
// CHECK-LABEL: sym_name = "mulf_of_negf"
// CHECK-NOT: std.negf
// CHECK: ^bb0(%[[A:.*]]: f32, %[[B2:.*]]: f32):
// CHECK-NEXT: %[[M:.*]] = "std.mulf"(%[[A]], %[[B2]])
// CHECK: "std.return"(%[[M]])
func.func @mulf_of_negf(%a: f32, %b: f32) -> f32 {
  %na = std.negf %a : f32
  %nb = std.negf %b : f32
  %m = std.mulf %na, %nb : f32
  std.return %m : f32
}

// addi(addi(x, c1), c2) -> addi(x, c1 + c2) as a std.addi without the
// overflow flags arith.addi carries (std.addi has none).
// CHECK-LABEL: sym_name = "addi_of_addi"
// CHECK: ^bb0(%[[X:.*]]: i32):
// CHECK-NEXT: %[[C:.*]] = "arith.constant"() <{value = 3 : i32}>
// CHECK-NEXT: %[[S:.*]] = "std.addi"(%[[X]], %[[C]]) : (i32, i32) -> i32
// CHECK-NEXT: "std.return"(%[[S]])
func.func @addi_of_addi(%x: i32) -> i32 {
  %c1 = std.constant 1 : i32
  %c2 = std.constant 2 : i32
  %a = std.addi %x, %c1 : i32
  %b = std.addi %a, %c2 : i32
  std.return %b : i32
}

// divis by one and the sqrt of a constant fold as arith.divsi and math.sqrt
// (the constant materialized by std).
// CHECK-LABEL: sym_name = "divis_sqrt"
// CHECK: ^bb0(%[[X2:.*]]: i32):
// CHECK-NEXT: %[[R:.*]] = "std.constant"() <{value = 2.000000e+00 : f32}>
// CHECK-NEXT: "std.return"(%[[X2]], %[[R]])
func.func @divis_sqrt(%x: i32) -> (i32, f32) {
  %c1 = std.constant 1 : i32
  %d = std.divis %x, %c1 : i32
  %f = std.constant 4.0 : f32
  %s = std.sqrt %f : f32
  std.return %d, %s : i32, f32
}

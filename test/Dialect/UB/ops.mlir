// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @poison_values
func.func @poison_values() -> (i32, f16, vector<4xi8>, tensor<?xf32>, index) {
  // CHECK-NEXT: %[[A:.*]] = ub.poison : i32
  %0 = ub.poison : i32
  // CHECK-NEXT: %[[B:.*]] = ub.poison : f16
  %1 = ub.poison <#ub.poison> : f16
  // CHECK-NEXT: %[[C:.*]] = ub.poison : vector<4xi8>
  %2 = "ub.poison"() <{value = #ub.poison}> : () -> vector<4xi8>
  // CHECK-NEXT: %[[D:.*]] = ub.poison {note = "x"} : tensor<?xf32>
  %3 = ub.poison {note = "x"} : tensor<?xf32>
  // CHECK-NEXT: %[[E:.*]] = ub.poison : index
  %4 = "ub.poison"() : () -> index
  // CHECK-NEXT: return %[[A]], %[[B]], %[[C]], %[[D]], %[[E]]
  return %0, %1, %2, %3, %4 : i32, f16, vector<4xi8>, tensor<?xf32>, index
}

// CHECK-LABEL: func.func @dead_end
func.func @dead_end(%c: i1) {
  // CHECK-NEXT: cf.cond_br %{{.*}}, ^bb1, ^bb2
  cf.cond_br %c, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:
^bb1:
  // CHECK-NEXT: ub.unreachable
  ub.unreachable
// CHECK-NEXT: ^bb2:
^bb2:
  // CHECK-NEXT: ub.unreachable {reason = "never"}
  ub.unreachable {reason = "never"}
}

// GENERIC: "ub.poison"() <{value = #ub.poison}> : () -> i32
// GENERIC: "ub.poison"() <{value = #ub.poison}> : () -> f16
// GENERIC: "ub.poison"() <{value = #ub.poison}> {note = "x"} : () -> tensor<?xf32>
// GENERIC: "ub.poison"() <{value = #ub.poison}> : () -> index
// GENERIC: "ub.unreachable"() : () -> ()
// GENERIC: "ub.unreachable"() {reason = "never"} : () -> ()

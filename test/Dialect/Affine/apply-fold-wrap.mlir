// RUN: strata-opt %s --split-input-file --canonicalize | FileCheck %s
// RUN: strata-opt %s --split-input-file --sccp | FileCheck %s --check-prefix=SCCP

// Folding an affine.apply of constants computes sums and products in
// 64-bit two's complement: they wrap around on overflow.
// CHECK-LABEL: func.func @wrap
// CHECK-DAG:     %[[MIN:.*]] = arith.constant -9223372036854775808 : index
// CHECK-DAG:     %[[B:.*]] = arith.constant -9223372036854775806 : index
// CHECK-DAG:     %[[M2:.*]] = arith.constant -2 : index
// CHECK:         return %[[MIN]], %[[B]], %[[M2]] : index, index, index
// SCCP-LABEL: func.func @wrap
// SCCP-NOT:     affine.apply
// SCCP:         return %c-9223372036854775808, %c-9223372036854775806, %c-2 : index, index, index
func.func @wrap() -> (index, index, index) {
  %m = arith.constant 9223372036854775807 : index
  %a = affine.apply affine_map<(d0) -> (d0 + 1)>(%m)
  %b = affine.apply affine_map<(d0) -> (d0 * 3 + 5)>(%m)
  %c = affine.apply affine_map<(d0) -> (d0 * 2)>(%m)
  return %a, %b, %c : index, index, index
}

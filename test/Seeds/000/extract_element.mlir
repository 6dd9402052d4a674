// RUN: strata-opt --legacy-syntax %s | FileCheck %s
// RUN: strata-opt --legacy-syntax %s --convert-std-to-core | FileCheck %s --check-prefix=CORE

// Seed 000, 'extract_element' operation (wrapped: operands as arguments).
func @extract(%v: vector<4x4xi32>, %t: tensor<4x4xi32>, %ut: tensor<*xi32>, %1: index, %2: index) {
%3 = extract_element %v[%1, %2] : vector<4x4xi32>
%4 = extract_element %t[%1, %2] : tensor<4x4xi32>
%5 = extract_element %ut[%1, %2] : tensor<*xi32>
return
}

// CHECK-LABEL: func.func @extract(%arg0: vector<4x4xi32>, %arg1: tensor<4x4xi32>, %arg2: tensor<*xi32>, %arg3: index, %arg4: index) {
// CHECK: %0 = extract_element %arg0[%arg3, %arg4] : vector<4x4xi32>
// CHECK: %1 = extract_element %arg1[%arg3, %arg4] : tensor<4x4xi32>
// CHECK: %2 = extract_element %arg2[%arg3, %arg4] : tensor<*xi32>
// CHECK: std.return

// CORE-LABEL: func.func @extract(%arg0: vector<4x4xi32>, %arg1: tensor<4x4xi32>, %arg2: tensor<*xi32>, %arg3: index, %arg4: index) {
// CORE: %0 = vector.extract %arg0[%arg3, %arg4] : i32 from vector<4x4xi32>
// CORE: %extracted = tensor.extract %arg1[%arg3, %arg4] : tensor<4x4xi32>
// CORE: %cast = tensor.cast %arg2 : tensor<*xi32> to tensor<?x?xi32>
// CORE: %extracted_0 = tensor.extract %cast[%arg3, %arg4] : tensor<?x?xi32>
// CORE: return

// RUN: strata-opt --legacy-syntax --allow-unregistered-dialect %s | FileCheck %s
// RUN: strata-opt --legacy-syntax --allow-unregistered-dialect %s --convert-std-to-core | FileCheck %s --check-prefix=CORE

// Seed 002, Sparse Elements Attribute (wrapped: the attribute on an op of
// an unregistered dialect). The old syntax names the type first.
"seed.value"() {value = sparse<tensor<3x4xi32>, [[0, 0], [1, 2]], [1, 5]>} : () -> ()

// This represents the following tensor:
///  [[1, 0, 0, 0],
///   [0, 0, 5, 0],
///   [0, 0, 0, 0]]

// CHECK: "seed.value"() {value = sparse<{{\[\[}}0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>} : () -> ()

// CORE: "seed.value"() {value = sparse<{{\[\[}}0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>} : () -> ()

// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic | strata-opt --allow-unregistered-dialect | FileCheck %s

// IEEE and extended formats.
// CHECK: %0:5 = "t.ieee"() : () -> (f16, f32, f64, f80, f128)
"t.ieee"() : () -> (f16, f32, f64, f80, f128)
// Truncated formats.
// CHECK: %1:2 = "t.trunc"() : () -> (bf16, tf32)
"t.trunc"() : () -> (bf16, tf32)
// The 8-bit formats.
// CHECK: %2:8 = "t.f8"() : () -> (f8E5M2, f8E4M3, f8E4M3FN, f8E5M2FNUZ, f8E4M3FNUZ, f8E4M3B11FNUZ, f8E3M4, f8E8M0FNU)
"t.f8"() : () -> (f8E5M2, f8E4M3, f8E4M3FN, f8E5M2FNUZ, f8E4M3FNUZ, f8E4M3B11FNUZ, f8E3M4, f8E8M0FNU)
// The 6- and 4-bit formats.
// CHECK: %3:3 = "t.narrow"() : () -> (f6E2M3FN, f6E3M2FN, f4E2M1FN)
"t.narrow"() : () -> (f6E2M3FN, f6E3M2FN, f4E2M1FN)
// Float types nested in other types.
// CHECK: %4:4 = "t.nested"() : () -> (complex<bf16>, vector<[4]xf8E5M2>, tensor<?xf4E2M1FN>, memref<2xf80>)
"t.nested"() : () -> (complex<bf16>, vector<[4]xf8E5M2>, tensor<?xf4E2M1FN>, memref<2xf80>)

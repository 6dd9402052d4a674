// Every builtin floating-point type.
"t.std"() : () -> (f16, bf16, f32, f64, f80, f128, tf32)
"t.f8"() : () -> (f8E5M2, f8E4M3, f8E4M3FN, f8E5M2FNUZ, f8E4M3FNUZ, f8E4M3B11FNUZ, f8E3M4, f8E8M0FNU)
"t.small"() : () -> (f6E2M3FN, f6E3M2FN, f4E2M1FN)

"t.types"() : () -> (i1, i7, si32, ui64, index, bf16, f16, f32, f64, f80, f128, tf32, f8E4M3FN, f8E5M2, f4E2M1FN, f6E2M3FN, none)

//! Unit tests with explicit values (bit patterns and printed forms checked
//! against LLVM 22 `APFloat` and `mlir-opt`).

use super::{APFloat, FloatSemantics as S, RoundingMode as M, Status};
use crate::apint::APInt;

fn f(sem: S, bits: u128) -> APFloat {
    APFloat::from_bits(sem, bits)
}

fn parse(sem: S, text: &str) -> (u128, Status) {
    let (v, st) = APFloat::from_str(sem, text).expect("valid literal");
    (v.to_bits(), st)
}

/// (format, bits, precision, largest, smallest, smallest normal, NaN, +inf, one,
/// MLIR rendering of the largest value)
#[allow(clippy::type_complexity)]
const FORMATS: &[(
    S,
    u32,
    u32,
    u128,
    u128,
    u128,
    Option<u128>,
    Option<u128>,
    u128,
    &str,
)] = &[
    (
        S::BF16,
        16,
        8,
        0x7F7F,
        1,
        0x80,
        Some(0x7FC0),
        Some(0x7F80),
        0x3F80,
        "3.389530e+38",
    ),
    (
        S::F16,
        16,
        11,
        0x7BFF,
        1,
        0x400,
        Some(0x7E00),
        Some(0x7C00),
        0x3C00,
        "6.550400e+04",
    ),
    (
        S::F32,
        32,
        24,
        0x7F7F_FFFF,
        1,
        0x80_0000,
        Some(0x7FC0_0000),
        Some(0x7F80_0000),
        0x3F80_0000,
        "3.40282347E+38",
    ),
    (
        S::F64,
        64,
        53,
        0x7FEF_FFFF_FFFF_FFFF,
        1,
        0x10_0000_0000_0000,
        Some(0x7FF8_0000_0000_0000),
        Some(0x7FF0_0000_0000_0000),
        0x3FF0_0000_0000_0000,
        "1.7976931348623157E+308",
    ),
    (
        S::F80,
        80,
        64,
        0x7FFE_FFFF_FFFF_FFFF_FFFF,
        1,
        0x1_8000_0000_0000_0000,
        Some(0x7FFF_C000_0000_0000_0000),
        Some(0x7FFF_8000_0000_0000_0000),
        0x3FFF_8000_0000_0000_0000,
        "1.18973149535723176502E+4932",
    ),
    (
        S::F128,
        128,
        113,
        0x7FFE_FFFF_FFFF_FFFF_FFFF_FFFF_FFFF_FFFF,
        1,
        0x0001_0000_0000_0000_0000_0000_0000_0000,
        Some(0x7FFF_8000_0000_0000_0000_0000_0000_0000),
        Some(0x7FFF_0000_0000_0000_0000_0000_0000_0000),
        0x3FFF_0000_0000_0000_0000_0000_0000_0000,
        "1.18973149535723176508575932662800702E+4932",
    ),
    (
        S::TF32,
        19,
        11,
        0x3FBFF,
        1,
        0x400,
        Some(0x3FE00),
        Some(0x3FC00),
        0x1FC00,
        "3.401160e+38",
    ),
    (
        S::F8E5M2,
        8,
        3,
        0x7B,
        1,
        0x04,
        Some(0x7E),
        Some(0x7C),
        0x3C,
        "5.734400e+04",
    ),
    (
        S::F8E4M3,
        8,
        4,
        0x77,
        1,
        0x08,
        Some(0x7C),
        Some(0x78),
        0x38,
        "2.400000e+02",
    ),
    (
        S::F8E4M3FN,
        8,
        4,
        0x7E,
        1,
        0x08,
        Some(0x7F),
        None,
        0x38,
        "4.480000e+02",
    ),
    (
        S::F8E5M2FNUZ,
        8,
        3,
        0x7F,
        1,
        0x04,
        Some(0x80),
        None,
        0x40,
        "5.734400e+04",
    ),
    (
        S::F8E4M3FNUZ,
        8,
        4,
        0x7F,
        1,
        0x08,
        Some(0x80),
        None,
        0x40,
        "2.400000e+02",
    ),
    (
        S::F8E4M3B11FNUZ,
        8,
        4,
        0x7F,
        1,
        0x08,
        Some(0x80),
        None,
        0x58,
        "3.000000e+01",
    ),
    (
        S::F8E3M4,
        8,
        5,
        0x6F,
        1,
        0x10,
        Some(0x78),
        Some(0x70),
        0x30,
        "1.550000e+01",
    ),
    (
        S::F8E8M0FNU,
        8,
        1,
        0xFE,
        0x00,
        0x00,
        Some(0xFF),
        None,
        0x7F,
        "1.701410e+38",
    ),
    (
        S::F6E2M3FN,
        6,
        4,
        0x1F,
        1,
        0x08,
        None,
        None,
        0x08,
        "7.500000e+00",
    ),
    (
        S::F6E3M2FN,
        6,
        3,
        0x1F,
        1,
        0x04,
        None,
        None,
        0x0C,
        "2.800000e+01",
    ),
    (
        S::F4E2M1FN,
        4,
        2,
        0x7,
        1,
        0x2,
        None,
        None,
        0x2,
        "6.000000e+00",
    ),
];

#[test]
fn format_parameters_and_special_values() {
    assert_eq!(FORMATS.len(), S::ALL.len());
    for &(sem, bits, precision, largest, smallest, normal, nan, inf, one, printed) in FORMATS {
        assert_eq!(sem.bit_width(), bits, "{sem:?}");
        assert_eq!(sem.precision(), precision, "{sem:?}");
        assert_eq!(S::from_name(sem.name()), Some(sem));
        assert_eq!(APFloat::largest(sem, false).to_bits(), largest, "{sem:?}");
        assert_eq!(APFloat::smallest(sem, false).to_bits(), smallest, "{sem:?}");
        assert_eq!(
            APFloat::smallest_normalized(sem, false).to_bits(),
            normal,
            "{sem:?}"
        );
        assert_eq!(APFloat::nan(sem).map(APFloat::to_bits), nan, "{sem:?}");
        assert_eq!(
            APFloat::inf(sem, false).map(APFloat::to_bits),
            inf,
            "{sem:?}"
        );
        assert_eq!(APFloat::one(sem).to_bits(), one, "{sem:?}");
        assert_eq!(
            APFloat::largest(sem, false).to_mlir_string(),
            printed,
            "{sem:?}"
        );
        assert_eq!(
            APFloat::one(sem).to_mlir_string(),
            "1.000000e+00",
            "{sem:?}"
        );
        if let Some(nan) = nan {
            assert_eq!(f(sem, nan).to_mlir_string(), format!("0x{nan:X}"));
        }
    }
}

#[test]
fn mlir_printing_of_typical_values() {
    let cases: &[(S, u128, &str)] = &[
        (S::F32, 0x7FC0_0000, "0x7FC00000"),
        (S::F32, 0xFF80_0000, "0xFF800000"),
        (S::F32, 0x3DCC_CCCD, "1.000000e-01"),
        (S::F32, 1, "1.401300e-45"),
        (S::F64, 0x3FB9_9999_9999_999A, "1.000000e-01"),
        (S::F64, 0x3FF3_C0CA_4283_DE1B, "1.2345678899999999"),
        (S::F64, 0x4167_8C29_C000_0000, "0x41678C29C0000000"),
        (S::F64, 0x8000_0000_0000_0000, "-0.000000e+00"),
        (S::F64, 1, "4.940660e-324"),
        (S::F16, 1, "5.960460e-08"),
        (S::BF16, 0x3DCD, "1.000980e-01"),
        (S::F8E4M3FN, 0x1D, "1.015630e-01"),
        (S::F8E4M3FN, 0x7F, "0x7F"),
        (S::F8E4M3FN, 0xFF, "0xFF"),
        (S::F8E4M3FNUZ, 0x80, "0x80"),
        (S::F8E4M3FNUZ, 0x01, "9.765620e-04"),
        (S::F8E8M0FNU, 0x00, "5.877470e-39"),
        (S::F4E2M1FN, 0x1, "5.000000e-01"),
        (S::F4E2M1FN, 0x8, "-0.000000e+00"),
        (S::F80, 0x7FFF_C000_0000_0000_0000, "0x7FFFC000000000000000"),
        (
            S::F128,
            0x3FFB_9999_9999_9999_A000_0000_0000_0000,
            "0.100000000000000005551115123125782702",
        ),
    ];
    for &(sem, bits, text) in cases {
        assert_eq!(f(sem, bits).to_mlir_string(), text, "{sem:?} {bits:#X}");
    }
}

#[test]
fn llvm_to_string_forms() {
    let v = f(S::F64, 0x3FF8_0000_0000_0000); // 1.5
    assert_eq!(v.to_string_llvm(0, 3, true), "1.5");
    assert_eq!(v.to_string_llvm(6, 0, false), "1.500000e+00");
    assert_eq!(v.to_string_llvm(0, 0, true), "1.5E+0");
    assert_eq!(v.to_string(), "1.5");
    let big = f(S::F64, 0x4167_8C29_C000_0000); // 12345678
    assert_eq!(big.to_string_llvm(0, 3, true), "12345678");
    // Six significant digits, zero padded.
    assert_eq!(big.to_string_llvm(6, 0, false), "1.234570e+07");
    assert_eq!(f(S::F32, 0x7F80_0000).to_string(), "+Inf");
    assert_eq!(f(S::F32, 0xFF80_0000).to_string(), "-Inf");
    assert_eq!(f(S::F32, 0x7FC0_0000).to_string(), "NaN");
    assert_eq!(f(S::F32, 0x8000_0000).to_string_llvm(0, 0, true), "-0.0E+0");
    assert_eq!(f(S::F32, 0).to_string_llvm(6, 0, false), "0.000000e+00");
    assert_eq!(f(S::F32, 0).to_string(), "0");
    // Leading-zero padding, half-up digit rounding, and LLVM's truncating
    // first pass (9.9999 to three digits is 9.99, not 10).
    assert_eq!(
        parse_value(S::F64, "0.00765").to_string(),
        "0.0076499999999999997"
    );
    assert_eq!(
        parse_value(S::F64, "0.00765").to_string_llvm(3, 3, true),
        "0.00764"
    );
    assert_eq!(
        parse_value(S::F64, "9.9999").to_string_llvm(3, 3, true),
        "9.99"
    );
    assert_eq!(parse_value(S::F64, "2.5").to_string_llvm(1, 3, true), "3");
}

fn parse_value(sem: S, text: &str) -> APFloat {
    APFloat::from_str(sem, text).expect("valid literal").0
}

#[test]
fn decimal_parsing_rounds_correctly() {
    assert_eq!(parse(S::F32, "0.1"), (0x3DCC_CCCD, Status::INEXACT));
    assert_eq!(parse(S::F32, "1.5"), (0x3FC0_0000, Status::OK));
    assert_eq!(parse(S::F32, "-0.0"), (0x8000_0000, Status::OK));
    assert_eq!(parse(S::F32, ".5"), (0x3F00_0000, Status::OK));
    assert_eq!(parse(S::F32, "5."), (0x40A0_0000, Status::OK));
    assert_eq!(parse(S::F32, "1e10"), (0x5015_02F9, Status::OK));
    assert_eq!(
        parse(S::F32, "1.000000e-01"),
        (0x3DCC_CCCD, Status::INEXACT)
    );
    assert_eq!(
        parse(S::F32, "1e39"),
        (0x7F80_0000, Status::OVERFLOW | Status::INEXACT)
    );
    assert_eq!(
        parse(S::F32, "1e-46"),
        (0, Status::UNDERFLOW | Status::INEXACT)
    );
    // Ties: 1 + 2^-24 is halfway between 1 and 1 + 2^-23; even wins.
    assert_eq!(parse(S::F32, "1.000000059604644775390625").0, 0x3F80_0000);
    assert_eq!(parse(S::F32, "1.000000178813934326171875").0, 0x3F80_0002);
    // Denormals.
    assert_eq!(
        parse(S::F64, "4.9406564584124654e-324"),
        (1, Status::UNDERFLOW | Status::INEXACT)
    );
    assert_eq!(parse(S::F64, "1e-320").0, 0x7E8);
    // Formats without infinity: NaN on overflow (FN, FNUZ), saturation (finite only).
    assert_eq!(parse(S::F8E4M3FN, "464"), (0x7E, Status::INEXACT));
    assert_eq!(
        parse(S::F8E4M3FN, "465"),
        (0x7F, Status::OVERFLOW | Status::INEXACT)
    );
    assert_eq!(
        parse(S::F8E4M3FN, "-465"),
        (0xFF, Status::OVERFLOW | Status::INEXACT)
    );
    assert_eq!(
        parse(S::F8E4M3FNUZ, "1e6"),
        (0x80, Status::OVERFLOW | Status::INEXACT)
    );
    assert_eq!(parse(S::F8E4M3FNUZ, "-0.0"), (0x00, Status::OK));
    assert_eq!(parse(S::F4E2M1FN, "100"), (0x7, Status::INEXACT));
    assert_eq!(
        parse(S::F4E2M1FN, "-0.25"),
        (0x8, Status::UNDERFLOW | Status::INEXACT)
    );
    // E8M0: no zero (rounds to the smallest value), ties away from the odd significand.
    assert_eq!(parse(S::F8E8M0FNU, "0.0"), (0x00, Status::OK));
    assert_eq!(parse(S::F8E8M0FNU, "3.0"), (0x81, Status::INEXACT));
    assert_eq!(parse(S::F8E8M0FNU, "0.75"), (0x7F, Status::INEXACT));
    // Directed rounding.
    let rounded = |m| {
        APFloat::from_str_rounded(S::F8E4M3FN, "465", m)
            .expect("valid")
            .0
            .to_bits()
    };
    assert_eq!(rounded(M::TowardZero), 0x7E);
    assert_eq!(rounded(M::TowardNegative), 0x7E);
    assert_eq!(rounded(M::TowardPositive), 0x7F);
    // Specials and malformed input.
    assert_eq!(parse(S::F32, "-inf").0, 0xFF80_0000);
    assert_eq!(parse(S::F32, "nan").0, 0x7FC0_0000);
    for bad in [
        "", "-", ".", "e5", "1e", "1.5.2", "0x10", "1e+", "inf", "abc", "1 ",
    ] {
        let sem = if bad == "inf" { S::F8E4M3FN } else { S::F32 };
        assert!(APFloat::from_str(sem, bad).is_err(), "{bad:?}");
    }
}

#[test]
fn mlir_literals_round_through_double() {
    let lit = |sem, text| {
        APFloat::from_mlir_literal(sem, text)
            .expect("valid")
            .to_mlir_string()
    };
    assert_eq!(
        lit(S::F128, "0.1"),
        "0.100000000000000005551115123125782702"
    );
    assert_eq!(lit(S::F80, "0.1"), "0.100000000000000005551");
    assert_eq!(lit(S::F8E4M3FN, "0.3"), "3.125000e-01");
    assert_eq!(lit(S::F64, "1.0e400"), "0x7FF0000000000000");
    assert_eq!(lit(S::F8E8M0FNU, "3.0"), "4.000000e+00");
    let int = |text, negative| APFloat::from_mlir_integer_literal(S::F32, text, negative);
    assert_eq!(
        int("0x7FC00000", false).map(APFloat::to_bits),
        Ok(0x7FC0_0000)
    );
    assert_eq!(
        int("0x1FFFFFFFF", false).map_err(|e| e.to_string()),
        Err("hexadecimal float constant out of range for type".into())
    );
    assert_eq!(
        int("0x1", true).map_err(|e| e.to_string()),
        Err("hexadecimal float literal should not have a leading minus".into())
    );
    assert_eq!(
        int("1", false).map_err(|e| e.to_string()),
        Err("unexpected decimal integer literal for a floating point value".into())
    );
    let wide = APInt::from_u64(200, 0x7F);
    assert_eq!(
        APFloat::from_bits_checked(S::F8E4M3FN, &wide).map(APFloat::to_bits),
        Ok(0x7F)
    );
}

#[test]
fn arithmetic_special_cases() {
    let one = APFloat::one(S::F32);
    let zero = APFloat::zero(S::F32, false);
    let inf = APFloat::inf(S::F32, false).expect("f32 has inf");
    let (q, st) = one.div(zero, M::NearestTiesToEven);
    assert_eq!((q, st), (inf, Status::DIV_BY_ZERO));
    let (n, st) = zero.div(zero, M::NearestTiesToEven);
    assert!(n.is_nan() && st == Status::INVALID_OP);
    let (n, st) = inf.sub(inf, M::NearestTiesToEven);
    assert!(n.is_nan() && st == Status::INVALID_OP);
    // x - x is +0, except -0 when rounding toward negative.
    assert_eq!(one.sub(one, M::NearestTiesToEven).0.to_bits(), 0);
    assert_eq!(one.sub(one, M::TowardNegative).0.to_bits(), 0x8000_0000);
    // Overflow: infinity when rounding away, largest toward zero.
    let big = APFloat::largest(S::F32, false);
    assert_eq!(
        big.add(big, M::NearestTiesToEven),
        (inf, Status::OVERFLOW | Status::INEXACT)
    );
    assert_eq!(big.add(big, M::TowardZero), (big, Status::INEXACT));
    // Underflow to a denormal.
    let tiny = APFloat::smallest_normalized(S::F32, false);
    let half = f(S::F32, 0x3F00_0000);
    let third = f(S::F32, 0x3EAA_AAAB);
    assert_eq!(
        tiny.mul(half, M::NearestTiesToEven),
        (f(S::F32, 0x40_0000), Status::OK)
    );
    assert_eq!(
        tiny.mul(third, M::NearestTiesToEven).1,
        Status::UNDERFLOW | Status::INEXACT
    );
    // f8E4M3FN: 256 + 256 = 512 overflows to NaN; FNUZ formats never make -0.
    let v256 = parse_value(S::F8E4M3FN, "256");
    assert_eq!(v256.add(v256, M::NearestTiesToEven).0.to_bits(), 0x7F);
    let fnuz_one = APFloat::one(S::F8E4M3FNUZ);
    assert_eq!(fnuz_one.sub(fnuz_one, M::TowardNegative).0.to_bits(), 0);
    assert_eq!((-APFloat::zero(S::F8E4M3FNUZ, false)).to_bits(), 0);
    // Finite-only formats saturate on overflow without raising overflow.
    let six = APFloat::largest(S::F4E2M1FN, false);
    assert_eq!(six.add(six, M::NearestTiesToEven), (six, Status::INEXACT));
    // fma rounds once: (1 + 2^-12)^2 - 1 keeps the 2^-24 term that a
    // separate multiply would round away.
    let a = f(S::F32, 0x3F80_0800);
    assert_eq!(
        a.fma(a, -one, M::NearestTiesToEven),
        (f(S::F32, 0x3A00_0400), Status::OK)
    );
    let (square, _) = a.mul(a, M::NearestTiesToEven);
    assert_eq!(
        square.sub(one, M::NearestTiesToEven).0.to_bits(),
        0x3A00_0000
    );
    // fmod and IEEE remainder.
    let (five, three) = (parse_value(S::F64, "5"), parse_value(S::F64, "3"));
    assert_eq!(five.fmod(three).0, parse_value(S::F64, "2"));
    assert_eq!(five.ieee_remainder(three).0, parse_value(S::F64, "-1"));
    assert_eq!((-five).fmod(three).0, parse_value(S::F64, "-2"));
}

#[test]
fn comparisons_and_min_max() {
    use std::cmp::Ordering;
    let (pz, nz) = (APFloat::zero(S::F32, false), APFloat::zero(S::F32, true));
    let nan = APFloat::nan(S::F32).expect("f32 has NaN");
    let one = APFloat::one(S::F32);
    assert_eq!(pz.compare(nz), Some(Ordering::Equal));
    assert_eq!(nan.compare(nan), None);
    assert_eq!(one.compare(pz), Some(Ordering::Greater));
    assert_eq!((-one).compare(nz), Some(Ordering::Less));
    assert_eq!(pz.minnum(nz), nz);
    assert_eq!(pz.maxnum(nz), pz);
    assert_eq!(nan.minnum(one), one);
    assert!(nan.minimum(one).is_nan());
    assert_eq!(nan.maximumnum(one), one);
    assert_eq!(one.next_up().0.to_bits(), 0x3F80_0001);
    assert_eq!(one.next_down().0.to_bits(), 0x3F7F_FFFF);
    assert_eq!(pz.next_down().0.to_bits(), 0x8000_0001);
}

#[test]
fn conversions() {
    let mode = M::NearestTiesToEven;
    let tenth = parse_value(S::F64, "0.1");
    let (single, st, loses) = tenth.convert(S::F32, mode);
    assert_eq!(
        (single.to_bits(), st, loses),
        (0x3DCC_CCCD, Status::INEXACT, true)
    );
    let (back, st, loses) = single.convert(S::F64, mode);
    assert_eq!(
        (back.to_bits(), st, loses),
        (0x3FB9_9999_A000_0000, Status::OK, false)
    );
    let inf = APFloat::inf(S::F32, true).expect("f32 has inf");
    assert_eq!(inf.convert(S::F8E4M3FN, mode).0.to_bits(), 0xFF);
    assert_eq!(inf.convert(S::F8E5M2FNUZ, mode).0.to_bits(), 0x80);
    let (nz, st, loses) = APFloat::zero(S::F32, true).convert(S::F8E4M3FNUZ, mode);
    assert_eq!((nz.to_bits(), st, loses), (0, Status::INEXACT, true));
    let snan = f(S::F32, 0x7F80_0001);
    let (q, st, _) = snan.convert(S::F64, mode);
    assert_eq!(
        (q.to_bits(), st),
        (0x7FF8_0000_2000_0000, Status::INVALID_OP)
    );
    assert_eq!(APFloat::from_f64(S::BF16, 0.1).to_bits(), 0x3DCD);
    assert_eq!(f(S::BF16, 0x3DCD).to_f64(), 0.10009765625);
    // Rounding to integral in every mode.
    let v = parse_value(S::F64, "-2.5");
    let r = |m| v.round_to_integral(m).0.to_f64();
    assert_eq!(r(M::NearestTiesToEven), -2.0);
    assert_eq!(r(M::NearestTiesToAway), -3.0);
    assert_eq!(r(M::TowardZero), -2.0);
    assert_eq!(r(M::TowardPositive), -2.0);
    assert_eq!(r(M::TowardNegative), -3.0);
    let small = parse_value(S::F64, "-0.3")
        .round_to_integral(M::NearestTiesToEven)
        .0;
    assert_eq!(small.to_bits(), 0x8000_0000_0000_0000);
    assert!(parse_value(S::F64, "3").is_integer() && !parse_value(S::F64, "3.5").is_integer());
}

#[test]
fn integer_conversions() {
    let mode = M::TowardZero;
    let v = parse_value(S::F32, "-128.7");
    assert_eq!(
        v.to_integer(8, true, mode),
        (APInt::from_i64(8, -128), Status::INEXACT)
    );
    assert_eq!(
        v.to_integer(8, false, mode),
        (APInt::zero(8), Status::INVALID_OP)
    );
    let big = parse_value(S::F32, "300");
    assert_eq!(
        big.to_integer(8, true, mode),
        (APInt::from_i64(8, 127), Status::INVALID_OP)
    );
    assert_eq!(
        big.to_integer(8, false, mode),
        (APInt::from_u64(8, 255), Status::INVALID_OP)
    );
    assert_eq!(
        big.to_integer(16, false, mode),
        (APInt::from_u64(16, 300), Status::OK)
    );
    let nan = APFloat::nan(S::F32).expect("f32 has NaN");
    assert_eq!(
        nan.to_integer(32, true, mode),
        (APInt::zero(32), Status::INVALID_OP)
    );
    let huge = APInt::all_ones(128);
    let (h, st) = APFloat::from_apint(S::F32, &huge, false, M::NearestTiesToEven);
    assert_eq!(
        (h.to_bits(), st),
        (0x7F80_0000, Status::OVERFLOW | Status::INEXACT)
    );
    let (m, st) = APFloat::from_apint(
        S::F16,
        &APInt::from_i64(32, -2049),
        true,
        M::NearestTiesToEven,
    );
    assert_eq!((m.to_bits(), st), (0xE800, Status::INEXACT));
}

#[test]
fn classification() {
    let denormal = f(S::F16, 1);
    assert!(denormal.is_denormal() && denormal.is_finite() && !denormal.is_normal());
    assert!(f(S::F16, 0x8000).is_zero() && f(S::F16, 0x8000).is_negative());
    assert!(f(S::F16, 0x7C00).is_inf() && !f(S::F16, 0x7C00).is_finite());
    assert!(f(S::F16, 0x7D00).is_signaling() && !f(S::F16, 0x7E00).is_signaling());
    assert!(f(S::F8E4M3FNUZ, 0x80).is_nan() && !f(S::F8E4M3FNUZ, 0x80).is_signaling());
    assert!(f(S::F8E4M3FN, 0x7E).is_finite() && f(S::F8E4M3FN, 0xFF).is_nan());
    assert!(!f(S::F8E8M0FNU, 0).is_zero() && f(S::F8E8M0FNU, 0xFF).is_nan());
    // x87: an exponent without the explicit integer bit is an unnormal (NaN).
    assert!(f(S::F80, 0x3FFF_0000_0000_0000_0000).is_nan());
    assert_eq!(
        f(S::F32, 0x3F80_0000)
            .copy_sign(f(S::F32, 0x8000_0000))
            .to_bits(),
        0xBF80_0000
    );
    assert_eq!(f(S::F32, 0xBF80_0000).abs().to_bits(), 0x3F80_0000);
}

#[test]
fn never_panics_on_any_input() {
    for sem in S::ALL {
        let limit = if sem.bit_width() <= 8 {
            1u128 << sem.bit_width()
        } else {
            512
        };
        for i in 0..limit {
            let bits = if sem.bit_width() <= 8 {
                i
            } else {
                i.wrapping_mul(0x9E37_79B9_7F4A_7C15_F39C_C060_5CED_C835)
            };
            let v = f(sem, bits);
            let text = v.to_mlir_string();
            assert!(!text.is_empty());
            let _ = v.to_string_llvm(3, 1, false);
            let _ = v.round_to_integral(M::NearestTiesToAway);
            let _ = v.to_integer(33, true, M::TowardZero);
            for to in S::ALL {
                let _ = v.convert(to, M::TowardPositive);
            }
        }
        for text in [
            "1e99999999999999999999",
            "-1e-99999999999999999999",
            "0e5",
            "00000.00000e-7",
            "9".repeat(13_000).as_str(),
        ] {
            assert!(APFloat::from_str(sem, text).is_ok(), "{sem:?} {text:.20}");
        }
    }
}

#[test]
fn fixed_width_digits_match_big_integer_digits() {
    use super::format::{decimal_digits_big, decimal_digits_wide};
    let mut state: u64 = 0x2545_F491_4F6C_DD1D;
    let mut next = || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let mut fast = 0;
    for _ in 0..20_000 {
        let bits = next() % 114;
        let sig = (u128::from(next()) << 64 | u128::from(next())) >> (128 - bits.max(1));
        let sig = sig | 1;
        let exp2 = (next() % 700) as i64 - 350;
        for precision in [6, 9, 17, 36] {
            let big = decimal_digits_big(sig, exp2, precision);
            if let Some(wide) = decimal_digits_wide(sig, exp2, precision) {
                assert_eq!(wide, big, "{sig} * 2^{exp2}, precision {precision}");
                fast += 1;
            }
        }
    }
    assert!(fast > 10_000);
}

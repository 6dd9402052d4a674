//! Unit tests with explicit values (checked against LLVM 22 `APInt` and
//! `mlir-opt`'s integer literal handling).

use super::{APInt, IntLiteralError, Signedness, parse_integer_literal};

fn i(width: u32, v: i64) -> APInt {
    APInt::from_i64(width, v)
}

#[test]
fn constructors_and_normalization() {
    assert_eq!(APInt::from_u64(8, 0x1FF), APInt::from_u64(8, 0xFF));
    assert_eq!(APInt::from_i64(8, -1), APInt::all_ones(8));
    assert_eq!(APInt::from_i64(100, -1), APInt::all_ones(100));
    assert_eq!(APInt::signed_min(8).to_string_signed(), "-128");
    assert_eq!(APInt::signed_max(8).to_string_signed(), "127");
    assert_eq!(
        APInt::unsigned_max(70).to_hex_string(),
        "3FFFFFFFFFFFFFFFFF"
    );
    assert_eq!(
        APInt::from_le_bytes(16, &[0x34, 0x12, 0xFF]),
        APInt::from_u64(16, 0x1234)
    );
    assert_eq!(
        APInt::from_u64(24, 0x123456).to_le_bytes(),
        vec![0x56, 0x34, 0x12]
    );
    assert_eq!(
        APInt::from_words(65, &[u64::MAX, u64::MAX]).words(),
        &[u64::MAX, 1]
    );
    assert_eq!(APInt::zero(0), APInt::all_ones(0));
    assert_eq!(APInt::one(0).to_string_unsigned(), "0");
    assert_eq!(APInt::one(1).to_string_signed(), "-1");
}

#[test]
fn queries() {
    let v = APInt::from_u64(128, 0xF0);
    assert_eq!(
        (
            v.count_leading_zeros(),
            v.count_trailing_zeros(),
            v.count_ones()
        ),
        (120, 4, 4)
    );
    assert_eq!((v.active_bits(), v.min_signed_bits()), (8, 9));
    assert_eq!(i(128, -1).min_signed_bits(), 1);
    assert_eq!(i(64, i64::MIN).to_i64(), Some(i64::MIN));
    assert_eq!(i(65, -1).to_i64(), Some(-1));
    assert_eq!(i(65, -1).to_u64(), None);
    assert_eq!(APInt::from_u64(65, u64::MAX).to_i64(), None);
    assert_eq!(i(12, -3).sext_value(), -3);
    assert_eq!(i(12, -3).zext_value(), 0xFFD);
    assert!(i(8, -128).is_signed_min() && i(8, 127).is_signed_max());
    assert!(
        APInt::one(200).is_one()
            && APInt::zero(200).is_zero()
            && APInt::all_ones(200).is_all_ones()
    );
    assert!(i(200, -5).is_negative() && i(200, -5).bit(199) && !i(200, -5).bit(2));
    assert_eq!(APInt::zero(77).count_trailing_zeros(), 77);
}

#[test]
fn width_changes() {
    assert_eq!(i(8, -2).sext(100), i(100, -2));
    assert_eq!(i(8, -2).zext(16), APInt::from_u64(16, 0xFE));
    assert_eq!(i(100, -2).trunc(8), i(8, -2));
    assert_eq!(i(8, -2).sext_or_trunc(4), i(4, -2));
    assert_eq!(i(8, -2).zext_or_trunc(9), APInt::from_u64(9, 0xFE));
}

#[test]
fn formatting() {
    assert_eq!(i(8, -1).to_string_unsigned(), "255");
    assert_eq!(i(8, -1).to_string_signed(), "-1");
    assert_eq!(i(8, -1).to_hex_string(), "FF");
    assert_eq!(APInt::zero(300).to_string_signed(), "0");
    assert_eq!(
        APInt::signed_min(128).to_string_signed(),
        "-170141183460469231731687303715884105728"
    );
    assert_eq!(
        APInt::all_ones(128).to_string_unsigned(),
        "340282366920938463463374607431768211455"
    );
    assert_eq!(format!("{}", i(16, -300)), "-300");
}

#[test]
fn wrapping_arithmetic() {
    assert_eq!(i(8, 100).add(&i(8, 100)), i(8, -56));
    assert_eq!(i(8, 0).sub(&i(8, 1)), i(8, -1));
    assert_eq!(i(128, -1).add(&i(128, 1)), APInt::zero(128));
    assert_eq!(i(70, 1).shl(69).sub(&i(70, 1)), APInt::signed_max(70));
    assert_eq!(i(8, 16).mul(&i(8, 16)), APInt::zero(8));
    assert_eq!(APInt::signed_min(8).neg(), APInt::signed_min(8));
    assert_eq!(APInt::signed_min(8).abs(), APInt::signed_min(8));
    assert_eq!(i(8, -7).sdiv(&i(8, 2)), Some(i(8, -3)));
    assert_eq!(i(8, -7).srem(&i(8, 2)), Some(i(8, -1)));
    assert_eq!(i(8, -7).udiv(&i(8, 2)), Some(i(8, 124)));
    assert_eq!(i(8, -128).sdiv(&i(8, -1)), Some(i(8, -128)));
    assert_eq!(i(8, 5).udiv(&APInt::zero(8)), None);
    assert_eq!(i(8, 5).srem(&APInt::zero(8)), None);
    let big = APInt::from_u128(128, 10u128.pow(30));
    assert_eq!(
        big.udivrem(&APInt::from_u64(128, 7))
            .map(|(q, r)| (q.to_string_unsigned(), r.zext_value())),
        Some(("142857142857142857142857142857".into(), 1))
    );
}

#[test]
fn overflow_reporting() {
    assert_eq!(i(8, 127).sadd_ov(&i(8, 1)), (i(8, -128), true));
    assert_eq!(i(8, -1).uadd_ov(&i(8, 1)), (APInt::zero(8), true));
    assert_eq!(i(8, -128).ssub_ov(&i(8, 1)), (i(8, 127), true));
    assert_eq!(i(8, 0).usub_ov(&i(8, 1)), (i(8, -1), true));
    assert_eq!(i(8, 16).smul_ov(&i(8, 8)), (i(8, -128), true));
    assert_eq!(i(8, -16).smul_ov(&i(8, 8)), (i(8, -128), false));
    assert_eq!(i(8, 16).umul_ov(&i(8, 16)), (APInt::zero(8), true));
    assert_eq!(i(8, -128).sdiv_ov(&i(8, -1)), Some((i(8, -128), true)));
    assert_eq!(i(8, 0x20).sshl_ov(2), (i(8, -128), true));
    assert_eq!(i(8, -1).sshl_ov(7), (i(8, -128), false));
    assert_eq!(i(8, 1).ushl_ov(7), (i(8, -128), false));
    assert_eq!(i(8, 1).ushl_ov(8), (APInt::zero(8), true));
}

#[test]
fn shifts_and_bits() {
    assert_eq!(i(8, -128).ashr(3), i(8, -16));
    assert_eq!(i(8, -128).ashr(100), i(8, -1));
    assert_eq!(i(8, -128).lshr(3), i(8, 16));
    assert_eq!(i(8, 1).shl(8), APInt::zero(8));
    assert_eq!(APInt::from_u64(130, 1).shl(129).lshr(129), APInt::one(130));
    assert_eq!(i(130, -4).ashr(1), i(130, -2));
    assert_eq!(APInt::from_u64(8, 0x81).rotl(1), APInt::from_u64(8, 0x03));
    assert_eq!(APInt::from_u64(8, 0x81).rotr(1), APInt::from_u64(8, 0xC0));
    assert_eq!(
        APInt::from_u64(8, 0x01).reverse_bits(),
        APInt::from_u64(8, 0x80)
    );
    assert_eq!(
        APInt::from_u64(32, 0x1234_5678).byte_swap(),
        Some(APInt::from_u64(32, 0x7856_3412))
    );
    assert_eq!(APInt::from_u64(8, 1).byte_swap(), None);
    assert_eq!(
        i(8, 0x0F).and(&i(8, 0x3C)).or(&i(8, 0x40)).xor(&i(8, 1)),
        i(8, 0x4D)
    );
    assert_eq!(i(8, 0x0F).not(), APInt::from_u64(8, 0xF0));
}

#[test]
fn comparisons() {
    let (a, b) = (i(8, -1), i(8, 1));
    assert!(a.ugt(&b) && a.uge(&b) && b.ult(&a) && b.ule(&a));
    assert!(a.slt(&b) && a.sle(&b) && b.sgt(&a) && b.sge(&a));
    assert_eq!((a.smin(&b), a.smax(&b)), (a.clone(), b.clone()));
    assert_eq!((a.umin(&b), a.umax(&b)), (b.clone(), a.clone()));
}

#[test]
fn extended_multiplication() {
    assert_eq!(i(8, -1).mulhu(&i(8, -1)), i(8, -2));
    assert_eq!(i(8, -1).mulhs(&i(8, -1)), APInt::zero(8));
    assert_eq!(i(8, -128).mulhs(&i(8, 2)), i(8, -1));
    assert_eq!(i(64, -1).mulhu(&i(64, 2)), APInt::one(64));
    assert_eq!(
        APInt::all_ones(100).mulhu(&APInt::all_ones(100)),
        APInt::all_ones(100).sub(&APInt::one(100))
    );
}

#[test]
fn rounding_divisions_follow_mlir_folders() {
    let ceil = |a: i64, b: i64| {
        i(8, a)
            .ceil_div_signed(&i(8, b))
            .map(|(q, o)| (q.sext_value(), o))
    };
    let floor = |a: i64, b: i64| {
        i(8, a)
            .floor_div_signed(&i(8, b))
            .map(|(q, o)| (q.sext_value(), o))
    };
    assert_eq!(ceil(7, 2), Some((4, false)));
    assert_eq!(ceil(-7, 2), Some((-3, false)));
    assert_eq!(ceil(7, -2), Some((-3, false)));
    assert_eq!(ceil(-7, -2), Some((4, false)));
    assert_eq!(ceil(6, 3), Some((2, false)));
    assert_eq!(ceil(0, -128), Some((0, false)));
    assert_eq!(ceil(-128, 1), Some((-128, false)));
    assert_eq!(ceil(-128, -1), Some((-128, true)));
    // MLIR declines these although the exact result fits.
    assert_eq!(ceil(-128, 2), Some((-64, true)));
    assert_eq!(ceil(5, -128), Some((0, true)));
    assert_eq!(ceil(1, 0), None);
    assert_eq!(floor(7, 2), Some((3, false)));
    assert_eq!(floor(-7, 2), Some((-4, false)));
    assert_eq!(floor(7, -2), Some((-4, false)));
    assert_eq!(floor(-7, -2), Some((3, false)));
    assert_eq!(floor(-128, -1), Some((-128, true)));
    assert_eq!(floor(-128, 2), Some((-64, false)));
    assert_eq!(i(8, 7).ceil_div_unsigned(&i(8, 2)), Some(i(8, 4)));
    assert_eq!(i(8, -1).ceil_div_unsigned(&i(8, 2)), Some(i(8, -128)));
}

#[test]
fn integer_literals() {
    let parse =
        |t: &str, neg, w, s| parse_integer_literal(t, neg, w, s).map(|v| v.to_string_signed());
    use Signedness::{Signed, Signless, Unsigned};
    assert_eq!(parse("255", false, 8, Signless), Ok("-1".into()));
    assert_eq!(parse("128", true, 8, Signless), Ok("-128".into()));
    assert_eq!(
        parse("256", false, 8, Signless),
        Err(IntLiteralError::OutOfRange)
    );
    assert_eq!(
        parse("129", true, 8, Signless),
        Err(IntLiteralError::OutOfRange)
    );
    assert_eq!(
        parse("0", true, 8, Signless),
        Err(IntLiteralError::OutOfRange)
    );
    assert_eq!(
        parse("128", false, 8, Signed),
        Err(IntLiteralError::OutOfRange)
    );
    assert_eq!(
        parse("1", true, 8, Unsigned),
        Err(IntLiteralError::NegativeUnsigned)
    );
    assert_eq!(parse("0x00FF", false, 8, Unsigned), Ok("-1".into()));
    assert_eq!(
        parse("0x1FF", false, 8, Signless),
        Err(IntLiteralError::OutOfRange)
    );
    assert_eq!(parse("0", false, 0, Signless), Ok("0".into()));
    assert_eq!(
        parse("1", false, 0, Signless),
        Err(IntLiteralError::OutOfRange)
    );
    assert_eq!(parse("1", true, 1, Signless), Ok("-1".into()));
    assert_eq!(
        parse("12a", false, 32, Signless),
        Err(IntLiteralError::InvalidDigits)
    );
    assert_eq!(
        parse("", false, 32, Signless),
        Err(IntLiteralError::InvalidDigits)
    );
    assert_eq!(
        IntLiteralError::OutOfRange.to_string(),
        "integer constant out of range for attribute"
    );
    assert_eq!(
        IntLiteralError::NegativeUnsigned.to_string(),
        "negative integer literal not valid for unsigned integer type"
    );
    let wide =
        APInt::from_str_radix_unbounded("000123456789012345678901234567890", 10).expect("digits");
    assert_eq!(
        (wide.width(), wide.to_string_unsigned()),
        (97, "123456789012345678901234567890".into())
    );
    assert_eq!(
        APInt::from_str_radix_unbounded("0", 10).map(|v| v.width()),
        Some(1)
    );
    assert_eq!(
        APInt::from_str_radix_unbounded("zz", 36).map(|v| v.zext_value()),
        Some(1295)
    );
    assert_eq!(APInt::from_str_radix_unbounded("12", 37), None);
    // Around the largest value converted without a big integer.
    let max = u128::MAX.to_string();
    let max = APInt::from_str_radix_unbounded(&max, 10).expect("digits");
    assert_eq!(
        (max.width(), max.to_string_unsigned()),
        (128, u128::MAX.to_string())
    );
    let above = APInt::from_str_radix_unbounded("340282366920938463463374607431768211456", 10)
        .expect("digits");
    assert_eq!(above.width(), 129);
    assert_eq!(
        APInt::from_str_radix_unbounded("0000255", 10).map(|v| (v.width(), v.zext_value())),
        Some((8, 255))
    );
}

#[test]
fn long_decimal_literals_convert_exactly() {
    // Pseudo-random digits long enough to take the split conversion path.
    let mut n = 12345u64;
    let digits: String = (0..50_000)
        .map(|_| {
            n = n.wrapping_mul(6364136223846793005).wrapping_add(1);
            char::from(b'0' + (n >> 59) as u8 % 10)
        })
        .collect();
    let value = APInt::from_str_radix_unbounded(&digits, 10).expect("digits");
    let expected = num_bigint::BigUint::parse_bytes(digits.as_bytes(), 10).expect("digits");
    assert_eq!(value.to_biguint(), expected);
    assert_eq!(u64::from(value.width()), expected.bits());
}

#[test]
fn literals_too_long_for_their_type_are_out_of_range() {
    let huge = "9".repeat(4_000_000);
    assert_eq!(
        parse_integer_literal(&huge, false, 64, Signedness::Signless),
        Err(IntLiteralError::OutOfRange)
    );
    let hex = format!("0x1{}", "0".repeat(16));
    assert_eq!(
        parse_integer_literal(&hex, false, 64, Signedness::Signless),
        Err(IntLiteralError::OutOfRange)
    );
    // Leading zeros do not count, and the bound is never too eager.
    let padded = format!("{}18446744073709551615", "0".repeat(100_000));
    assert_eq!(
        parse_integer_literal(&padded, false, 64, Signedness::Unsigned).map(|v| v.zext_value()),
        Ok(u64::MAX)
    );
    assert_eq!(
        parse_integer_literal("0xFFFFFFFFFFFFFFFF", false, 64, Signedness::Unsigned)
            .map(|v| v.zext_value()),
        Ok(u64::MAX)
    );
    assert_eq!(
        parse_integer_literal("18446744073709551616", false, 64, Signedness::Unsigned),
        Err(IntLiteralError::OutOfRange)
    );
}

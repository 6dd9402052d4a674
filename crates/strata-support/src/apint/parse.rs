//! Parsing integer literals the way MLIR's attribute parser does.

use num_bigint::BigUint;
use thiserror::Error;

use super::APInt;

/// The signedness semantics of an MLIR integer type.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Signedness {
    /// `iN`: accepts values in either the signed or the unsigned range.
    Signless,
    /// `siN` (and `index`): accepts values in the signed range.
    Signed,
    /// `uiN`: accepts non-negative values in the unsigned range.
    Unsigned,
}

/// Why an integer literal could not be turned into an attribute value.
///
/// The `Display` strings are the diagnostics `mlir-opt` emits.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Error)]
pub enum IntLiteralError {
    /// The value does not fit the type.
    #[error("integer constant out of range for attribute")]
    OutOfRange,
    /// A minus sign was used with an unsigned type (even for `-0`).
    #[error("negative integer literal not valid for unsigned integer type")]
    NegativeUnsigned,
    /// The text is not a decimal or `0x` hexadecimal integer.
    #[error("invalid integer literal")]
    InvalidDigits,
}

impl APInt {
    /// Parses unsigned `digits` in `radix` (2..=36, no prefix or sign) into an
    /// integer of the minimal width that holds it (at least 1 bit).
    /// Returns `None` for empty input or an invalid digit.
    pub fn from_str_radix_unbounded(digits: &str, radix: u32) -> Option<APInt> {
        if !(2..=36).contains(&radix) {
            return None;
        }
        let bytes = digits.as_bytes();
        if bytes.is_empty() || !bytes.iter().all(|&b| (b as char).is_digit(radix)) {
            return None;
        }
        let trimmed = digits.trim_start_matches('0');
        if let Ok(small) = u128::from_str_radix(trimmed, radix) {
            return Some(APInt::from_u128(128 - small.leading_zeros(), small));
        }
        let value = if trimmed.is_empty() {
            BigUint::default()
        } else {
            digits_to_biguint(trimmed.as_bytes(), radix)?
        };
        let width = u32::try_from(value.bits()).ok()?.max(1);
        Some(APInt::from_biguint(width, &value))
    }
}

/// Digit strings at most this long are converted directly; longer ones are
/// split in halves, so that conversion costs a few big multiplications
/// (sub-quadratic) instead of one multiply-add per digit chunk (quadratic).
const DIRECT_DIGITS: usize = 2048;

/// The value of the (already validated) digits `digits` in `radix`.
fn digits_to_biguint(digits: &[u8], radix: u32) -> Option<BigUint> {
    if digits.len() <= DIRECT_DIGITS || radix.is_power_of_two() {
        // Power-of-two radixes are converted by bit packing: already linear.
        return BigUint::parse_bytes(digits, radix);
    }
    // Powers radix^(DIRECT_DIGITS * 2^k), k = 0, 1, ...: the weight of the
    // low half at each level of the split.
    let mut powers = vec![BigUint::from(radix).pow(DIRECT_DIGITS as u32)];
    while DIRECT_DIGITS << powers.len() < digits.len() {
        let last = powers.last()?;
        powers.push(last * last);
    }
    split_convert(digits, radix, &powers)
}

/// Converts `digits` by splitting off a low part of `DIRECT_DIGITS * 2^k`
/// digits, the largest such that the high part is not empty.
fn split_convert(digits: &[u8], radix: u32, powers: &[BigUint]) -> Option<BigUint> {
    if digits.len() <= DIRECT_DIGITS {
        return BigUint::parse_bytes(digits, radix);
    }
    let level = powers
        .iter()
        .enumerate()
        .rev()
        .find(|(k, _)| DIRECT_DIGITS << k < digits.len())
        .map(|(k, _)| k)?;
    let (high, low) = digits.split_at(digits.len() - (DIRECT_DIGITS << level));
    let high = split_convert(high, radix, &powers[..level])?;
    let low = split_convert(low, radix, &powers[..level])?;
    Some(high * &powers[level] + low)
}

/// True if `digits` (decimal, or hexadecimal when `hex`; no sign or
/// prefix) certainly needs more than `width` bits, judged from the number
/// of significant digits alone without converting them.
fn certainly_wider_than(digits: &str, hex: bool, width: u32) -> bool {
    let significant = digits.trim_start_matches('0').len() as u64;
    if significant == 0 {
        return false;
    }
    // The value is at least radix^(significant - 1); 10^n needs more than
    // 3.32 n bits.
    let min_bits = if hex {
        4 * (significant - 1) + 1
    } else {
        (significant - 1) * 332 / 100 + 1
    };
    min_bits > u64::from(width)
}

/// Builds the value of an integer literal for an integer type of `width`
/// bits, following MLIR's attribute parser.
///
/// `text` is the literal's spelling without sign: decimal digits, or `0x`
/// followed by hexadecimal digits. `negative` says whether a `-` preceded it.
/// Signless types accept values in the signed or the unsigned range (`255`
/// and `-128` are both valid `i8`); signed types (pass `Signed` for `index`,
/// with width 64) the signed range; unsigned types reject any minus sign.
/// Like MLIR, `-0` is rejected as out of range for signless and signed types.
pub fn parse_integer_literal(
    text: &str,
    negative: bool,
    width: u32,
    signedness: Signedness,
) -> Result<APInt, IntLiteralError> {
    if negative && signedness == Signedness::Unsigned {
        return Err(IntLiteralError::NegativeUnsigned);
    }
    let (digits, hex, radix) = match text.strip_prefix("0x") {
        Some(hex) => (hex, true, 16),
        None => (text, false, 10),
    };
    if !digits.is_empty()
        && digits.bytes().all(|b| (b as char).is_digit(radix))
        && certainly_wider_than(digits, hex, width)
    {
        return Err(IntLiteralError::OutOfRange);
    }
    let value = match text.strip_prefix("0x") {
        Some(hex) => APInt::from_str_radix_unbounded(hex, 16),
        None => APInt::from_str_radix_unbounded(text, 10),
    }
    .ok_or(IntLiteralError::InvalidDigits)?;
    if value.active_bits() > width {
        return Err(IntLiteralError::OutOfRange);
    }
    let value = value.zext_or_trunc(width);
    if width == 0 {
        return if negative {
            Err(IntLiteralError::OutOfRange)
        } else {
            Ok(value)
        };
    }
    if negative {
        let negated = value.neg();
        return if negated.is_negative() {
            Ok(negated)
        } else {
            Err(IntLiteralError::OutOfRange)
        };
    }
    if signedness == Signedness::Signed && value.is_negative() {
        return Err(IntLiteralError::OutOfRange);
    }
    Ok(value)
}

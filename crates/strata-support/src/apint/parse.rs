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
        let value = if trimmed.is_empty() {
            BigUint::default()
        } else {
            BigUint::parse_bytes(trimmed.as_bytes(), radix)?
        };
        let width = u32::try_from(value.bits()).ok()?.max(1);
        Some(APInt::from_biguint(width, &value))
    }
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

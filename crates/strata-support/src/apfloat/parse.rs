//! Correctly rounded decimal parsing (LLVM's `convertFromString`) and the
//! way MLIR's parser turns float literals into attribute values.

use num_bigint::BigUint;
use thiserror::Error;

use super::repr::Unpacked;
use super::round::{Loss, finish, handle_overflow, make_zero, normalize, round_big};
use super::status::{RoundingMode, Status};
use super::{APFloat, FloatSemantics};
use crate::apint::APInt;

/// Why a float literal could not be converted. The `Display` strings of the
/// MLIR-specific variants are the diagnostics `mlir-opt` emits.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Error)]
pub enum ParseFloatError {
    /// The text is not a decimal floating point number.
    #[error("invalid floating point literal")]
    InvalidSyntax,
    /// A hexadecimal literal has more significant bits than the format.
    #[error("hexadecimal float constant out of range for type")]
    HexOutOfRange,
    /// A hexadecimal bit-pattern literal was preceded by a minus sign.
    #[error("hexadecimal float literal should not have a leading minus")]
    HexNegative,
    /// A decimal integer (no `.`) was given for a float type.
    #[error("unexpected decimal integer literal for a floating point value")]
    DecimalInteger,
}

/// Significant digits kept exactly; the exact decimal expansion of any
/// midpoint between two `f128` values has fewer.
const MAX_DIGITS: usize = 12_000;

/// A decimal number split into sign, digits and power of ten.
struct Decimal {
    negative: bool,
    digits: BigUint,
    digit_count: i64,
    exp10: i64,
}

/// Parses `[+-]?digits[.digits][(e|E)[+-]?digits]` (at least one digit).
fn parse_decimal(text: &str) -> Option<Decimal> {
    let bytes = text.as_bytes();
    let (negative, mut i) = match bytes.first() {
        Some(b'-') => (true, 1),
        Some(b'+') => (false, 1),
        _ => (false, 0),
    };
    let mut digits = Vec::new();
    let mut frac_digits: i64 = 0;
    let mut seen_dot = false;
    let mut any_digit = false;
    while let Some(&c) = bytes.get(i) {
        match c {
            b'0'..=b'9' => {
                any_digit = true;
                if !(digits.is_empty() && c == b'0') {
                    digits.push(c);
                }
                if seen_dot {
                    frac_digits += 1;
                }
            }
            b'.' if !seen_dot => seen_dot = true,
            _ => break,
        }
        i += 1;
    }
    if !any_digit {
        return None;
    }
    let mut exp10: i64 = 0;
    if let Some(b'e' | b'E') = bytes.get(i) {
        i += 1;
        let exp_negative = match bytes.get(i) {
            Some(b'-') => {
                i += 1;
                true
            }
            Some(b'+') => {
                i += 1;
                false
            }
            _ => false,
        };
        let start = i;
        while let Some(c @ b'0'..=b'9') = bytes.get(i) {
            exp10 = (exp10 * 10 + i64::from(c - b'0')).min(1 << 40);
            i += 1;
        }
        if i == start {
            return None;
        }
        if exp_negative {
            exp10 = -exp10;
        }
    }
    if i != bytes.len() {
        return None;
    }
    // Drop trailing zeros of the significand into the exponent.
    let trailing = digits.iter().rev().take_while(|&&c| c == b'0').count();
    digits.truncate(digits.len() - trailing);
    let mut exp10 = exp10 - frac_digits + trailing as i64;
    if digits.len() > MAX_DIGITS {
        // No rounding boundary of any format has this many significant
        // digits, so replacing the (non-zero) tail by a single 1 digit keeps
        // the value strictly inside the same interval between boundaries.
        exp10 += (digits.len() - MAX_DIGITS - 1) as i64;
        digits.truncate(MAX_DIGITS);
        digits.push(b'1');
    }
    let digit_count = digits.len() as i64;
    let digits = if digits.is_empty() {
        BigUint::default()
    } else {
        BigUint::parse_bytes(&digits, 10)?
    };
    Some(Decimal {
        negative,
        digits,
        digit_count,
        exp10,
    })
}

/// Whether `text` has the syntax [`parse_decimal`] accepts, checked without
/// building the significand.
fn is_decimal(text: &str) -> bool {
    let bytes = text.as_bytes();
    let mut i = usize::from(matches!(bytes.first(), Some(b'-' | b'+')));
    let mut any_digit = false;
    let mut seen_dot = false;
    while let Some(&c) = bytes.get(i) {
        match c {
            b'0'..=b'9' => any_digit = true,
            b'.' if !seen_dot => seen_dot = true,
            _ => break,
        }
        i += 1;
    }
    if !any_digit {
        return false;
    }
    if let Some(b'e' | b'E') = bytes.get(i) {
        i += 1;
        if let Some(b'-' | b'+') = bytes.get(i) {
            i += 1;
        }
        let start = i;
        while bytes.get(i).is_some_and(u8::is_ascii_digit) {
            i += 1;
        }
        if i == start {
            return false;
        }
    }
    i == bytes.len()
}

fn parse_special(sem: FloatSemantics, text: &str) -> Option<APFloat> {
    let (negative, rest) = match text.strip_prefix('-') {
        Some(r) => (true, r),
        None => (false, text.strip_prefix('+').unwrap_or(text)),
    };
    match rest {
        "inf" | "Inf" | "INF" | "infinity" | "Infinity" | "INFINITY" => APFloat::inf(sem, negative),
        "nan" | "NaN" | "NAN" => APFloat::nan(sem).map(|n| if negative { n.negate() } else { n }),
        _ => None,
    }
}

impl APFloat {
    /// Parses a decimal number (`1.5`, `-0.0`, `1e10`, `.5`, `1.000000e-01`)
    /// and rounds it correctly to the format with `mode`, like LLVM's
    /// `convertFromString`. Also accepts `inf`/`nan` spellings for formats
    /// that have them. Hexadecimal float syntax is not supported.
    pub fn from_str_rounded(
        sem: FloatSemantics,
        text: &str,
        mode: RoundingMode,
    ) -> Result<(APFloat, Status), ParseFloatError> {
        if let Some(special) = parse_special(sem, text) {
            return Ok((special, Status::OK));
        }
        let d = parse_decimal(text).ok_or(ParseFloatError::InvalidSyntax)?;
        let info = sem.info();
        let (value, status) = if d.digit_count == 0 {
            (make_zero(info, d.negative), Status::OK)
        } else {
            // The value lies in [10^(top - 1), 10^top).
            let top = d.digit_count + d.exp10;
            const LOG2_10: f64 = std::f64::consts::LOG2_10;
            if (top - 1) as f64 * LOG2_10 > f64::from(info.max_exp) + 2.0 {
                handle_overflow(info, d.negative, mode)
            } else if (top as f64) * LOG2_10
                < f64::from(info.min_exp) - f64::from(info.precision) - 2.0
            {
                normalize(info, d.negative, info.min_exp, 0, Loss::LessThanHalf, mode)
            } else {
                round_decimal(info, &d, mode)
            }
        };
        let (value, status): (Unpacked, Status) = finish(info, value, status);
        Ok((APFloat::pack(sem, &value), status))
    }

    /// [`APFloat::from_str_rounded`] with round-to-nearest-even.
    pub fn from_str(sem: FloatSemantics, text: &str) -> Result<(APFloat, Status), ParseFloatError> {
        APFloat::from_str_rounded(sem, text, RoundingMode::NearestTiesToEven)
    }

    /// The value MLIR's parser gives a decimal float literal of type `sem`:
    /// the text is first rounded to `f64`, then that double is converted to
    /// `sem` (so `0.1 : f128` is the double nearest 0.1, widened).
    pub fn from_mlir_literal(sem: FloatSemantics, text: &str) -> Result<APFloat, ParseFloatError> {
        let double = APFloat::parse_value(FloatSemantics::F64, text)?;
        Ok(double.convert(sem, RoundingMode::NearestTiesToEven).0)
    }

    /// The correctly rounded (nearest-even) value of a decimal literal,
    /// without the status. Uses the host's correctly rounded parser for
    /// `f32`/`f64` when the text is plainly decimal.
    pub(crate) fn parse_value(sem: FloatSemantics, text: &str) -> Result<APFloat, ParseFloatError> {
        if is_decimal(text) {
            match sem {
                FloatSemantics::F64 => {
                    if let Ok(v) = text.parse::<f64>() {
                        return Ok(APFloat::from_bits(sem, u128::from(v.to_bits())));
                    }
                }
                FloatSemantics::F32 => {
                    if let Ok(v) = text.parse::<f32>() {
                        return Ok(APFloat::from_bits(sem, u128::from(v.to_bits())));
                    }
                }
                _ => {}
            }
        }
        Ok(APFloat::from_str(sem, text)?.0)
    }

    /// The value MLIR's parser gives an integer literal used for a float
    /// type: hexadecimal literals (`0x7FC00000`) are bit patterns; decimal
    /// integers and negated hexadecimal literals are errors.
    pub fn from_mlir_integer_literal(
        sem: FloatSemantics,
        text: &str,
        negative: bool,
    ) -> Result<APFloat, ParseFloatError> {
        let Some(hex) = text.strip_prefix("0x") else {
            return Err(ParseFloatError::DecimalInteger);
        };
        if negative {
            return Err(ParseFloatError::HexNegative);
        }
        let bits =
            APInt::from_str_radix_unbounded(hex, 16).ok_or(ParseFloatError::InvalidSyntax)?;
        APFloat::from_bits_checked(sem, &bits)
    }
}

/// Exact rounding of `digits * 10^exp10` once the magnitude is known to be
/// within a few binades of the format's range.
fn round_decimal(
    info: &super::semantics::SemInfo,
    d: &Decimal,
    mode: RoundingMode,
) -> (Unpacked, Status) {
    if d.exp10 >= 0 {
        let mag = &d.digits * BigUint::from(10u32).pow(d.exp10 as u32);
        return round_big(info, d.negative, &mag, 0, Loss::ExactlyZero, mode);
    }
    let den = BigUint::from(10u32).pow((-d.exp10) as u32);
    let shift =
        (i64::from(info.precision) + 3 + den.bits() as i64 - d.digits.bits() as i64).max(0) as u64;
    let num = &d.digits << shift;
    let (q, r) = (&num / &den, &num % &den);
    let twice = r << 1u32;
    let loss = match twice.cmp(&den) {
        _ if twice.bits() == 0 => Loss::ExactlyZero,
        std::cmp::Ordering::Less => Loss::LessThanHalf,
        std::cmp::Ordering::Equal => Loss::ExactlyHalf,
        std::cmp::Ordering::Greater => Loss::MoreThanHalf,
    };
    round_big(info, d.negative, &q, -(shift as i64), loss, mode)
}

#[cfg(test)]
mod tests {
    use super::{is_decimal, parse_decimal};

    #[test]
    fn is_decimal_agrees_with_parse_decimal() {
        let pieces = [
            "", "-", "+", "0", "12", ".", "e", "E", "-", "+", "5", "x", "..",
        ];
        for a in pieces {
            for b in pieces {
                for c in pieces {
                    for d in pieces {
                        let text = format!("{a}{b}{c}{d}");
                        assert_eq!(
                            is_decimal(&text),
                            parse_decimal(&text).is_some(),
                            "{text:?}"
                        );
                    }
                }
            }
        }
    }
}

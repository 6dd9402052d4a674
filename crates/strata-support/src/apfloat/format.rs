//! Decimal rendering exactly like LLVM's `APFloat::toString`, and MLIR's
//! attribute printing on top of it.

use std::fmt;

use num_bigint::BigUint;

use super::APFloat;
use super::repr::Category;
use super::wide::Wide;

/// Lowers the precision of `sig * 10^exp` by dividing out powers of ten
/// (truncating), keeping a little more than `precision` digits.
fn adjust_int_to_precision(sig: &mut BigUint, exp: &mut i64, precision: u64) {
    let bits = sig.bits();
    let bits_required = precision.saturating_mul(196).div_ceil(59);
    if bits <= bits_required {
        return;
    }
    let tens_removable = (bits - bits_required).saturating_mul(59) / 196;
    if tens_removable == 0 {
        return;
    }
    *exp += tens_removable as i64;
    *sig /= BigUint::from(10u32).pow(tens_removable as u32);
}

/// The little-endian decimal digits and the power of ten of `sig * 2^exp2`,
/// cut (truncating) to a little more than `precision` digits like LLVM's
/// `toString` does before rounding. Zero has no digits.
pub(super) fn decimal_digits(sig: u128, exp2: i64, precision: u64) -> (Vec<u8>, i64) {
    decimal_digits_wide(sig, exp2, precision)
        .unwrap_or_else(|| decimal_digits_big(sig, exp2, precision))
}

/// [`decimal_digits`] in fixed-width arithmetic, `None` if it overflows.
pub(super) fn decimal_digits_wide(sig: u128, exp2: i64, precision: u64) -> Option<(Vec<u8>, i64)> {
    let mut w = Wide::from_u128(sig);
    let mut exp: i64 = 0;
    if exp2 > 0 {
        w = w.checked_shl(exp2 as u64)?;
    } else if exp2 < 0 {
        // sig * 2^-n == sig * 5^n * 10^-n, with 5^27 the largest power in a u64.
        let mut n = exp2.unsigned_abs();
        while n > 0 {
            let k = n.min(27);
            w = w.checked_mul_small(5u64.pow(k as u32))?;
            n -= k;
        }
        exp = exp2;
    }
    let bits = w.bits();
    let bits_required = precision.saturating_mul(196).div_ceil(59);
    if bits > bits_required {
        let mut tens = (bits - bits_required).saturating_mul(59) / 196;
        exp += tens as i64;
        // Successive truncating divisions truncate the whole quotient.
        while tens > 0 {
            let k = tens.min(19);
            w = w.div_rem_small(10u64.pow(k as u32)).0;
            tens -= k;
        }
    }
    let mut digits = Vec::with_capacity(24);
    while !w.is_zero() {
        let (q, mut chunk) = w.div_rem_small(10u64.pow(19));
        for _ in 0..19 {
            digits.push((chunk % 10) as u8);
            chunk /= 10;
        }
        w = q;
    }
    while digits.last() == Some(&0) {
        digits.pop();
    }
    Some((digits, exp))
}

/// [`decimal_digits`] in arbitrary precision.
pub(super) fn decimal_digits_big(sig: u128, exp2: i64, precision: u64) -> (Vec<u8>, i64) {
    let mut sig = BigUint::from(sig);
    let mut exp: i64 = 0;
    if exp2 > 0 {
        sig <<= exp2 as u64;
    } else if exp2 < 0 {
        // sig * 2^-n == sig * 5^n * 10^-n
        sig *= BigUint::from(5u32).pow((-exp2) as u32);
        exp = exp2;
    }
    adjust_int_to_precision(&mut sig, &mut exp, precision);
    if sig.bits() == 0 {
        return (Vec::new(), exp);
    }
    (sig.to_radix_le(10), exp)
}

/// Rounds the little-endian digit buffer to `precision` digits, half up,
/// dropping trailing zeros.
fn adjust_digits_to_precision(digits: &mut Vec<u8>, exp: &mut i64, precision: usize) {
    let n = digits.len();
    if n <= precision {
        return;
    }
    let mut first = n - precision;
    if digits[first - 1] < 5 {
        while first < n && digits[first] == 0 {
            first += 1;
        }
        *exp += first as i64;
        digits.drain(..first);
        return;
    }
    // Decimal add-with-carry: skip the nines, bump the first other digit.
    match digits[first..].iter().position(|&d| d != 9) {
        Some(offset) => {
            first += offset;
            digits[first] += 1;
        }
        None => first = n,
    }
    *exp += first as i64;
    if first == n {
        digits.clear();
        digits.push(1);
        return;
    }
    digits.drain(..first);
}

impl APFloat {
    /// Renders the value like LLVM's `APFloat::toString(Str, FormatPrecision,
    /// FormatMaxPadding, TruncateZero)`. A `precision` of 0 picks enough
    /// digits to round-trip; `max_padding` 0 forces scientific notation.
    pub fn to_string_llvm(
        self,
        precision: usize,
        max_padding: usize,
        truncate_zero: bool,
    ) -> String {
        let info = self.info();
        let u = self.unpack();
        let mut out = String::with_capacity(32);
        match u.cat {
            Category::Infinity => return if u.sign { "-Inf".into() } else { "+Inf".into() },
            Category::NaN => return "NaN".into(),
            Category::Zero => {
                if u.sign {
                    out.push('-');
                }
                if max_padding != 0 {
                    out.push('0');
                } else if truncate_zero {
                    out.push_str("0.0E+0");
                } else {
                    out.push_str("0.0");
                    for _ in 1..precision {
                        out.push('0');
                    }
                    out.push_str("e+00");
                }
                return out;
            }
            Category::Normal => {}
        }
        if u.sign {
            out.push('-');
        }
        let precision = if precision == 0 {
            2 + info.precision as usize * 59 / 196
        } else {
            precision
        };

        // Decompose into an integer significand times a power of ten.
        let trailing = u.sig.trailing_zeros();
        let exp2 = i64::from(u.exp) - i64::from(info.precision) + 1 + i64::from(trailing);
        let (mut digits, mut exp) = decimal_digits(u.sig >> trailing, exp2, precision as u64);
        // Drop trailing zeros into `exp`.
        let zeros = digits.iter().take_while(|&&d| d == 0).count();
        digits.drain(..zeros);
        exp += zeros as i64;
        if digits.is_empty() {
            digits.push(0);
        }
        adjust_digits_to_precision(&mut digits, &mut exp, precision);
        let n = digits.len();
        let digit = |i: usize| char::from(b'0' + digits[i]);

        let scientific = if max_padding == 0 {
            true
        } else if exp >= 0 {
            exp as usize > max_padding || n + exp as usize > precision
        } else {
            let msd = exp + n as i64 - 1;
            msd < 0 && (-msd) as usize > max_padding
        };

        if scientific {
            let exp = exp + n as i64 - 1;
            out.push(digit(n - 1));
            out.push('.');
            if n == 1 && truncate_zero {
                out.push('0');
            } else {
                for i in 1..n {
                    out.push(digit(n - 1 - i));
                }
            }
            if !truncate_zero && precision > n - 1 {
                for _ in 0..precision - n + 1 {
                    out.push('0');
                }
            }
            out.push(if truncate_zero { 'E' } else { 'e' });
            out.push(if exp >= 0 { '+' } else { '-' });
            let magnitude = exp.unsigned_abs();
            if !truncate_zero && magnitude < 10 {
                out.push('0');
            }
            crate::apint::format::push_u64_radix(&mut out, magnitude, 10);
            return out;
        }
        if exp >= 0 {
            for i in 0..n {
                out.push(digit(n - 1 - i));
            }
            for _ in 0..exp {
                out.push('0');
            }
            return out;
        }
        let whole = exp + n as i64;
        let mut i = 0;
        if whole > 0 {
            while i < whole as usize {
                out.push(digit(n - 1 - i));
                i += 1;
            }
            out.push('.');
        } else {
            out.push_str("0.");
            for _ in 0..-whole {
                out.push('0');
            }
        }
        while i < n {
            out.push(digit(n - 1 - i));
            i += 1;
        }
        out
    }

    /// Renders the value as MLIR's printer does for float attributes: the
    /// 6-digit scientific form (`1.000000e-01`) if it parses back to the same
    /// bits, else LLVM's default shortest round-trip form if it contains a
    /// `.`, else (and for infinities and NaNs) the bit pattern as `0x` plus
    /// upper-case hex digits without leading zeros.
    pub fn to_mlir_string(self) -> String {
        if self.is_finite() {
            let short = self.to_string_llvm(6, 0, false);
            if let Ok(back) = APFloat::parse_value(self.sem, &short)
                && back == self
            {
                return short;
            }
            let default = self.to_string_llvm(0, 3, true);
            if default.contains('.') {
                return default;
            }
        }
        format!("0x{:X}", { self.bits })
    }
}

/// Displays LLVM's default `toString()` form (e.g. `1.5`, `1.0E-10`, `+Inf`).
impl fmt::Display for APFloat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_string_llvm(0, 3, true))
    }
}

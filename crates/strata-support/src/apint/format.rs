//! Textual rendering of [`APInt`], matching `llvm::APInt::toString`.

use std::fmt;

use super::APInt;

/// Appends the digits of `value` in `radix` (2..=36), upper-case.
pub(crate) fn push_u64_radix(out: &mut String, mut value: u64, radix: u32) {
    let mut digits = [0u8; 64];
    let mut start = digits.len();
    loop {
        start -= 1;
        digits[start] = digit_char(value % u64::from(radix));
        value /= u64::from(radix);
        if value == 0 {
            break;
        }
    }
    out.extend(digits[start..].iter().map(|&d| char::from(d)));
}

impl APInt {
    /// Renders the value in `radix` (2..=36) with upper-case digits and no
    /// prefix; when `signed` and negative, a `-` precedes the magnitude.
    pub fn to_string_radix(&self, radix: u32, signed: bool) -> String {
        let mut out = String::new();
        self.write_radix(radix, signed, &mut out);
        out
    }

    /// Appends the rendering of [`APInt::to_string_radix`] to `out`.
    pub fn write_radix(&self, radix: u32, signed: bool, out: &mut String) {
        assert!((2..=36).contains(&radix), "radix out of range");
        let negated;
        let magnitude = if signed && self.is_negative() {
            out.push('-');
            negated = self.neg();
            &negated
        } else {
            self
        };
        if magnitude.is_single_word() {
            push_u64_radix(out, magnitude.words[0], radix);
        } else {
            out.push_str(
                &magnitude
                    .to_biguint()
                    .to_str_radix(radix)
                    .to_ascii_uppercase(),
            );
        }
    }

    /// Decimal rendering interpreting the bits as a signed value.
    pub fn to_string_signed(&self) -> String {
        self.to_string_radix(10, true)
    }

    /// Decimal rendering interpreting the bits as an unsigned value.
    pub fn to_string_unsigned(&self) -> String {
        self.to_string_radix(10, false)
    }

    /// Upper-case hexadecimal rendering of the unsigned value, no prefix.
    pub fn to_hex_string(&self) -> String {
        self.to_string_radix(16, false)
    }
}

fn digit_char(d: u64) -> u8 {
    b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"[d as usize]
}

/// Displays the signed decimal value.
impl fmt::Display for APInt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_string_signed())
    }
}

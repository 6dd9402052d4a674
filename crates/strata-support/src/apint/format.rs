//! Textual rendering of [`APInt`], matching `llvm::APInt::toString`.

use std::fmt;

use super::APInt;

impl APInt {
    /// Renders the value in `radix` (2..=36) with upper-case digits and no
    /// prefix; when `signed` and negative, a `-` precedes the magnitude.
    pub fn to_string_radix(&self, radix: u32, signed: bool) -> String {
        assert!((2..=36).contains(&radix), "radix out of range");
        let negative = signed && self.is_negative();
        let magnitude = if negative { self.neg() } else { self.clone() };
        let digits = if magnitude.is_single_word() {
            let mut v = magnitude.words[0];
            let mut out = Vec::new();
            loop {
                out.push(digit_char(v % u64::from(radix)));
                v /= u64::from(radix);
                if v == 0 {
                    break;
                }
            }
            out.reverse();
            String::from_utf8(out).unwrap_or_default()
        } else {
            magnitude
                .to_biguint()
                .to_str_radix(radix)
                .to_ascii_uppercase()
        };
        if negative {
            format!("-{digits}")
        } else {
            digits
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

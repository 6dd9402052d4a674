//! The unpacked working representation of a float and its bit encodings.

use super::semantics::{NanEncoding, NonFinite, SemInfo};

/// The class of a value, like LLVM's `fltCategory`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Category {
    Zero,
    Normal,
    Infinity,
    NaN,
}

/// A decoded value: `sig * 2^(exp - (precision - 1))` for finite values.
///
/// Normal numbers have bit `precision - 1` of `sig` set; denormals have
/// `exp == min_exp` and that bit clear. For NaNs `sig` holds the payload as
/// stored in the encoding (for x87 including the explicit integer bit).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct Unpacked {
    pub cat: Category,
    pub sign: bool,
    pub exp: i32,
    pub sig: u128,
}

fn mask(bits: u32) -> u128 {
    if bits >= 128 {
        u128::MAX
    } else {
        (1u128 << bits) - 1
    }
}

impl Unpacked {
    /// A zero of the given sign.
    pub fn zero(sign: bool) -> Unpacked {
        Unpacked {
            cat: Category::Zero,
            sign,
            exp: 0,
            sig: 0,
        }
    }

    /// An infinity of the given sign.
    pub fn infinity(sign: bool) -> Unpacked {
        Unpacked {
            cat: Category::Infinity,
            sign,
            exp: 0,
            sig: 0,
        }
    }

    /// A finite value from a significand and exponent (not yet rounded).
    pub fn finite(sign: bool, exp: i32, sig: u128) -> Unpacked {
        Unpacked {
            cat: Category::Normal,
            sign,
            exp,
            sig,
        }
    }

    /// The default quiet NaN of a format (LLVM's `makeNaN(false, sign)`).
    pub fn quiet_nan(info: &SemInfo, sign: bool) -> Unpacked {
        let sig = match info.nonfinite {
            NonFinite::Ieee if info.explicit_integer_bit => 0b11 << (info.precision - 2),
            NonFinite::Ieee => 1 << (info.precision - 2),
            _ => 0,
        };
        let sign = sign || info.nan_encoding == NanEncoding::NegativeZero;
        Unpacked {
            cat: Category::NaN,
            sign,
            exp: 0,
            sig,
        }
    }

    /// The largest finite magnitude of a format, with the given sign.
    pub fn largest(info: &SemInfo, sign: bool) -> Unpacked {
        let mut sig = mask(info.precision);
        if info.nonfinite == NonFinite::NanOnly
            && info.nan_encoding == NanEncoding::AllOnes
            && info.precision > 1
        {
            sig &= !1;
        }
        Unpacked::finite(sign, info.max_exp, sig)
    }

    /// The smallest normal magnitude of a format, with the given sign.
    pub fn smallest_normalized(info: &SemInfo, sign: bool) -> Unpacked {
        Unpacked::finite(sign, info.min_exp, 1 << (info.precision - 1))
    }

    /// True for a NaN whose quiet bit is clear.
    pub fn is_signaling(&self, info: &SemInfo) -> bool {
        self.cat == Category::NaN
            && info.nonfinite == NonFinite::Ieee
            && (self.sig >> (info.precision - 2)) & 1 == 0
    }

    /// Sets the quiet bit of a NaN.
    pub fn make_quiet(&mut self, info: &SemInfo) {
        if self.cat == Category::NaN && info.nonfinite == NonFinite::Ieee {
            self.sig |= 1 << (info.precision - 2);
        }
    }
}

/// Decodes the bit pattern `bits` (extra high bits are ignored).
pub(crate) fn decode(info: &SemInfo, bits: u128) -> Unpacked {
    let bits = bits & mask(info.bits);
    let mant_bits = info.mantissa_bits();
    let exp_bits = info.exponent_bits();
    let sign = info.has_sign && (bits >> (info.bits - 1)) & 1 == 1;
    let field = (bits >> mant_bits) & mask(exp_bits);
    let mant = bits & mask(mant_bits);
    let field_max = mask(exp_bits);
    let bias = 1 - info.min_exp;
    let nan = Unpacked {
        cat: Category::NaN,
        sign,
        exp: 0,
        sig: mant,
    };

    if !info.has_zero {
        // E8M0: a pure exponent, `2^(field - 127)`, with 0xFF as NaN.
        if field == field_max {
            return nan;
        }
        return Unpacked::finite(false, field as i32 + info.min_exp, 1);
    }
    if info.explicit_integer_bit {
        let int_bit = mant >> (info.precision - 1) == 1;
        return match field {
            0 if mant == 0 => Unpacked::zero(sign),
            0 => Unpacked::finite(sign, info.min_exp, mant),
            f if f == field_max && mant == 1 << (info.precision - 1) => Unpacked::infinity(sign),
            f if f == field_max || !int_bit => nan,
            f => Unpacked::finite(sign, f as i32 - bias, mant),
        };
    }
    match info.nan_encoding {
        NanEncoding::NegativeZero if sign && field == 0 && mant == 0 => return nan,
        NanEncoding::AllOnes if field == field_max && mant == mask(mant_bits) => return nan,
        _ => {}
    }
    if info.nonfinite == NonFinite::Ieee && field == field_max {
        return if mant == 0 {
            Unpacked::infinity(sign)
        } else {
            nan
        };
    }
    if field == 0 {
        if mant == 0 {
            return Unpacked::zero(sign);
        }
        return Unpacked::finite(sign, info.min_exp, mant);
    }
    Unpacked::finite(sign, field as i32 - bias, mant | 1 << mant_bits)
}

/// Encodes a value; it must be representable (already rounded).
pub(crate) fn encode(info: &SemInfo, u: &Unpacked) -> u128 {
    let mant_bits = info.mantissa_bits();
    let exp_bits = info.exponent_bits();
    let field_max = mask(exp_bits);
    let sign_bit = if info.has_sign && u.sign {
        1u128 << (info.bits - 1)
    } else {
        0
    };
    let bias = 1 - info.min_exp;
    let pack = |field: u128, mant: u128| sign_bit | (field << mant_bits) | (mant & mask(mant_bits));
    match u.cat {
        Category::Zero => {
            if !info.has_zero || info.nan_encoding == NanEncoding::NegativeZero {
                0
            } else {
                pack(0, 0)
            }
        }
        Category::Infinity => match info.nonfinite {
            NonFinite::Ieee if info.explicit_integer_bit => {
                pack(field_max, 1 << (info.precision - 1))
            }
            NonFinite::Ieee => pack(field_max, 0),
            NonFinite::NanOnly => encode(info, &Unpacked::quiet_nan(info, u.sign)),
            NonFinite::FiniteOnly => encode(info, &Unpacked::largest(info, u.sign)),
        },
        Category::NaN => match info.nan_encoding {
            NanEncoding::NegativeZero => 1 << (info.bits - 1),
            NanEncoding::AllOnes => pack(field_max, mask(mant_bits)),
            NanEncoding::Ieee if info.nonfinite != NonFinite::Ieee => 0,
            NanEncoding::Ieee if info.explicit_integer_bit => pack(field_max, u.sig),
            NanEncoding::Ieee => {
                let payload = u.sig & mask(mant_bits);
                let payload = if payload & mask(info.precision - 1) == 0 {
                    payload | Unpacked::quiet_nan(info, false).sig
                } else {
                    payload
                };
                pack(field_max, payload)
            }
        },
        Category::Normal => {
            if !info.has_zero {
                return ((u.exp - info.min_exp) as u128) & field_max;
            }
            let normal = (u.sig >> (info.precision - 1)) & 1 == 1;
            if !normal {
                pack(0, u.sig)
            } else {
                pack((u.exp + bias) as u128, u.sig)
            }
        }
    }
}

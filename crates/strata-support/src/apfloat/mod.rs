//! Exact floating point for every MLIR float type, modelled on `llvm::APFloat`.
//!
//! An [`APFloat`] is a bit pattern tagged with its [`FloatSemantics`].
//! Operations decode it, compute the exact result, round once to the format
//! (mirroring LLVM's rounding steps so status flags agree) and re-encode it.
//! Results and flags are checked against LLVM 22 on tens of thousands of
//! vectors (see `tests/` and `tools/`).
//!
//! Deliberate deviations from LLVM, all where LLVM has no meaningful result:
//! - Operations that would produce NaN in a finite-only format (`f4E2M1FN`,
//!   `f6E2M3FN`, `f6E3M2FN`) give `+0` with [`Status::INVALID_OP`]; a
//!   non-zero value divided by zero saturates to the largest magnitude with
//!   [`Status::DIV_BY_ZERO`]; infinities and NaNs converted into such formats
//!   give `+0` with [`Status::INVALID_OP`].
//! - The unsigned `f8E8M0FNU`: negative results become its NaN with
//!   [`Status::INVALID_OP`] (LLVM mixes the sign into the exponent bits); its
//!   NaN converts to the default NaN of IEEE formats (LLVM yields infinity);
//!   its smallest value has no [`APFloat::next_down`] (NaN, invalid).
//! - [`APFloat::round_to_integral`] is exact in `f8E3M4` and `f6E2M3FN`,
//!   where LLVM's magic constant `2^(precision-1)` is not representable.
//! - Decimal parsing is exact. LLVM approximates once an input has 18 or more
//!   significant digits: its status can then wrongly claim (in)exactness and
//!   its directed-mode (not round-to-nearest) results can be one ulp off.
//!   Hexadecimal float syntax (`0x1.8p3`) is not accepted by
//!   [`APFloat::from_str`].

mod arith;
mod compare;
mod convert;
mod format;
mod parse;
mod repr;
mod round;
mod semantics;
mod status;
mod wide;

pub use parse::ParseFloatError;
pub use semantics::FloatSemantics;
pub use status::{RoundingMode, Status};

use repr::{Category, Unpacked, decode, encode};
use semantics::{NanEncoding, SemInfo};

use crate::apint::APInt;

/// A floating point value of one of the MLIR float formats.
///
/// Equality and hashing are bitwise (so `-0.0 != 0.0` and a NaN equals
/// itself); use [`APFloat::compare`] for IEEE comparison.
///
/// Packed to 8-byte alignment (the `u128` would otherwise align it, and
/// every attribute holding one, to 16 bytes).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[repr(Rust, packed(8))]
pub struct APFloat {
    sem: FloatSemantics,
    bits: u128,
}

fn bit_mask(bits: u32) -> u128 {
    if bits >= 128 {
        u128::MAX
    } else {
        (1u128 << bits) - 1
    }
}

impl APFloat {
    /// The value with bit pattern `bits`; bits above the format's width are
    /// ignored. Like LLVM, non-canonical x87 encodings are canonicalized
    /// (unnormals and pseudo-NaNs become NaNs with an all-ones exponent,
    /// pseudo-denormals become normals).
    pub fn from_bits(sem: FloatSemantics, bits: u128) -> APFloat {
        let bits = bits & bit_mask(sem.bit_width());
        let info = sem.info();
        if info.explicit_integer_bit {
            return APFloat::pack(sem, &decode(info, bits));
        }
        APFloat { sem, bits }
    }

    /// The value whose bit pattern is `bits`, as MLIR reads a hexadecimal
    /// float literal such as `0x7FC00000 : f32`. Fails if the integer needs
    /// more bits than the format has.
    pub fn from_bits_checked(
        sem: FloatSemantics,
        bits: &APInt,
    ) -> Result<APFloat, ParseFloatError> {
        if bits.active_bits() > sem.bit_width() {
            return Err(ParseFloatError::HexOutOfRange);
        }
        Ok(APFloat::from_bits(sem, bits.low_u128()))
    }

    /// The bit pattern.
    pub fn to_bits(self) -> u128 {
        self.bits
    }

    /// The bit pattern as an integer of the format's width.
    pub fn to_apint(self) -> APInt {
        APInt::from_u128(self.sem.bit_width(), self.bits)
    }

    /// The format of this value.
    pub fn semantics(self) -> FloatSemantics {
        self.sem
    }

    pub(crate) fn info(self) -> &'static SemInfo {
        self.sem.info()
    }

    pub(crate) fn unpack(self) -> Unpacked {
        decode(self.info(), self.bits)
    }

    pub(crate) fn pack(sem: FloatSemantics, u: &Unpacked) -> APFloat {
        APFloat {
            sem,
            bits: encode(sem.info(), u),
        }
    }

    pub(crate) fn pack_with(
        sem: FloatSemantics,
        (u, status): (Unpacked, Status),
    ) -> (APFloat, Status) {
        (APFloat::pack(sem, &u), status)
    }

    /// Zero of the given sign (`+0` where the format has no `-0`; the
    /// smallest value for `f8E8M0FNU`, which has no zero).
    pub fn zero(sem: FloatSemantics, negative: bool) -> APFloat {
        APFloat::pack(sem, &round::make_zero(sem.info(), negative))
    }

    /// The value one.
    pub fn one(sem: FloatSemantics) -> APFloat {
        let info = sem.info();
        APFloat::pack(sem, &Unpacked::finite(false, 0, 1 << (info.precision - 1)))
    }

    /// An infinity, if the format has them.
    pub fn inf(sem: FloatSemantics, negative: bool) -> Option<APFloat> {
        sem.has_infinity()
            .then(|| APFloat::pack(sem, &Unpacked::infinity(negative)))
    }

    /// The default quiet NaN (LLVM's `APFloat::getNaN`), if the format has NaN:
    /// e.g. `0x7FC00000` for `f32`, `0x7F` for `f8E4M3FN`, `0x80` for the FNUZ types.
    pub fn nan(sem: FloatSemantics) -> Option<APFloat> {
        sem.has_nan()
            .then(|| APFloat::pack(sem, &Unpacked::quiet_nan(sem.info(), false)))
    }

    /// The largest finite value of the given sign.
    pub fn largest(sem: FloatSemantics, negative: bool) -> APFloat {
        APFloat::pack(sem, &Unpacked::largest(sem.info(), negative))
    }

    /// The smallest positive (or negative) normal value.
    pub fn smallest_normalized(sem: FloatSemantics, negative: bool) -> APFloat {
        APFloat::pack(sem, &Unpacked::smallest_normalized(sem.info(), negative))
    }

    /// The smallest positive (or negative) value, a denormal where the format has them.
    pub fn smallest(sem: FloatSemantics, negative: bool) -> APFloat {
        let info = sem.info();
        APFloat::pack(sem, &Unpacked::finite(negative, info.min_exp, 1))
    }

    /// True for NaN.
    pub fn is_nan(self) -> bool {
        self.unpack().cat == Category::NaN
    }

    /// True for a signaling NaN (quiet bit clear; only IEEE-style formats have them).
    pub fn is_signaling(self) -> bool {
        self.unpack().is_signaling(self.info())
    }

    /// True for an infinity.
    pub fn is_inf(self) -> bool {
        self.unpack().cat == Category::Infinity
    }

    /// True for a zero of either sign.
    pub fn is_zero(self) -> bool {
        self.unpack().cat == Category::Zero
    }

    /// True if the sign is negative (includes `-0.0`, and NaNs with the sign bit set).
    pub fn is_negative(self) -> bool {
        self.unpack().sign
    }

    /// True for zero, normal and denormal values.
    pub fn is_finite(self) -> bool {
        matches!(self.unpack().cat, Category::Zero | Category::Normal)
    }

    /// True for a finite non-zero value.
    pub fn is_finite_nonzero(self) -> bool {
        self.unpack().cat == Category::Normal
    }

    /// True for a denormal (subnormal) value.
    pub fn is_denormal(self) -> bool {
        let u = self.unpack();
        u.cat == Category::Normal
            && u.exp == self.info().min_exp
            && (u.sig >> (self.info().precision - 1)) & 1 == 0
    }

    /// True for a normal (finite, non-zero, non-denormal) value.
    pub fn is_normal(self) -> bool {
        self.is_finite_nonzero() && !self.is_denormal()
    }

    /// True for a finite value without fractional part.
    pub fn is_integer(self) -> bool {
        let (rounded, _) = self.round_to_integral(RoundingMode::TowardZero);
        self.is_finite() && rounded.compare(self) == Some(std::cmp::Ordering::Equal)
    }

    /// The value with its sign flipped (also available as unary `-`).
    /// Formats without `-0` keep `+0` and their NaN; in the unsigned
    /// `f8E8M0FNU` negation gives NaN.
    pub fn negate(self) -> APFloat {
        let info = self.info();
        let u = self.unpack();
        if !info.has_sign {
            return if u.cat == Category::NaN {
                self
            } else {
                APFloat::pack(self.sem, &Unpacked::quiet_nan(info, false))
            };
        }
        if info.nan_encoding == NanEncoding::NegativeZero
            && matches!(u.cat, Category::Zero | Category::NaN)
        {
            return self;
        }
        APFloat::from_bits(self.sem, self.bits ^ (1 << (info.bits - 1)))
    }

    /// The absolute value.
    pub fn abs(self) -> APFloat {
        if self.is_negative() && self.info().has_sign {
            self.negate()
        } else {
            self
        }
    }

    /// The magnitude of `self` with the sign of `sign`.
    pub fn copy_sign(self, sign: APFloat) -> APFloat {
        if self.is_negative() != sign.is_negative() {
            self.negate()
        } else {
            self
        }
    }

    fn binary(
        self,
        rhs: APFloat,
        f: impl FnOnce(&SemInfo, &Unpacked, &Unpacked) -> (Unpacked, Status),
    ) -> (APFloat, Status) {
        assert_eq!(self.sem, rhs.sem, "APFloat semantics mismatch");
        APFloat::pack_with(self.sem, f(self.info(), &self.unpack(), &rhs.unpack()))
    }

    /// `self + rhs`, rounded.
    pub fn add(self, rhs: APFloat, mode: RoundingMode) -> (APFloat, Status) {
        self.binary(rhs, |i, a, b| arith::add(i, a, b, false, mode))
    }

    /// `self - rhs`, rounded.
    pub fn sub(self, rhs: APFloat, mode: RoundingMode) -> (APFloat, Status) {
        self.binary(rhs, |i, a, b| arith::add(i, a, b, true, mode))
    }

    /// `self * rhs`, rounded.
    pub fn mul(self, rhs: APFloat, mode: RoundingMode) -> (APFloat, Status) {
        self.binary(rhs, |i, a, b| arith::mul(i, a, b, mode))
    }

    /// `self / rhs`, rounded.
    pub fn div(self, rhs: APFloat, mode: RoundingMode) -> (APFloat, Status) {
        self.binary(rhs, |i, a, b| arith::div(i, a, b, mode))
    }

    /// C `fmod` (LLVM's `mod`): the exact remainder of truncated division,
    /// with the sign of `self`.
    pub fn fmod(self, rhs: APFloat) -> (APFloat, Status) {
        self.binary(rhs, arith::fmod)
    }

    /// IEEE 754 remainder: `self - n * rhs` with `n` the nearest integer (ties to even).
    pub fn ieee_remainder(self, rhs: APFloat) -> (APFloat, Status) {
        self.binary(rhs, arith::ieee_remainder)
    }

    /// Fused multiply-add `self * mul + addend` with a single rounding.
    pub fn fma(self, mul: APFloat, addend: APFloat, mode: RoundingMode) -> (APFloat, Status) {
        assert!(
            self.sem == mul.sem && self.sem == addend.sem,
            "APFloat semantics mismatch"
        );
        let r = arith::fma(
            self.info(),
            &self.unpack(),
            &mul.unpack(),
            &addend.unpack(),
            mode,
        );
        APFloat::pack_with(self.sem, r)
    }
}

/// Unary minus, see [`APFloat::negate`].
impl std::ops::Neg for APFloat {
    type Output = APFloat;
    fn neg(self) -> APFloat {
        self.negate()
    }
}

#[cfg(test)]
mod tests;

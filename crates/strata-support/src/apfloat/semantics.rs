//! The floating point formats MLIR knows, with LLVM's parameters for each.

/// How a format represents non-finite values.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum NonFinite {
    /// IEEE 754: an all-ones exponent encodes infinities and NaNs.
    Ieee,
    /// No infinities; only NaN (see [`NanEncoding`]).
    NanOnly,
    /// Neither infinities nor NaNs.
    FiniteOnly,
}

/// How a `NanOnly` format encodes its NaN.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum NanEncoding {
    /// IEEE style (also used by formats without NaN).
    Ieee,
    /// Exponent and mantissa all ones (either sign).
    AllOnes,
    /// The negative zero bit pattern; such formats have no negative zero.
    NegativeZero,
}

/// LLVM's `fltSemantics` parameters for one format.
#[derive(Clone, Copy, Debug)]
pub(crate) struct SemInfo {
    /// Largest unbiased exponent of a finite number.
    pub max_exp: i32,
    /// Smallest unbiased exponent of a normal number.
    pub min_exp: i32,
    /// Significand bits including the integer bit.
    pub precision: u32,
    /// Size of the interchange encoding in bits.
    pub bits: u32,
    pub nonfinite: NonFinite,
    pub nan_encoding: NanEncoding,
    /// False for formats whose all-zero pattern is a normal number (E8M0).
    pub has_zero: bool,
    /// False for formats without a sign bit (E8M0).
    pub has_sign: bool,
    /// True for the x87 format, which stores the integer bit explicitly.
    pub explicit_integer_bit: bool,
}

impl SemInfo {
    const fn ieee(max_exp: i32, precision: u32, bits: u32) -> SemInfo {
        SemInfo {
            max_exp,
            min_exp: 1 - max_exp,
            precision,
            bits,
            nonfinite: NonFinite::Ieee,
            nan_encoding: NanEncoding::Ieee,
            has_zero: true,
            has_sign: true,
            explicit_integer_bit: false,
        }
    }

    const fn with(self, min_exp: i32, nonfinite: NonFinite, nan_encoding: NanEncoding) -> SemInfo {
        SemInfo {
            min_exp,
            nonfinite,
            nan_encoding,
            ..self
        }
    }

    /// Number of stored mantissa (fraction) bits.
    pub fn mantissa_bits(&self) -> u32 {
        if self.explicit_integer_bit {
            self.precision
        } else {
            self.precision - 1
        }
    }

    /// Number of stored exponent bits.
    pub fn exponent_bits(&self) -> u32 {
        self.bits - self.mantissa_bits() - u32::from(self.has_sign)
    }
}

/// Every floating point format MLIR supports, with LLVM APFloat semantics.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum FloatSemantics {
    /// `bf16`: 8 exponent bits, 8 bits of precision.
    BF16,
    /// `f16`: IEEE binary16.
    F16,
    /// `f32`: IEEE binary32.
    F32,
    /// `f64`: IEEE binary64.
    F64,
    /// `f80`: x87 double extended, explicit integer bit.
    F80,
    /// `f128`: IEEE binary128.
    F128,
    /// `tf32`: 19 bits, 8 exponent bits, 11 bits of precision.
    TF32,
    /// `f8E5M2`: IEEE-like with infinities and NaNs.
    F8E5M2,
    /// `f8E4M3`: IEEE-like with infinities and NaNs.
    F8E4M3,
    /// `f8E4M3FN`: no infinities, NaN is `S.1111.111`.
    F8E4M3FN,
    /// `f8E5M2FNUZ`: no infinities or negative zero, NaN is `0x80`, bias 16.
    F8E5M2FNUZ,
    /// `f8E4M3FNUZ`: no infinities or negative zero, NaN is `0x80`, bias 8.
    F8E4M3FNUZ,
    /// `f8E4M3B11FNUZ`: no infinities or negative zero, NaN is `0x80`, bias 11.
    F8E4M3B11FNUZ,
    /// `f8E3M4`: IEEE-like with infinities and NaNs.
    F8E3M4,
    /// `f8E8M0FNU`: unsigned powers of two `2^(e-127)`, no zero, NaN is `0xFF`.
    F8E8M0FNU,
    /// `f6E2M3FN`: finite only.
    F6E2M3FN,
    /// `f6E3M2FN`: finite only.
    F6E3M2FN,
    /// `f4E2M1FN`: finite only.
    F4E2M1FN,
}

const BF16: SemInfo = SemInfo::ieee(127, 8, 16);
const F16: SemInfo = SemInfo::ieee(15, 11, 16);
const F32: SemInfo = SemInfo::ieee(127, 24, 32);
const F64: SemInfo = SemInfo::ieee(1023, 53, 64);
const F80: SemInfo = SemInfo {
    explicit_integer_bit: true,
    ..SemInfo::ieee(16383, 64, 80)
};
const F128: SemInfo = SemInfo::ieee(16383, 113, 128);
const TF32: SemInfo = SemInfo::ieee(127, 11, 19);
const F8E5M2: SemInfo = SemInfo::ieee(15, 3, 8);
const F8E4M3: SemInfo = SemInfo::ieee(7, 4, 8);
const F8E4M3FN: SemInfo = SemInfo::ieee(8, 4, 8).with(-6, NonFinite::NanOnly, NanEncoding::AllOnes);
const F8E5M2FNUZ: SemInfo =
    SemInfo::ieee(15, 3, 8).with(-15, NonFinite::NanOnly, NanEncoding::NegativeZero);
const F8E4M3FNUZ: SemInfo =
    SemInfo::ieee(7, 4, 8).with(-7, NonFinite::NanOnly, NanEncoding::NegativeZero);
const F8E4M3B11FNUZ: SemInfo =
    SemInfo::ieee(4, 4, 8).with(-10, NonFinite::NanOnly, NanEncoding::NegativeZero);
const F8E3M4: SemInfo = SemInfo::ieee(3, 5, 8);
const F8E8M0FNU: SemInfo = SemInfo {
    has_zero: false,
    has_sign: false,
    ..SemInfo::ieee(127, 1, 8).with(-127, NonFinite::NanOnly, NanEncoding::AllOnes)
};
const F6E2M3FN: SemInfo = SemInfo::ieee(2, 4, 6).with(0, NonFinite::FiniteOnly, NanEncoding::Ieee);
const F6E3M2FN: SemInfo = SemInfo::ieee(4, 3, 6).with(-2, NonFinite::FiniteOnly, NanEncoding::Ieee);
const F4E2M1FN: SemInfo = SemInfo::ieee(2, 2, 4).with(0, NonFinite::FiniteOnly, NanEncoding::Ieee);

impl FloatSemantics {
    /// Every format, in declaration order.
    pub const ALL: [FloatSemantics; 18] = [
        FloatSemantics::BF16,
        FloatSemantics::F16,
        FloatSemantics::F32,
        FloatSemantics::F64,
        FloatSemantics::F80,
        FloatSemantics::F128,
        FloatSemantics::TF32,
        FloatSemantics::F8E5M2,
        FloatSemantics::F8E4M3,
        FloatSemantics::F8E4M3FN,
        FloatSemantics::F8E5M2FNUZ,
        FloatSemantics::F8E4M3FNUZ,
        FloatSemantics::F8E4M3B11FNUZ,
        FloatSemantics::F8E3M4,
        FloatSemantics::F8E8M0FNU,
        FloatSemantics::F6E2M3FN,
        FloatSemantics::F6E3M2FN,
        FloatSemantics::F4E2M1FN,
    ];

    pub(crate) fn info(self) -> &'static SemInfo {
        match self {
            FloatSemantics::BF16 => &BF16,
            FloatSemantics::F16 => &F16,
            FloatSemantics::F32 => &F32,
            FloatSemantics::F64 => &F64,
            FloatSemantics::F80 => &F80,
            FloatSemantics::F128 => &F128,
            FloatSemantics::TF32 => &TF32,
            FloatSemantics::F8E5M2 => &F8E5M2,
            FloatSemantics::F8E4M3 => &F8E4M3,
            FloatSemantics::F8E4M3FN => &F8E4M3FN,
            FloatSemantics::F8E5M2FNUZ => &F8E5M2FNUZ,
            FloatSemantics::F8E4M3FNUZ => &F8E4M3FNUZ,
            FloatSemantics::F8E4M3B11FNUZ => &F8E4M3B11FNUZ,
            FloatSemantics::F8E3M4 => &F8E3M4,
            FloatSemantics::F8E8M0FNU => &F8E8M0FNU,
            FloatSemantics::F6E2M3FN => &F6E2M3FN,
            FloatSemantics::F6E3M2FN => &F6E3M2FN,
            FloatSemantics::F4E2M1FN => &F4E2M1FN,
        }
    }

    /// Size of the encoding in bits (19 for `tf32`, 80 for `f80`).
    pub fn bit_width(self) -> u32 {
        self.info().bits
    }

    /// Significand precision in bits, including the integer bit.
    pub fn precision(self) -> u32 {
        self.info().precision
    }

    /// Largest unbiased exponent of a finite value.
    pub fn max_exponent(self) -> i32 {
        self.info().max_exp
    }

    /// Smallest unbiased exponent of a normal value.
    pub fn min_exponent(self) -> i32 {
        self.info().min_exp
    }

    /// True if the format has infinities.
    pub fn has_infinity(self) -> bool {
        self.info().nonfinite == NonFinite::Ieee
    }

    /// True if the format has at least one NaN.
    pub fn has_nan(self) -> bool {
        self.info().nonfinite != NonFinite::FiniteOnly
    }

    /// True if the format has a zero.
    pub fn has_zero(self) -> bool {
        self.info().has_zero
    }

    /// True if the format distinguishes `-0.0` from `+0.0`.
    pub fn has_signed_zero(self) -> bool {
        let info = self.info();
        info.has_zero && info.has_sign && info.nan_encoding != NanEncoding::NegativeZero
    }

    /// True if the format can represent negative values.
    pub fn is_signed(self) -> bool {
        self.info().has_sign
    }

    /// The MLIR type keyword, e.g. `f32`, `bf16`, `f8E4M3FN`.
    pub fn name(self) -> &'static str {
        match self {
            FloatSemantics::BF16 => "bf16",
            FloatSemantics::F16 => "f16",
            FloatSemantics::F32 => "f32",
            FloatSemantics::F64 => "f64",
            FloatSemantics::F80 => "f80",
            FloatSemantics::F128 => "f128",
            FloatSemantics::TF32 => "tf32",
            FloatSemantics::F8E5M2 => "f8E5M2",
            FloatSemantics::F8E4M3 => "f8E4M3",
            FloatSemantics::F8E4M3FN => "f8E4M3FN",
            FloatSemantics::F8E5M2FNUZ => "f8E5M2FNUZ",
            FloatSemantics::F8E4M3FNUZ => "f8E4M3FNUZ",
            FloatSemantics::F8E4M3B11FNUZ => "f8E4M3B11FNUZ",
            FloatSemantics::F8E3M4 => "f8E3M4",
            FloatSemantics::F8E8M0FNU => "f8E8M0FNU",
            FloatSemantics::F6E2M3FN => "f6E2M3FN",
            FloatSemantics::F6E3M2FN => "f6E3M2FN",
            FloatSemantics::F4E2M1FN => "f4E2M1FN",
        }
    }

    /// The format named by an MLIR type keyword, if any.
    pub fn from_name(name: &str) -> Option<FloatSemantics> {
        FloatSemantics::ALL.into_iter().find(|s| s.name() == name)
    }
}

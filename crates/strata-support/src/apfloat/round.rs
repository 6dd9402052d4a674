//! Rounding of exact intermediate results to a format, mirroring LLVM's
//! `IEEEFloat::normalize` and `handleOverflow` step by step so that results
//! and status flags agree.

use num_bigint::BigUint;

use super::repr::{Category, Unpacked};
use super::semantics::{NanEncoding, NonFinite, SemInfo};
use super::status::{RoundingMode, Status};

/// What fraction of one unit in the last place was discarded.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Loss {
    ExactlyZero,
    LessThanHalf,
    ExactlyHalf,
    MoreThanHalf,
}

impl Loss {
    /// Combines the loss of more significant discarded bits with a further
    /// loss below them.
    pub fn combine(self, less_significant: Loss) -> Loss {
        if less_significant == Loss::ExactlyZero {
            return self;
        }
        match self {
            Loss::ExactlyZero => Loss::LessThanHalf,
            Loss::ExactlyHalf => Loss::MoreThanHalf,
            other => other,
        }
    }

    /// The loss of `1 - fraction` (used when a discarded part was subtracted).
    pub fn complement(self) -> Loss {
        match self {
            Loss::LessThanHalf => Loss::MoreThanHalf,
            Loss::MoreThanHalf => Loss::LessThanHalf,
            other => other,
        }
    }
}

/// Shifts `sig` right by `n` bits, returning the loss of the discarded bits.
pub(crate) fn shift_right_loss(sig: u128, n: u32) -> (u128, Loss) {
    if n == 0 {
        return (sig, Loss::ExactlyZero);
    }
    if n > 128 {
        let loss = if sig == 0 {
            Loss::ExactlyZero
        } else {
            Loss::LessThanHalf
        };
        return (0, loss);
    }
    let kept = if n == 128 { 0 } else { sig >> n };
    let half = 1u128 << (n - 1);
    let rest = if n == 128 {
        sig
    } else {
        sig & ((1u128 << n) - 1)
    };
    let loss = match rest.cmp(&half) {
        _ if rest == 0 => Loss::ExactlyZero,
        std::cmp::Ordering::Less => Loss::LessThanHalf,
        std::cmp::Ordering::Equal => Loss::ExactlyHalf,
        std::cmp::Ordering::Greater => Loss::MoreThanHalf,
    };
    (kept, loss)
}

/// Shifts a big magnitude right by `n` bits, returning the loss.
pub(crate) fn big_shift_right_loss(mag: &BigUint, n: u64) -> (BigUint, Loss) {
    if n == 0 {
        return (mag.clone(), Loss::ExactlyZero);
    }
    let kept = mag >> n;
    let tz = mag.trailing_zeros().unwrap_or(u64::MAX);
    let loss = if tz >= n {
        Loss::ExactlyZero
    } else if !mag.bit(n - 1) {
        Loss::LessThanHalf
    } else if tz == n - 1 {
        Loss::ExactlyHalf
    } else {
        Loss::MoreThanHalf
    };
    (kept, loss)
}

/// LLVM's `roundAwayFromZero`: whether to increment the truncated magnitude,
/// given the loss and the least significant kept bit.
pub(crate) fn round_away(mode: RoundingMode, sign: bool, loss: Loss, lsb: bool) -> bool {
    match mode {
        RoundingMode::NearestTiesToAway => matches!(loss, Loss::ExactlyHalf | Loss::MoreThanHalf),
        RoundingMode::NearestTiesToEven => {
            loss == Loss::MoreThanHalf || (loss == Loss::ExactlyHalf && lsb)
        }
        RoundingMode::TowardZero => false,
        RoundingMode::TowardPositive => !sign,
        RoundingMode::TowardNegative => sign,
    }
}

/// The result of overflowing the format in direction `sign`.
pub(crate) fn handle_overflow(
    info: &SemInfo,
    sign: bool,
    mode: RoundingMode,
) -> (Unpacked, Status) {
    if info.nonfinite != NonFinite::FiniteOnly {
        let to_infinity = match mode {
            RoundingMode::NearestTiesToEven | RoundingMode::NearestTiesToAway => true,
            RoundingMode::TowardPositive => !sign,
            RoundingMode::TowardNegative => sign,
            RoundingMode::TowardZero => false,
        };
        if to_infinity {
            let value = if info.nonfinite == NonFinite::NanOnly {
                Unpacked::quiet_nan(info, sign)
            } else {
                Unpacked::infinity(sign)
            };
            return (value, Status::OVERFLOW | Status::INEXACT);
        }
    }
    (Unpacked::largest(info, sign), Status::INEXACT)
}

/// The canonical zero of a format (positive where there is no `-0`, the
/// smallest normal where there is no zero at all).
pub(crate) fn make_zero(info: &SemInfo, sign: bool) -> Unpacked {
    if !info.has_zero {
        return Unpacked::smallest_normalized(info, false);
    }
    Unpacked::zero(sign && info.nan_encoding != NanEncoding::NegativeZero)
}

fn bit_len(sig: u128) -> i32 {
    128 - sig.leading_zeros() as i32
}

fn is_nan_pattern(info: &SemInfo, exp: i32, sig: u128) -> bool {
    info.nonfinite == NonFinite::NanOnly
        && info.nan_encoding == NanEncoding::AllOnes
        && info.precision > 1
        && exp == info.max_exp
        && sig == (1u128 << info.precision) - 1
}

/// Rounds the finite value `sig * 2^(exp - (precision - 1))` plus the
/// discarded fraction `loss` to the format (LLVM's `normalize`).
pub(crate) fn normalize(
    info: &SemInfo,
    sign: bool,
    mut exp: i32,
    mut sig: u128,
    mut loss: Loss,
    mode: RoundingMode,
) -> (Unpacked, Status) {
    let precision = info.precision as i32;
    let mut omsb = bit_len(sig);
    if omsb != 0 {
        let mut change = omsb - precision;
        if i64::from(exp) + i64::from(change) > i64::from(info.max_exp) {
            return handle_overflow(info, sign, mode);
        }
        if exp + change < info.min_exp {
            change = info.min_exp - exp;
        }
        if change < 0 {
            debug_assert_eq!(loss, Loss::ExactlyZero);
            return (
                Unpacked::finite(sign, exp + change, sig << -change),
                Status::OK,
            );
        }
        if change > 0 {
            let (kept, shifted_loss) = shift_right_loss(sig, change as u32);
            sig = kept;
            exp += change;
            loss = shifted_loss.combine(loss);
            omsb = if omsb > change { omsb - change } else { 0 };
        }
    }
    if is_nan_pattern(info, exp, sig) {
        return handle_overflow(info, sign, mode);
    }
    if loss == Loss::ExactlyZero {
        if omsb == 0 {
            return (make_zero(info, sign), Status::OK);
        }
        return (Unpacked::finite(sign, exp, sig), Status::OK);
    }
    if round_away(mode, sign, loss, sig & 1 == 1) {
        if omsb == 0 {
            exp = info.min_exp;
        }
        sig += 1;
        omsb = bit_len(sig);
        if omsb == precision + 1 {
            if exp == info.max_exp {
                let toward = if sign {
                    RoundingMode::TowardNegative
                } else {
                    RoundingMode::TowardPositive
                };
                return handle_overflow(info, sign, toward);
            }
            return (Unpacked::finite(sign, exp + 1, sig >> 1), Status::INEXACT);
        }
        if is_nan_pattern(info, exp, sig) {
            return handle_overflow(info, sign, mode);
        }
    }
    if omsb == precision {
        return (Unpacked::finite(sign, exp, sig), Status::INEXACT);
    }
    if omsb == 0 {
        return (make_zero(info, sign), Status::UNDERFLOW | Status::INEXACT);
    }
    (
        Unpacked::finite(sign, exp, sig),
        Status::UNDERFLOW | Status::INEXACT,
    )
}

/// Rounds the exact value `mag * 2^exp2` (plus `loss` of one unit of `mag`)
/// to the format.
pub(crate) fn round_big(
    info: &SemInfo,
    sign: bool,
    mag: &BigUint,
    exp2: i64,
    loss: Loss,
    mode: RoundingMode,
) -> (Unpacked, Status) {
    let bits = mag.bits();
    let shift = bits.saturating_sub(120);
    let (kept, shifted_loss) = big_shift_right_loss(mag, shift);
    let loss = shifted_loss.combine(loss);
    let sig = kept
        .iter_u64_digits()
        .rev()
        .fold(0u128, |acc, d| (acc << 64) | u128::from(d));
    // `sig * 2^(exp2 + shift)` with bit `precision - 1` weighing `2^exp`.
    let exp = exp2 + shift as i64 + i64::from(info.precision) - 1;
    let limit = i64::from(info.max_exp.max(-info.min_exp)) + 400;
    if sig != 0 && exp + 128 > limit {
        return handle_overflow(info, sign, mode);
    }
    if exp < -limit {
        // Far below the smallest denormal: only the sticky part matters.
        let loss = if sig == 0 { loss } else { Loss::LessThanHalf };
        return normalize(info, sign, info.min_exp, 0, loss, mode);
    }
    normalize(info, sign, exp as i32, sig, loss, mode)
}

/// Rounds a computed result and applies the post-rounding fix-ups every
/// operation shares (unsigned formats turn negative values into NaN).
pub(crate) fn finish(info: &SemInfo, value: Unpacked, status: Status) -> (Unpacked, Status) {
    if !info.has_sign && value.sign && value.cat != Category::NaN {
        return (
            Unpacked::quiet_nan(info, false),
            status | Status::INVALID_OP,
        );
    }
    (value, status)
}

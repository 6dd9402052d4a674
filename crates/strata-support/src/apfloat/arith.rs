//! Basic arithmetic with LLVM `APFloat` semantics: every finite result is the
//! exact result rounded once; special values follow LLVM's case tables.

use num_bigint::BigUint;

use super::repr::{Category, Unpacked};
use super::round::{Loss, finish, make_zero, round_big};
use super::semantics::{NonFinite, SemInfo};
use super::status::{RoundingMode, Status};

type Res = (Unpacked, Status);

/// The result of an invalid operation: the default NaN, or `+0` for formats
/// without NaN (where LLVM has no defined behaviour).
pub(crate) fn invalid(info: &SemInfo) -> Res {
    let value = if info.nonfinite == NonFinite::FiniteOnly {
        make_zero(info, false)
    } else {
        Unpacked::quiet_nan(info, false)
    };
    (value, Status::INVALID_OP)
}

/// NaN propagation shared by the binary operations: the first NaN operand is
/// returned, quieted; signaling NaNs raise invalid.
pub(crate) fn propagate_nan(info: &SemInfo, a: &Unpacked, b: &Unpacked) -> Option<Res> {
    let mut result = if a.cat == Category::NaN {
        *a
    } else if b.cat == Category::NaN {
        *b
    } else {
        return None;
    };
    let status = if a.is_signaling(info) || b.is_signaling(info) {
        Status::INVALID_OP
    } else {
        Status::OK
    };
    result.make_quiet(info);
    Some((result, status))
}

/// Exponent of the least significant significand bit of a finite value.
pub(crate) fn lsb_exp(info: &SemInfo, u: &Unpacked) -> i64 {
    i64::from(u.exp) - i64::from(info.precision) + 1
}

/// The exact sum of two signed scaled magnitudes `±x * 2^ex + ±y * 2^ey`,
/// as a signed magnitude, exponent and loss. Far smaller terms are folded
/// into a sticky loss so the magnitudes stay small.
fn exact_sum(
    guard: u64,
    (xs, x, ex): (bool, BigUint, i64),
    (ys, y, ey): (bool, BigUint, i64),
) -> (bool, BigUint, i64, Loss) {
    if y.bits() == 0 {
        return (xs, x, ex, Loss::ExactlyZero);
    }
    if x.bits() == 0 {
        return (ys, y, ey, Loss::ExactlyZero);
    }
    let x_top = ex + x.bits() as i64;
    let y_top = ey + y.bits() as i64;
    // Order so that `big` has the higher top bit.
    let ((bs, b, be), (ss, s, se)) = if x_top >= y_top {
        ((xs, x, ex), (ys, y, ey))
    } else {
        ((ys, y, ey), (xs, x, ex))
    };
    let base = be.min(se).max(be - guard as i64);
    let big = b << (be - base) as u64;
    let (small, loss) = if se >= base {
        (s << (se - base) as u64, Loss::ExactlyZero)
    } else {
        super::round::big_shift_right_loss(&s, (base - se) as u64)
    };
    if bs == ss {
        return (bs, big + small, base, loss);
    }
    if big >= small {
        if loss == Loss::ExactlyZero {
            (bs, big - small, base, loss)
        } else {
            (bs, big - small - 1u32, base, loss.complement())
        }
    } else {
        // Only possible when nothing was shifted out of `small`.
        (ss, small - big, base, loss)
    }
}

fn zero_sum_sign(mode: RoundingMode) -> bool {
    mode == RoundingMode::TowardNegative
}

/// `a + b` (or `a - b` when `subtract`).
pub(crate) fn add(
    info: &SemInfo,
    a: &Unpacked,
    b: &Unpacked,
    subtract: bool,
    mode: RoundingMode,
) -> Res {
    if let Some(r) = propagate_nan(info, a, b) {
        return r;
    }
    let b_sign = b.sign != subtract;
    let (value, status) = match (a.cat, b.cat) {
        (Category::Infinity, Category::Infinity) => {
            if a.sign != b_sign {
                return invalid(info);
            }
            (*a, Status::OK)
        }
        (Category::Infinity, _)
        | (Category::Normal, Category::Zero)
        | (Category::Zero, Category::Zero) => (*a, Status::OK),
        (_, Category::Infinity) | (Category::Zero, Category::Normal) => {
            (Unpacked { sign: b_sign, ..*b }, Status::OK)
        }
        _ => {
            let guard = u64::from(info.precision) + 4;
            let (sign, mag, exp2, loss) = exact_sum(
                guard,
                (a.sign, BigUint::from(a.sig), lsb_exp(info, a)),
                (b_sign, BigUint::from(b.sig), lsb_exp(info, b)),
            );
            round_big(info, sign, &mag, exp2, loss, mode)
        }
    };
    let value = if value.cat == Category::Zero && (b.cat != Category::Zero || a.sign != b_sign) {
        make_zero(info, zero_sum_sign(mode))
    } else if value.cat == Category::Zero {
        make_zero(info, value.sign)
    } else {
        value
    };
    finish(info, value, status)
}

/// `a * b`.
pub(crate) fn mul(info: &SemInfo, a: &Unpacked, b: &Unpacked, mode: RoundingMode) -> Res {
    if let Some(r) = propagate_nan(info, a, b) {
        return r;
    }
    let sign = a.sign != b.sign;
    let (value, status) = match (a.cat, b.cat) {
        (Category::Zero, Category::Infinity) | (Category::Infinity, Category::Zero) => {
            return invalid(info);
        }
        (Category::Infinity, _) | (_, Category::Infinity) => (Unpacked::infinity(sign), Status::OK),
        (Category::Zero, _) | (_, Category::Zero) => (make_zero(info, sign), Status::OK),
        _ => {
            let mag = BigUint::from(a.sig) * BigUint::from(b.sig);
            round_big(
                info,
                sign,
                &mag,
                lsb_exp(info, a) + lsb_exp(info, b),
                Loss::ExactlyZero,
                mode,
            )
        }
    };
    finish(info, value, status)
}

/// `a / b`.
pub(crate) fn div(info: &SemInfo, a: &Unpacked, b: &Unpacked, mode: RoundingMode) -> Res {
    if let Some(r) = propagate_nan(info, a, b) {
        return r;
    }
    let sign = a.sign != b.sign;
    let (value, status) = match (a.cat, b.cat) {
        (Category::Infinity, Category::Infinity) | (Category::Zero, Category::Zero) => {
            return invalid(info);
        }
        (Category::Infinity, _) => (Unpacked::infinity(sign), Status::OK),
        (_, Category::Infinity) | (Category::Zero, _) => (make_zero(info, sign), Status::OK),
        (_, Category::Zero) => {
            let value = match info.nonfinite {
                NonFinite::Ieee => Unpacked::infinity(sign),
                NonFinite::NanOnly => Unpacked::quiet_nan(info, sign),
                NonFinite::FiniteOnly => Unpacked::largest(info, sign),
            };
            (value, Status::DIV_BY_ZERO)
        }
        _ => {
            let shift = 2 * u64::from(info.precision) + 2;
            let num = BigUint::from(a.sig) << shift;
            let den = BigUint::from(b.sig);
            let (q, r) = (&num / &den, &num % &den);
            let twice = r << 1u32;
            let loss = if twice.bits() == 0 {
                Loss::ExactlyZero
            } else {
                match twice.cmp(&den) {
                    std::cmp::Ordering::Less => Loss::LessThanHalf,
                    std::cmp::Ordering::Equal => Loss::ExactlyHalf,
                    std::cmp::Ordering::Greater => Loss::MoreThanHalf,
                }
            };
            let exp2 = i64::from(a.exp) - i64::from(b.exp) - shift as i64;
            round_big(info, sign, &q, exp2, loss, mode)
        }
    };
    finish(info, value, status)
}

/// `a * b + c` with a single rounding (LLVM's `fusedMultiplyAdd`).
pub(crate) fn fma(
    info: &SemInfo,
    a: &Unpacked,
    b: &Unpacked,
    c: &Unpacked,
    mode: RoundingMode,
) -> Res {
    let finite_nonzero = |u: &Unpacked| u.cat == Category::Normal;
    let product_sign = a.sign != b.sign;
    if finite_nonzero(a) && finite_nonzero(b) && matches!(c.cat, Category::Normal | Category::Zero)
    {
        let product = BigUint::from(a.sig) * BigUint::from(b.sig);
        let guard = 2 * u64::from(info.precision) + 4;
        let (sign, mag, exp2, loss) = exact_sum(
            guard,
            (product_sign, product, lsb_exp(info, a) + lsb_exp(info, b)),
            (c.sign, BigUint::from(c.sig), lsb_exp(info, c)),
        );
        let (value, status) = round_big(info, sign, &mag, exp2, loss, mode);
        let value = if value.cat == Category::Zero && !status.underflow() && product_sign != c.sign
        {
            make_zero(info, zero_sum_sign(mode))
        } else {
            value
        };
        return finish(info, value, status);
    }
    let product = if finite_nonzero(a) && finite_nonzero(b) {
        (
            Unpacked {
                sign: product_sign,
                ..*a
            },
            Status::OK,
        )
    } else {
        mul(info, a, b, mode)
    };
    if !product.1.is_ok() {
        return product;
    }
    add(info, &product.0, c, false, mode)
}

/// Exact `a mod b` with the sign of `a` (C `fmod`, LLVM's `mod`).
pub(crate) fn fmod(info: &SemInfo, a: &Unpacked, b: &Unpacked) -> Res {
    remainder_common(info, a, b, false)
}

/// Exact IEEE 754 remainder `a - n * b` with `n = round_half_even(a / b)`.
pub(crate) fn ieee_remainder(info: &SemInfo, a: &Unpacked, b: &Unpacked) -> Res {
    remainder_common(info, a, b, true)
}

fn remainder_common(info: &SemInfo, a: &Unpacked, b: &Unpacked, nearest: bool) -> Res {
    if let Some(r) = propagate_nan(info, a, b) {
        return r;
    }
    match (a.cat, b.cat) {
        (Category::Zero, Category::Infinity | Category::Normal)
        | (Category::Normal, Category::Infinity) => {
            return (*a, Status::OK);
        }
        (Category::Normal, Category::Normal) => {}
        _ => return invalid(info),
    }
    let (ea, eb) = (lsb_exp(info, a), lsb_exp(info, b));
    let lower_bound = if nearest { 1 } else { 0 };
    if i64::from(a.exp) < i64::from(b.exp) - lower_bound {
        // |a| < |b| (fmod) or |a| < |b| / 2 (remainder): `a` is the result.
        return (*a, Status::OK);
    }
    let base = ea.min(eb);
    let y = BigUint::from(b.sig) << (eb - base) as u64;
    let modulus = if nearest { &y << 1u32 } else { y.clone() };
    let x_rem = if ea > base {
        let pow = BigUint::from(2u32).modpow(&BigUint::from((ea - base) as u64), &modulus);
        (BigUint::from(a.sig) * pow) % &modulus
    } else {
        BigUint::from(a.sig) % &modulus
    };
    let (mut sign, mut mag) = (a.sign, x_rem);
    if nearest {
        let odd = mag >= y;
        if odd {
            mag -= &y;
        }
        let twice = &mag << 1u32;
        if twice > y || (twice == y && odd) {
            mag = &y - &mag;
            sign = !sign;
        }
    }
    if mag.bits() == 0 {
        return (make_zero(info, a.sign), Status::OK);
    }
    let (value, status) = round_big(
        info,
        sign,
        &mag,
        base,
        Loss::ExactlyZero,
        RoundingMode::NearestTiesToEven,
    );
    finish(info, value, status)
}

//! Range arithmetic for the arith ops (upstream's `InferIntRangeCommon`):
//! each function maps operand ranges to the result range, exactly where
//! no bound overflows and to the full range otherwise.

use strata_ir::interfaces::ConstantIntRanges;
use strata_support::APInt;

/// `nsw`/`nuw` of `arith.addi`, `subi`, `muli`.
#[derive(Copy, Clone, Default)]
pub(crate) struct Overflow {
    pub(crate) nsw: bool,
    pub(crate) nuw: bool,
}

type Op = dyn Fn(&APInt, &APInt) -> Option<APInt>;

/// The range from applying `op` to the two lower bounds and to the two
/// upper bounds (monotone operations).
fn bounds_by(
    op: &Op,
    min_l: &APInt,
    min_r: &APInt,
    max_l: &APInt,
    max_r: &APInt,
    signed: bool,
) -> ConstantIntRanges {
    match (op(min_l, min_r), op(max_l, max_r)) {
        (Some(lo), Some(hi)) => ConstantIntRanges::range(&lo, &hi, signed),
        _ => ConstantIntRanges::max_range(min_l.width()),
    }
}

/// The range spanned by `op` over every pair of the given corners.
fn min_max_by(op: &Op, lhs: &[&APInt], rhs: &[&APInt], signed: bool) -> ConstantIntRanges {
    let width = lhs[0].width();
    let mut min = if signed {
        APInt::signed_max(width)
    } else {
        APInt::all_ones(width)
    };
    let mut max = if signed {
        APInt::signed_min(width)
    } else {
        APInt::zero(width)
    };
    for l in lhs {
        for r in rhs {
            let Some(v) = op(l, r) else {
                return ConstantIntRanges::max_range(width);
            };
            if (signed && v.slt(&min)) || (!signed && v.ult(&min)) {
                min = v.clone();
            }
            if (signed && v.sgt(&max)) || (!signed && v.ugt(&max)) {
                max = v;
            }
        }
    }
    ConstantIntRanges::range(&min, &max, signed)
}

fn checked(result: (APInt, bool), saturate: bool, saturated: APInt) -> Option<APInt> {
    match result {
        (_, true) if saturate => Some(saturated),
        (_, true) => None,
        (v, false) => Some(v),
    }
}

fn signed_limit(width: u32, negative: bool) -> APInt {
    if negative {
        APInt::signed_min(width)
    } else {
        APInt::signed_max(width)
    }
}

/// `arith.addi`.
pub(crate) fn add(l: &ConstantIntRanges, r: &ConstantIntRanges, f: Overflow) -> ConstantIntRanges {
    let w = l.width();
    let uadd = move |a: &APInt, b: &APInt| checked(a.uadd_ov(b), f.nuw, APInt::all_ones(w));
    let sadd =
        move |a: &APInt, b: &APInt| checked(a.sadd_ov(b), f.nsw, signed_limit(w, b.is_negative()));
    let u = bounds_by(&uadd, l.umin(), r.umin(), l.umax(), r.umax(), false);
    let s = bounds_by(&sadd, l.smin(), r.smin(), l.smax(), r.smax(), true);
    u.intersection(&s)
}

/// `arith.subi`.
pub(crate) fn sub(l: &ConstantIntRanges, r: &ConstantIntRanges, f: Overflow) -> ConstantIntRanges {
    let w = l.width();
    let usub = move |a: &APInt, b: &APInt| checked(a.usub_ov(b), f.nuw, APInt::zero(w));
    let ssub =
        move |a: &APInt, b: &APInt| checked(a.ssub_ov(b), f.nsw, signed_limit(w, a.is_negative()));
    let u = bounds_by(&usub, l.umin(), r.umax(), l.umax(), r.umin(), false);
    let s = bounds_by(&ssub, l.smin(), r.smax(), l.smax(), r.smin(), true);
    u.intersection(&s)
}

/// `arith.muli`.
pub(crate) fn mul(l: &ConstantIntRanges, r: &ConstantIntRanges, f: Overflow) -> ConstantIntRanges {
    let w = l.width();
    let umul = move |a: &APInt, b: &APInt| checked(a.umul_ov(b), f.nuw, APInt::all_ones(w));
    let smul = move |a: &APInt, b: &APInt| {
        checked(
            a.smul_ov(b),
            f.nsw,
            signed_limit(w, a.is_negative() != b.is_negative()),
        )
    };
    let u = min_max_by(&umul, &[l.umin(), l.umax()], &[r.umin(), r.umax()], false);
    let s = min_max_by(&smul, &[l.smin(), l.smax()], &[r.smin(), r.smax()], true);
    u.intersection(&s)
}

/// The shift amount `r` as a `u32`, if it is less than the bit width
/// (a larger shift has no defined result).
fn shift_amount(r: &APInt) -> Option<u32> {
    r.to_u64()
        .filter(|&n| n < u64::from(r.width()))
        .and_then(|n| u32::try_from(n).ok())
}

/// `arith.shli`: the unsigned and signed corner ranges (a shift by `r` being a
/// multiplication by `2^r`, overflowing as `nuw`/`nsw` say), intersected.
pub(crate) fn shl(l: &ConstantIntRanges, r: &ConstantIntRanges, f: Overflow) -> ConstantIntRanges {
    let ushl = move |a: &APInt, b: &APInt| {
        let n = shift_amount(b)?;
        match a.ushl_ov(n) {
            (_, true) if f.nuw => None,
            (v, _) => Some(v),
        }
    };
    let sshl = move |a: &APInt, b: &APInt| {
        let n = shift_amount(b)?;
        match a.sshl_ov(n) {
            (_, true) if f.nsw => None,
            (v, _) => Some(v),
        }
    };
    let amounts = [r.umin(), r.umax()];
    let unsigned = min_max_by(&ushl, &[l.umin(), l.umax()], &amounts, false);
    let signed = min_max_by(&sshl, &[l.smin(), l.smax()], &amounts, true);
    unsigned.intersection(&signed)
}

/// `arith.shrsi`: the signed corners of the shifted value.
pub(crate) fn shr_s(l: &ConstantIntRanges, r: &ConstantIntRanges) -> ConstantIntRanges {
    let ashr = |a: &APInt, b: &APInt| Some(a.ashr(shift_amount(b)?));
    min_max_by(&ashr, &[l.smin(), l.smax()], &[r.umin(), r.umax()], true)
}

/// `arith.shrui`: the unsigned corners of the shifted value.
pub(crate) fn shr_u(l: &ConstantIntRanges, r: &ConstantIntRanges) -> ConstantIntRanges {
    let lshr = |a: &APInt, b: &APInt| Some(a.lshr(shift_amount(b)?));
    min_max_by(&lshr, &[l.umin(), l.umax()], &[r.umin(), r.umax()], false)
}

/// `arith.divui`.
pub(crate) fn div_u(l: &ConstantIntRanges, r: &ConstantIntRanges) -> ConstantIntRanges {
    if !r.umin().is_zero() {
        let udiv = |a: &APInt, b: &APInt| a.udiv(b);
        return min_max_by(&udiv, &[l.umin(), l.umax()], &[r.umin(), r.umax()], false);
    }
    ConstantIntRanges::from_unsigned(&APInt::zero(l.width()), l.umax())
}

/// `arith.divsi`.
pub(crate) fn div_s(l: &ConstantIntRanges, r: &ConstantIntRanges) -> ConstantIntRanges {
    div_s_by(l, r, |a, b| a.sdiv_ov(b))
}

/// `arith.floordivsi`.
pub(crate) fn floor_div_s(l: &ConstantIntRanges, r: &ConstantIntRanges) -> ConstantIntRanges {
    div_s_by(l, r, |a, b| a.floor_div_signed(b))
}

/// `arith.ceildivsi`.
pub(crate) fn ceil_div_s(l: &ConstantIntRanges, r: &ConstantIntRanges) -> ConstantIntRanges {
    div_s_by(l, r, |a, b| a.ceil_div_signed(b))
}

/// A signed division rounding by `div` (quotient, overflowed): the full
/// range unless the divisor range excludes zero.
fn div_s_by(
    l: &ConstantIntRanges,
    r: &ConstantIntRanges,
    div: fn(&APInt, &APInt) -> Option<(APInt, bool)>,
) -> ConstantIntRanges {
    let positive = !r.smin().is_negative() && !r.smin().is_zero();
    if positive || r.smax().is_negative() {
        let f = move |a: &APInt, b: &APInt| match div(a, b) {
            Some((v, false)) => Some(v),
            _ => None,
        };
        return min_max_by(&f, &[l.smin(), l.smax()], &[r.smin(), r.smax()], true);
    }
    ConstantIntRanges::max_range(l.width())
}

/// `arith.ceildivui`.
pub(crate) fn ceil_div_u(l: &ConstantIntRanges, r: &ConstantIntRanges) -> ConstantIntRanges {
    if !r.umin().is_zero() {
        let f = |a: &APInt, b: &APInt| a.ceil_div_unsigned(b);
        return min_max_by(&f, &[l.umin(), l.umax()], &[r.umin(), r.umax()], false);
    }
    ConstantIntRanges::max_range(l.width())
}

/// `arith.remsi`: bounded by the largest divisor magnitude, with the sign
/// of the dividend.
pub(crate) fn rem_s(l: &ConstantIntRanges, r: &ConstantIntRanges) -> ConstantIntRanges {
    let width = l.width();
    let strictly_positive = |v: &APInt| !v.is_negative() && !v.is_zero();
    if !(strictly_positive(r.smin()) || r.smax().is_negative()) {
        return ConstantIntRanges::max_range(width);
    }
    let max_divisor = if strictly_positive(r.smin()) {
        r.smax().clone()
    } else {
        r.smin().abs()
    };
    let zero = APInt::zero(width);
    let max_positive = max_divisor.sub(&APInt::one(width));
    let mut smin = if l.smin().is_negative() {
        max_positive.neg()
    } else {
        zero.clone()
    };
    let mut smax = if strictly_positive(l.smax()) {
        max_positive
    } else {
        zero
    };
    if r.smin() == r.smax()
        && l.smax().sub(l.smin()).ult(&max_divisor)
        && let (Some(lo), Some(hi)) = (l.smin().srem(&max_divisor), l.smax().srem(&max_divisor))
        && lo.sle(&hi)
    {
        smin = lo;
        smax = hi;
    }
    ConstantIntRanges::from_signed(&smin, &smax)
}

/// `arith.remui`.
pub(crate) fn rem_u(l: &ConstantIntRanges, r: &ConstantIntRanges) -> ConstantIntRanges {
    let width = l.width();
    if r.umin() == r.umax()
        && l.umax().sub(l.umin()).ult(r.umax())
        && let (Some(lo), Some(hi)) = (l.umin().urem(r.umax()), l.umax().urem(r.umax()))
        && lo.ule(&hi)
    {
        return ConstantIntRanges::from_unsigned(&lo, &hi);
    }
    let below_rhs = r.umax().sub(&APInt::one(width));
    ConstantIntRanges::from_unsigned(&APInt::zero(width), &below_rhs.umin(l.umax()))
}

/// The bits known zero (first) and known one-or-unknown (second) across
/// a range: the bounds with their differing low bits cleared and set.
fn widen_bitwise(r: &ConstantIntRanges) -> (APInt, APInt) {
    let width = r.width();
    let differing = width - r.umin().xor(r.umax()).count_leading_zeros();
    let low = if differing == 0 {
        APInt::zero(width)
    } else {
        APInt::all_ones(width).lshr(width - differing)
    };
    (r.umin().and(&low.not()), r.umax().or(&low))
}

/// `arith.andi`, `ori`, `xori`.
pub(crate) fn bitwise(
    l: &ConstantIntRanges,
    r: &ConstantIntRanges,
    op: fn(&APInt, &APInt) -> APInt,
) -> ConstantIntRanges {
    let (lz, lo) = widen_bitwise(l);
    let (rz, ro) = widen_bitwise(r);
    let f = move |a: &APInt, b: &APInt| Some(op(a, b));
    min_max_by(&f, &[&lz, &lo], &[&rz, &ro], false)
}

/// `arith.maxsi`, `minsi`, `maxui`, `minui`.
pub(crate) fn min_max(
    l: &ConstantIntRanges,
    r: &ConstantIntRanges,
    signed: bool,
    max: bool,
) -> ConstantIntRanges {
    let pick = |a: &APInt, b: &APInt| match (signed, max) {
        (true, true) => a.smax(b),
        (true, false) => a.smin(b),
        (false, true) => a.umax(b),
        (false, false) => a.umin(b),
    };
    if signed {
        ConstantIntRanges::from_signed(&pick(l.smin(), r.smin()), &pick(l.smax(), r.smax()))
    } else {
        ConstantIntRanges::from_unsigned(&pick(l.umin(), r.umin()), &pick(l.umax(), r.umax()))
    }
}

/// `arith.extui` to `width` bits.
pub(crate) fn ext_u(r: &ConstantIntRanges, width: u32) -> ConstantIntRanges {
    ConstantIntRanges::from_unsigned(&r.umin().zext(width), &r.umax().zext(width))
}

/// `arith.extsi` to `width` bits.
pub(crate) fn ext_s(r: &ConstantIntRanges, width: u32) -> ConstantIntRanges {
    ConstantIntRanges::from_signed(&r.smin().sext(width), &r.smax().sext(width))
}

/// `arith.trunci` to `width` bits.
pub(crate) fn trunc(r: &ConstantIntRanges, width: u32) -> ConstantIntRanges {
    let unsigned_rollover = r.umin().lshr(width) != r.umax().lshr(width);
    let (umin, umax) = if unsigned_rollover {
        (APInt::zero(width), APInt::all_ones(width))
    } else {
        (r.umin().trunc(width), r.umax().trunc(width))
    };
    let signed_rollover = r.smin().ashr(width - 1) != r.smax().ashr(width - 1);
    let (smin, smax) = if signed_rollover {
        (APInt::signed_min(width), APInt::signed_max(width))
    } else {
        (r.smin().trunc(width), r.smax().trunc(width))
    };
    ConstantIntRanges::new(umin, umax, smin, smax)
}

/// Whether `pred` (a `CmpIPredicate` value) always holds.
fn statically_true(pred: i64, l: &ConstantIntRanges, r: &ConstantIntRanges) -> bool {
    match pred {
        0 => l
            .constant_value()
            .is_some_and(|a| r.constant_value() == Some(a)),
        1 => {
            let signed = statically_true(2, l, r) || statically_true(4, l, r);
            let unsigned = statically_true(6, l, r) || statically_true(8, l, r);
            signed && unsigned
        }
        2 => l.smax().slt(r.smin()),
        3 => l.smax().sle(r.smin()),
        4 => l.smin().sgt(r.smax()),
        5 => l.smin().sge(r.smax()),
        6 => l.umax().ult(r.umin()),
        7 => l.umax().ule(r.umin()),
        8 => l.umin().ugt(r.umax()),
        9 => l.umin().uge(r.umax()),
        _ => false,
    }
}

/// The outcome of `arith.cmpi` with predicate `pred`, if fixed.
pub(crate) fn evaluate_pred(
    pred: i64,
    l: &ConstantIntRanges,
    r: &ConstantIntRanges,
) -> Option<bool> {
    if statically_true(pred, l, r) {
        return Some(true);
    }
    let inverse = match pred {
        0 => 1,
        1 => 0,
        2 => 5,
        3 => 4,
        4 => 3,
        5 => 2,
        6 => 9,
        7 => 8,
        8 => 7,
        9 => 6,
        _ => return None,
    };
    statically_true(inverse, l, r).then_some(false)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn u(lo: u64, hi: u64) -> ConstantIntRanges {
        ConstantIntRanges::from_unsigned(&APInt::from_u64(8, lo), &APInt::from_u64(8, hi))
    }

    #[test]
    fn add_without_overflow_is_exact_and_overflow_widens() {
        let r = add(&u(1, 2), &u(10, 20), Overflow::default());
        assert_eq!(r, u(11, 22));
        let r = add(&u(200, 250), &u(10, 20), Overflow::default());
        assert_eq!(r.umin(), &APInt::zero(8));
        assert_eq!(r.umax(), &APInt::all_ones(8));
    }

    #[test]
    fn and_with_a_constant_mask_is_bounded_by_it() {
        let full = ConstantIntRanges::max_range(8);
        let r = bitwise(&full, &u(10, 10), APInt::and);
        assert_eq!(r, u(0, 10));
    }

    #[test]
    fn comparisons_of_disjoint_ranges_are_decided() {
        assert_eq!(evaluate_pred(6, &u(1, 3), &u(4, 9)), Some(true));
        assert_eq!(evaluate_pred(9, &u(1, 3), &u(4, 9)), Some(false));
        assert_eq!(evaluate_pred(0, &u(1, 3), &u(3, 9)), None);
    }

    #[test]
    fn trunc_keeps_ranges_that_fit() {
        let wide =
            ConstantIntRanges::from_unsigned(&APInt::from_u64(16, 3), &APInt::from_u64(16, 9));
        assert_eq!(trunc(&wide, 8), u(3, 9));
    }
}

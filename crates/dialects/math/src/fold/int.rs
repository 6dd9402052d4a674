//! Per-element folds of the integer `math` ops, exact in every width.

use strata_support::APInt;

use super::elements::Elem;

fn int(e: &Elem) -> Option<&APInt> {
    match e {
        Elem::Int(v) => Some(v),
        Elem::Float(_) => None,
    }
}

fn count(e: &[Elem], f: impl FnOnce(&APInt) -> u32) -> Option<Elem> {
    let a = int(e.first()?)?;
    Some(Elem::Int(APInt::from_u64(a.width(), u64::from(f(a)))))
}

/// Folds `math.absi` (the minimum signed value is its own absolute value).
pub fn absi(e: &[Elem]) -> Option<Elem> {
    Some(Elem::Int(int(e.first()?)?.abs()))
}

/// Folds `math.ctlz`.
pub fn ctlz(e: &[Elem]) -> Option<Elem> {
    count(e, APInt::count_leading_zeros)
}

/// Folds `math.cttz`.
pub fn cttz(e: &[Elem]) -> Option<Elem> {
    count(e, APInt::count_trailing_zeros)
}

/// Folds `math.ctpop`.
pub fn ctpop(e: &[Elem]) -> Option<Elem> {
    count(e, APInt::count_ones)
}

/// Folds `math.ipowi` (signed base and exponent, wrapping): `x ** 0` is 1;
/// a negative exponent gives 0 unless the base is 1 or -1, and a zero base
/// with a negative exponent does not fold.
pub fn ipowi(e: &[Elem]) -> Option<Elem> {
    let [base, power] = e else { return None };
    let (base, power) = (int(base)?, int(power)?);
    let width = base.width();
    let one = APInt::one(width);
    let minus_one = APInt::all_ones(width);
    if power.is_zero() {
        return Some(Elem::Int(one));
    }
    if power.is_negative() {
        if base.is_zero() {
            return None;
        }
        let r = if *base == one {
            one
        } else if *base != minus_one {
            APInt::zero(width)
        } else if power.bit(0) {
            minus_one
        } else {
            one
        };
        return Some(Elem::Int(r));
    }
    let mut result = one;
    let mut cur = base.clone();
    let mut p = power.clone();
    loop {
        if p.bit(0) {
            result = result.mul(&cur);
        }
        p = p.lshr(1);
        if p.is_zero() {
            return Some(Elem::Int(result));
        }
        cur = cur.mul(&cur);
    }
}

//! Integer ranges (upstream's `ConstantIntRanges` and `IntegerValueRange`)
//! and `InferIntRangeInterface`, through which operations describe the
//! ranges of their integer results given those of their operands.

use smallvec::SmallVec;
use strata_support::APInt;

use crate::{Body, Context, OpId, Type, TypeKind};

/// The values an integer (or index) may hold, as an unsigned and a signed
/// interval (both inclusive) at the same bit width.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ConstantIntRanges {
    umin: APInt,
    umax: APInt,
    smin: APInt,
    smax: APInt,
}

impl ConstantIntRanges {
    /// The range with these four bounds.
    pub fn new(umin: APInt, umax: APInt, smin: APInt, smax: APInt) -> Self {
        ConstantIntRanges {
            umin,
            umax,
            smin,
            smax,
        }
    }

    /// Every value of `width` bits.
    pub fn max_range(width: u32) -> Self {
        Self::new(
            APInt::zero(width),
            APInt::all_ones(width),
            APInt::signed_min(width),
            APInt::signed_max(width),
        )
    }

    /// Exactly `value`.
    pub fn constant(value: &APInt) -> Self {
        Self::new(value.clone(), value.clone(), value.clone(), value.clone())
    }

    /// The unsigned interval `[umin, umax]`; the signed bounds follow when
    /// it does not cross the sign boundary.
    pub fn from_unsigned(umin: &APInt, umax: &APInt) -> Self {
        let width = umin.width();
        let (smin, smax) = if umin.is_negative() == umax.is_negative() {
            (umin.smin(umax), umin.smax(umax))
        } else {
            (APInt::signed_min(width), APInt::signed_max(width))
        };
        Self::new(umin.clone(), umax.clone(), smin, smax)
    }

    /// The signed interval `[smin, smax]`; the unsigned bounds follow when
    /// it does not cross zero.
    pub fn from_signed(smin: &APInt, smax: &APInt) -> Self {
        let width = smin.width();
        let (umin, umax) = if smin.is_negative() == smax.is_negative() {
            (smin.umin(smax), smin.umax(smax))
        } else {
            (APInt::zero(width), APInt::all_ones(width))
        };
        Self::new(umin, umax, smin.clone(), smax.clone())
    }

    /// [`Self::from_signed`] or [`Self::from_unsigned`].
    pub fn range(min: &APInt, max: &APInt, signed: bool) -> Self {
        if signed {
            Self::from_signed(min, max)
        } else {
            Self::from_unsigned(min, max)
        }
    }

    /// The unsigned lower bound.
    pub fn umin(&self) -> &APInt {
        &self.umin
    }

    /// The unsigned upper bound.
    pub fn umax(&self) -> &APInt {
        &self.umax
    }

    /// The signed lower bound.
    pub fn smin(&self) -> &APInt {
        &self.smin
    }

    /// The signed upper bound.
    pub fn smax(&self) -> &APInt {
        &self.smax
    }

    /// The bit width of the bounds.
    pub fn width(&self) -> u32 {
        self.umin.width()
    }

    /// The smallest range holding both.
    pub fn union(&self, other: &Self) -> Self {
        Self::new(
            self.umin.umin(&other.umin),
            self.umax.umax(&other.umax),
            self.smin.smin(&other.smin),
            self.smax.smax(&other.smax),
        )
    }

    /// The values both ranges allow.
    pub fn intersection(&self, other: &Self) -> Self {
        Self::new(
            self.umin.umax(&other.umin),
            self.umax.umin(&other.umax),
            self.smin.smax(&other.smin),
            self.smax.smin(&other.smax),
        )
    }

    /// The single value of the range, if it has one.
    pub fn constant_value(&self) -> Option<APInt> {
        if self.umin == self.umax {
            Some(self.umin.clone())
        } else if self.smin == self.smax {
            Some(self.smin.clone())
        } else {
            None
        }
    }
}

/// A range, or `None` while nothing is known (upstream's uninitialized
/// `IntegerValueRange`; also the state of non-integer values).
pub type IntegerValueRange = Option<ConstantIntRanges>;

/// The bit width ranges of values of type `ty` use: that of the integer,
/// 64 for index, that of the elements of a shaped type; `None` for others.
pub fn range_storage_width(ctx: &Context, ty: Type) -> Option<u32> {
    let elem = ty.element_type(ctx).unwrap_or(ty);
    match elem.kind(ctx) {
        TypeKind::Integer { width, .. } => Some(*width),
        TypeKind::Index => Some(64),
        _ => None,
    }
}

/// Every value of type `ty` (`None` for non-integer types).
pub fn max_range_of(ctx: &Context, ty: Type) -> IntegerValueRange {
    range_storage_width(ctx, ty).map(ConstantIntRanges::max_range)
}

/// An operation that knows the ranges of its integer results.
pub trait InferIntRangeInterface: Send + Sync {
    /// The range of each result given the ranges of the operands (`None`
    /// for an operand not known yet or not an integer). A result whose
    /// entry is `None`, or missing, is left as it is.
    fn infer_result_ranges(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        operands: &[IntegerValueRange],
    ) -> SmallVec<[IntegerValueRange; 1]>;
}

#[cfg(test)]
mod tests {
    use super::*;

    fn i(width: u32, v: i64) -> APInt {
        APInt::from_i64(width, v)
    }

    #[test]
    fn unsigned_ranges_crossing_the_sign_bit_lose_signed_bounds() {
        let r = ConstantIntRanges::from_unsigned(&i(8, 100), &i(8, 200));
        assert_eq!(r.smin(), &i(8, -128));
        assert_eq!(r.smax(), &i(8, 127));
        let r = ConstantIntRanges::from_unsigned(&i(8, 1), &i(8, 5));
        assert_eq!((r.smin(), r.smax()), (&i(8, 1), &i(8, 5)));
    }

    #[test]
    fn signed_ranges_crossing_zero_lose_unsigned_bounds() {
        let r = ConstantIntRanges::from_signed(&i(8, -1), &i(8, 1));
        assert_eq!((r.umin(), r.umax()), (&i(8, 0), &i(8, -1)));
        let r = ConstantIntRanges::from_signed(&i(8, -5), &i(8, -2));
        assert_eq!((r.umin(), r.umax()), (&i(8, -5), &i(8, -2)));
    }

    #[test]
    fn union_intersection_and_constants() {
        let a = ConstantIntRanges::constant(&i(16, 3));
        let b = ConstantIntRanges::from_unsigned(&i(16, 2), &i(16, 9));
        assert_eq!(a.constant_value(), Some(i(16, 3)));
        assert_eq!(b.constant_value(), None);
        assert_eq!(a.union(&b), b);
        assert_eq!(a.intersection(&b), a);
    }
}

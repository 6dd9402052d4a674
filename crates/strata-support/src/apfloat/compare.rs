//! IEEE comparison and the min/max family with LLVM's NaN and zero rules.

use std::cmp::Ordering;

use super::repr::{Category, Unpacked};
use super::{APFloat, RoundingMode, Status};

/// Orders magnitudes of two non-NaN values.
fn cmp_magnitude(a: &Unpacked, b: &Unpacked) -> Ordering {
    let rank = |u: &Unpacked| match u.cat {
        Category::Zero => 0,
        Category::Normal => 1,
        _ => 2,
    };
    rank(a).cmp(&rank(b)).then_with(|| {
        if a.cat == Category::Normal {
            (a.exp, a.sig).cmp(&(b.exp, b.sig))
        } else {
            Ordering::Equal
        }
    })
}

impl APFloat {
    /// IEEE comparison: `None` if either operand is NaN; `-0 == +0`.
    pub fn compare(self, rhs: APFloat) -> Option<Ordering> {
        assert_eq!(self.sem, rhs.sem, "APFloat semantics mismatch");
        let (a, b) = (self.unpack(), rhs.unpack());
        if a.cat == Category::NaN || b.cat == Category::NaN {
            return None;
        }
        if a.cat == Category::Zero && b.cat == Category::Zero {
            return Some(Ordering::Equal);
        }
        Some(match (a.sign, b.sign) {
            (true, false) => Ordering::Less,
            (false, true) => Ordering::Greater,
            (false, false) => cmp_magnitude(&a, &b),
            (true, true) => cmp_magnitude(&b, &a),
        })
    }

    /// Re-encodes the value, as LLVM does when it copies one: non-canonical
    /// x87 encodings (pseudo-denormals, unnormals) become canonical.
    fn canonical(self) -> APFloat {
        APFloat::pack(self.sem, &self.unpack())
    }

    fn quieted(self) -> APFloat {
        let info = self.info();
        let mut u = self.unpack();
        u.make_quiet(info);
        APFloat::pack(self.sem, &u)
    }

    /// The lesser value, ordering `-0` below `+0`, assuming neither is NaN.
    fn lesser(self, rhs: APFloat) -> APFloat {
        if self.is_zero() && rhs.is_zero() && self.is_negative() != rhs.is_negative() {
            return if self.is_negative() { self } else { rhs }.canonical();
        }
        if rhs.compare(self) == Some(Ordering::Less) {
            rhs
        } else {
            self
        }
        .canonical()
    }

    /// The greater value, ordering `+0` above `-0`, assuming neither is NaN.
    fn greater(self, rhs: APFloat) -> APFloat {
        if self.is_zero() && rhs.is_zero() && self.is_negative() != rhs.is_negative() {
            return if self.is_negative() { rhs } else { self }.canonical();
        }
        if self.compare(rhs) == Some(Ordering::Less) {
            rhs
        } else {
            self
        }
        .canonical()
    }

    /// IEEE 754-2008 `minNum` (LLVM's `minnum`): a quiet NaN operand is
    /// ignored, a signaling one is returned quieted; `-0 < +0`.
    pub fn minnum(self, rhs: APFloat) -> APFloat {
        if self.is_signaling() {
            return self.quieted();
        }
        if rhs.is_signaling() {
            return rhs.quieted();
        }
        if self.is_nan() {
            return rhs;
        }
        if rhs.is_nan() {
            return self;
        }
        self.lesser(rhs)
    }

    /// IEEE 754-2008 `maxNum` (LLVM's `maxnum`): a quiet NaN operand is
    /// ignored, a signaling one is returned quieted; `-0 < +0`.
    pub fn maxnum(self, rhs: APFloat) -> APFloat {
        if self.is_signaling() {
            return self.quieted();
        }
        if rhs.is_signaling() {
            return rhs.quieted();
        }
        if self.is_nan() {
            return rhs;
        }
        if rhs.is_nan() {
            return self;
        }
        self.greater(rhs)
    }

    /// IEEE 754-2019 `minimum` (LLVM's `minimum`): NaN operands propagate
    /// (quieted); `-0 < +0`.
    pub fn minimum(self, rhs: APFloat) -> APFloat {
        if self.is_nan() {
            return self.quieted();
        }
        if rhs.is_nan() {
            return rhs.quieted();
        }
        self.lesser(rhs)
    }

    /// IEEE 754-2019 `maximum` (LLVM's `maximum`): NaN operands propagate
    /// (quieted); `-0 < +0`.
    pub fn maximum(self, rhs: APFloat) -> APFloat {
        if self.is_nan() {
            return self.quieted();
        }
        if rhs.is_nan() {
            return rhs.quieted();
        }
        self.greater(rhs)
    }

    /// IEEE 754-2019 `minimumNumber` (LLVM's `minimumnum`): any NaN operand
    /// is ignored; if both are NaN the second is returned quieted; `-0 < +0`.
    pub fn minimumnum(self, rhs: APFloat) -> APFloat {
        match (self.is_nan(), rhs.is_nan()) {
            (true, true) => rhs.quieted(),
            (true, false) => rhs,
            (false, true) => self,
            (false, false) => self.lesser(rhs),
        }
    }

    /// IEEE 754-2019 `maximumNumber` (LLVM's `maximumnum`): any NaN operand
    /// is ignored; if both are NaN the second is returned quieted; `-0 < +0`.
    pub fn maximumnum(self, rhs: APFloat) -> APFloat {
        match (self.is_nan(), rhs.is_nan()) {
            (true, true) => rhs.quieted(),
            (true, false) => rhs,
            (false, true) => self,
            (false, false) => self.greater(rhs),
        }
    }

    /// Shared NaN and infinity cases of `next_up` / `next_down`: a signaling
    /// NaN becomes the default NaN of its sign; an infinity stepping toward
    /// zero becomes the largest finite value.
    fn next_special(self, down: bool) -> Option<(APFloat, Status)> {
        if self.is_signaling() {
            let nan = APFloat::nan(self.sem).map(|n| if self.is_negative() { -n } else { n });
            return nan.map(|n| (n, Status::INVALID_OP));
        }
        if self.is_nan() || (self.is_inf() && self.is_negative() == down) {
            return Some((self, Status::OK));
        }
        if self.is_inf() {
            return Some((APFloat::largest(self.sem, !down), Status::OK));
        }
        None
    }

    /// The least value greater than `self` (LLVM's `next(false)`): `-0` and
    /// `+0` step to the smallest positive value, the largest finite value
    /// steps to infinity (to NaN in formats whose overflow gives NaN, and
    /// stays put in finite-only formats). A quiet NaN is returned unchanged;
    /// a signaling one gives the default NaN and [`Status::INVALID_OP`].
    pub fn next_up(self) -> (APFloat, Status) {
        if let Some(r) = self.next_special(false) {
            return r;
        }
        if self.is_zero() {
            return (APFloat::smallest(self.sem, false), Status::OK);
        }
        if self.sem.is_signed() && self == APFloat::smallest(self.sem, true) {
            return (APFloat::zero(self.sem, true), Status::OK);
        }
        let (up, _) = self.add(
            APFloat::smallest(self.sem, false),
            RoundingMode::TowardPositive,
        );
        (up, Status::OK)
    }

    /// The greatest value less than `self` (LLVM's `next(true)`), the mirror
    /// image of [`APFloat::next_up`]. In `f8E8M0FNU`, which has no zero, the
    /// smallest value has no predecessor: the result is NaN with
    /// [`Status::INVALID_OP`].
    pub fn next_down(self) -> (APFloat, Status) {
        if let Some(r) = self.next_special(true) {
            return r;
        }
        if self.is_zero() {
            return (APFloat::smallest(self.sem, true), Status::OK);
        }
        if self == APFloat::smallest(self.sem, false) {
            if !self.sem.has_zero() {
                return (APFloat::nan(self.sem).unwrap_or(self), Status::INVALID_OP);
            }
            return (APFloat::zero(self.sem, false), Status::OK);
        }
        let (down, _) = self.sub(
            APFloat::smallest(self.sem, false),
            RoundingMode::TowardNegative,
        );
        (down, Status::OK)
    }
}

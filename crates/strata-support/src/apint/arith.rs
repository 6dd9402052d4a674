//! Wrapping and overflow-checked arithmetic on [`APInt`].
//!
//! All results are taken modulo `2^width`. Widths up to 64 bits use single
//! word fast paths; wider values fall back to word loops or `num-bigint`.

use num_bigint::BigUint;

use super::{APInt, Words};

impl APInt {
    /// The value as an unbounded unsigned integer.
    pub fn to_biguint(&self) -> BigUint {
        BigUint::from_slice(
            &self
                .words
                .iter()
                .flat_map(|&w| [w as u32, (w >> 32) as u32])
                .collect::<Vec<_>>(),
        )
    }

    /// `v` reduced modulo `2^width`.
    pub fn from_biguint(width: u32, v: &BigUint) -> APInt {
        APInt::from_words(width, &v.to_u64_digits())
    }

    /// Wrapping addition.
    pub fn add(&self, rhs: &APInt) -> APInt {
        assert_eq!(self.width, rhs.width, "APInt width mismatch");
        if self.is_single_word() {
            return APInt::from_u64(self.width, self.words[0].wrapping_add(rhs.words[0]));
        }
        let mut carry = false;
        let words: Words = self
            .words
            .iter()
            .zip(rhs.words.iter())
            .map(|(&a, &b)| {
                let (s1, c1) = a.overflowing_add(b);
                let (s2, c2) = s1.overflowing_add(u64::from(carry));
                carry = c1 || c2;
                s2
            })
            .collect();
        APInt::from_raw(self.width, words)
    }

    /// Wrapping subtraction.
    pub fn sub(&self, rhs: &APInt) -> APInt {
        assert_eq!(self.width, rhs.width, "APInt width mismatch");
        if self.is_single_word() {
            return APInt::from_u64(self.width, self.words[0].wrapping_sub(rhs.words[0]));
        }
        self.add(&rhs.neg())
    }

    /// Wrapping two's complement negation.
    pub fn neg(&self) -> APInt {
        if self.is_single_word() {
            return APInt::from_u64(self.width, self.words[0].wrapping_neg());
        }
        self.not().add(&APInt::one(self.width))
    }

    /// Wrapping multiplication.
    pub fn mul(&self, rhs: &APInt) -> APInt {
        assert_eq!(self.width, rhs.width, "APInt width mismatch");
        if self.is_single_word() {
            return APInt::from_u64(self.width, self.words[0].wrapping_mul(rhs.words[0]));
        }
        APInt::from_biguint(self.width, &(self.to_biguint() * rhs.to_biguint()))
    }

    /// Unsigned quotient and remainder; `None` on division by zero.
    pub fn udivrem(&self, rhs: &APInt) -> Option<(APInt, APInt)> {
        assert_eq!(self.width, rhs.width, "APInt width mismatch");
        if rhs.is_zero() {
            return None;
        }
        if self.is_single_word() {
            let (a, b) = (self.words[0], rhs.words[0]);
            return Some((
                APInt::from_u64(self.width, a / b),
                APInt::from_u64(self.width, a % b),
            ));
        }
        let (a, b) = (self.to_biguint(), rhs.to_biguint());
        Some((
            APInt::from_biguint(self.width, &(&a / &b)),
            APInt::from_biguint(self.width, &(a % b)),
        ))
    }

    /// Unsigned division; `None` on division by zero.
    pub fn udiv(&self, rhs: &APInt) -> Option<APInt> {
        self.udivrem(rhs).map(|(q, _)| q)
    }

    /// Unsigned remainder; `None` on division by zero.
    pub fn urem(&self, rhs: &APInt) -> Option<APInt> {
        self.udivrem(rhs).map(|(_, r)| r)
    }

    /// Absolute value (wrapping: the signed minimum maps to itself).
    pub fn abs(&self) -> APInt {
        if self.is_negative() {
            self.neg()
        } else {
            self.clone()
        }
    }

    /// Signed quotient (rounded toward zero) and remainder (sign of the
    /// dividend); `None` on division by zero. `MIN / -1` wraps to `MIN`.
    pub fn sdivrem(&self, rhs: &APInt) -> Option<(APInt, APInt)> {
        let (q, r) = self.abs().udivrem(&rhs.abs())?;
        let q = if self.is_negative() != rhs.is_negative() {
            q.neg()
        } else {
            q
        };
        let r = if self.is_negative() { r.neg() } else { r };
        Some((q, r))
    }

    /// Signed division rounding toward zero; `None` on division by zero.
    pub fn sdiv(&self, rhs: &APInt) -> Option<APInt> {
        self.sdivrem(rhs).map(|(q, _)| q)
    }

    /// Signed remainder (sign of the dividend); `None` on division by zero.
    pub fn srem(&self, rhs: &APInt) -> Option<APInt> {
        self.sdivrem(rhs).map(|(_, r)| r)
    }

    /// Addition reporting signed overflow.
    pub fn sadd_ov(&self, rhs: &APInt) -> (APInt, bool) {
        let r = self.add(rhs);
        let ov = self.is_negative() == rhs.is_negative() && r.is_negative() != self.is_negative();
        (r, ov)
    }

    /// Addition reporting unsigned overflow (carry out).
    pub fn uadd_ov(&self, rhs: &APInt) -> (APInt, bool) {
        let r = self.add(rhs);
        let ov = r.ult(rhs);
        (r, ov)
    }

    /// Subtraction reporting signed overflow.
    pub fn ssub_ov(&self, rhs: &APInt) -> (APInt, bool) {
        let r = self.sub(rhs);
        let ov = self.is_negative() != rhs.is_negative() && r.is_negative() != self.is_negative();
        (r, ov)
    }

    /// Subtraction reporting unsigned overflow (borrow).
    pub fn usub_ov(&self, rhs: &APInt) -> (APInt, bool) {
        (self.sub(rhs), self.ult(rhs))
    }

    /// Multiplication reporting signed overflow.
    pub fn smul_ov(&self, rhs: &APInt) -> (APInt, bool) {
        let r = self.mul(rhs);
        let wide = self.width * 2;
        let exact = self.sext(wide).mul(&rhs.sext(wide));
        (r.clone(), exact != r.sext(wide))
    }

    /// Multiplication reporting unsigned overflow.
    pub fn umul_ov(&self, rhs: &APInt) -> (APInt, bool) {
        let r = self.mul(rhs);
        (r, !self.mulhu(rhs).is_zero())
    }

    /// Signed division reporting overflow (`MIN / -1`); `None` on division by zero.
    pub fn sdiv_ov(&self, rhs: &APInt) -> Option<(APInt, bool)> {
        let q = self.sdiv(rhs)?;
        Some((q, self.is_signed_min() && rhs.is_all_ones()))
    }

    /// Shift left reporting signed overflow (the sign changes or bits that
    /// differ from the sign are shifted out; always overflow if `amount >= width`).
    pub fn sshl_ov(&self, amount: u32) -> (APInt, bool) {
        let r = self.shl(amount);
        if amount >= self.width {
            return (r, true);
        }
        let ov = if self.is_negative() {
            amount >= self.count_leading_ones()
        } else {
            amount >= self.count_leading_zeros()
        };
        (r, ov)
    }

    /// Shift left reporting unsigned overflow (a set bit is shifted out;
    /// always overflow if `amount >= width`).
    pub fn ushl_ov(&self, amount: u32) -> (APInt, bool) {
        let r = self.shl(amount);
        if amount >= self.width {
            return (r, true);
        }
        (r, amount > self.count_leading_zeros())
    }

    /// High half of the signed double-width product (`arith.mulsi_extended`).
    pub fn mulhs(&self, rhs: &APInt) -> APInt {
        let wide = self.width * 2;
        self.sext(wide)
            .mul(&rhs.sext(wide))
            .lshr(self.width)
            .trunc(self.width)
    }

    /// High half of the unsigned double-width product (`arith.mului_extended`).
    pub fn mulhu(&self, rhs: &APInt) -> APInt {
        if self.width <= 64 {
            let p = u128::from(self.words[0]) * u128::from(rhs.words[0]);
            return APInt::from_u128(self.width, p >> self.width);
        }
        let wide = self.width * 2;
        self.zext(wide)
            .mul(&rhs.zext(wide))
            .lshr(self.width)
            .trunc(self.width)
    }

    /// Unsigned division rounding up; `None` on division by zero.
    pub fn ceil_div_unsigned(&self, rhs: &APInt) -> Option<APInt> {
        let (q, r) = self.udivrem(rhs)?;
        Some(if r.is_zero() {
            q
        } else {
            q.add(&APInt::one(self.width))
        })
    }

    /// Signed division rounding toward positive infinity, as `arith.ceildivsi`
    /// folds it. Returns the (wrapped) quotient and an overflow flag that is
    /// set exactly when MLIR's folder declines to fold: whenever an operand is
    /// the signed minimum, the divisor is not 1, the dividend is not 0, and
    /// not both operands are positive. `None` on division by zero.
    pub fn ceil_div_signed(&self, rhs: &APInt) -> Option<(APInt, bool)> {
        let (q, r) = self.sdivrem(rhs)?;
        if rhs.is_one() {
            return Some((self.clone(), false));
        }
        if self.is_zero() {
            return Some((q, false));
        }
        let q = if !r.is_zero() && self.is_negative() == rhs.is_negative() {
            q.add(&APInt::one(self.width))
        } else {
            q
        };
        let both_positive = !self.is_negative() && !rhs.is_negative();
        let ov = !both_positive && (self.is_signed_min() || rhs.is_signed_min());
        Some((q, ov))
    }

    /// Signed division rounding toward negative infinity, as `arith.floordivsi`
    /// folds it; returns the quotient and whether it overflowed (`MIN / -1`).
    /// `None` on division by zero.
    pub fn floor_div_signed(&self, rhs: &APInt) -> Option<(APInt, bool)> {
        let (q, ov) = self.sdiv_ov(rhs)?;
        if ov {
            return Some((q, true));
        }
        let r = self.srem(rhs)?;
        if !r.is_zero() && self.is_negative() != rhs.is_negative() {
            return Some(q.ssub_ov(&APInt::one(self.width)));
        }
        Some((q, false))
    }
}

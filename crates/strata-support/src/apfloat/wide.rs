//! A fixed-width unsigned integer for decimal rendering: the significand of
//! an `f16`..`f64` value scaled to a few dozen decimal digits fits in it, so
//! the common cases need no heap-allocated big integer.

/// 64-bit limbs, least significant first.
const LIMBS: usize = 6;

/// An unsigned integer below `2^384` whose operations report overflow.
#[derive(Clone, Copy)]
pub(super) struct Wide {
    limbs: [u64; LIMBS],
}

impl Wide {
    /// The value `v`.
    pub(super) fn from_u128(v: u128) -> Wide {
        let mut limbs = [0; LIMBS];
        limbs[0] = v as u64;
        limbs[1] = (v >> 64) as u64;
        Wide { limbs }
    }

    /// The number of significant bits (0 for zero).
    pub(super) fn bits(&self) -> u64 {
        match self.limbs.iter().rposition(|&l| l != 0) {
            Some(i) => i as u64 * 64 + u64::from(64 - self.limbs[i].leading_zeros()),
            None => 0,
        }
    }

    /// Whether the value is zero.
    pub(super) fn is_zero(&self) -> bool {
        self.limbs.iter().all(|&l| l == 0)
    }

    /// `self << n`, or `None` if the result does not fit.
    pub(super) fn checked_shl(&self, n: u64) -> Option<Wide> {
        if self.is_zero() {
            return Some(*self);
        }
        if self.bits() + n > (LIMBS as u64) * 64 {
            return None;
        }
        let (words, rem) = ((n / 64) as usize, (n % 64) as u32);
        let mut limbs = [0; LIMBS];
        for i in (words..LIMBS).rev() {
            let src = i - words;
            let mut l = self.limbs[src] << rem;
            if rem > 0 && src > 0 {
                l |= self.limbs[src - 1] >> (64 - rem);
            }
            limbs[i] = l;
        }
        Some(Wide { limbs })
    }

    /// `self * m`, or `None` if the result does not fit.
    pub(super) fn checked_mul_small(&self, m: u64) -> Option<Wide> {
        let mut limbs = [0; LIMBS];
        let mut carry: u128 = 0;
        for (out, &l) in limbs.iter_mut().zip(&self.limbs) {
            let p = u128::from(l) * u128::from(m) + carry;
            *out = p as u64;
            carry = p >> 64;
        }
        (carry == 0).then_some(Wide { limbs })
    }

    /// The quotient and remainder of the division by `d` (non-zero).
    pub(super) fn div_rem_small(&self, d: u64) -> (Wide, u64) {
        let mut limbs = [0; LIMBS];
        let mut rem: u128 = 0;
        for i in (0..LIMBS).rev() {
            let cur = (rem << 64) | u128::from(self.limbs[i]);
            limbs[i] = (cur / u128::from(d)) as u64;
            rem = cur % u128::from(d);
        }
        (Wide { limbs }, rem as u64)
    }
}

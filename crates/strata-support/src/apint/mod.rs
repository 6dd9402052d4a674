//! Arbitrary-width two's complement integers, modelled on `llvm::APInt`.
//!
//! An [`APInt`] has a fixed bit width and stores its bits little-endian in
//! 64-bit words. Bits above the width are always zero, so derived equality
//! and hashing compare values. Width 0 is allowed (MLIR accepts `i0`); its only
//! value is zero.

mod arith;
mod bits;
pub(crate) mod format;
mod parse;

pub use parse::{IntLiteralError, Signedness, parse_integer_literal};

use smallvec::{SmallVec, smallvec};

/// Storage for the words of an [`APInt`]; one inline word covers widths up to 64.
pub(crate) type Words = SmallVec<[u64; 1]>;

/// An integer of a fixed bit width with wrapping two's complement arithmetic.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct APInt {
    width: u32,
    words: Words,
}

/// Number of 64-bit words used to store `width` bits (at least one).
pub(crate) fn word_count(width: u32) -> usize {
    (width as usize).div_ceil(64).max(1)
}

/// Mask of the valid bits in the top word for `width`.
#[inline]
fn top_mask(width: u32) -> u64 {
    match width % 64 {
        0 if width == 0 => 0,
        0 => u64::MAX,
        r => (1u64 << r) - 1,
    }
}

impl APInt {
    /// Builds a value from raw words, truncating bits above `width`.
    fn from_raw(width: u32, mut words: Words) -> APInt {
        words.resize(word_count(width), 0);
        let mut v = APInt { width, words };
        v.clear_unused_bits();
        v
    }

    /// Zeroes the bits above the width (restores the normalization invariant).
    pub(crate) fn clear_unused_bits(&mut self) {
        let mask = top_mask(self.width);
        if let Some(top) = self.words.last_mut() {
            *top &= mask;
        }
    }

    /// True if the value is stored in a single word (width <= 64).
    #[inline]
    pub(crate) fn is_single_word(&self) -> bool {
        self.width <= 64
    }

    /// The value zero of the given width.
    #[inline]
    pub fn zero(width: u32) -> APInt {
        if width <= 64 {
            return APInt::from_u64(width, 0);
        }
        APInt {
            width,
            words: smallvec![0; word_count(width)],
        }
    }

    /// The value one (truncated to zero for width 0).
    pub fn one(width: u32) -> APInt {
        APInt::from_u64(width, 1)
    }

    /// The value with every bit set (-1 when read as signed).
    pub fn all_ones(width: u32) -> APInt {
        APInt::from_raw(width, smallvec![u64::MAX; word_count(width)])
    }

    /// The largest unsigned value, same as [`APInt::all_ones`].
    pub fn unsigned_max(width: u32) -> APInt {
        APInt::all_ones(width)
    }

    /// The most negative signed value (only the sign bit set).
    pub fn signed_min(width: u32) -> APInt {
        let mut v = APInt::zero(width);
        if width > 0 {
            v.set_bit(width - 1, true);
        }
        v
    }

    /// The largest signed value (all bits but the sign bit set).
    pub fn signed_max(width: u32) -> APInt {
        let mut v = APInt::all_ones(width);
        if width > 0 {
            v.set_bit(width - 1, false);
        }
        v
    }

    /// `v` truncated to `width` bits.
    #[inline]
    pub fn from_u64(width: u32, v: u64) -> APInt {
        if width <= 64 {
            return APInt {
                width,
                words: SmallVec::from_buf([v & top_mask(width)]),
            };
        }
        let mut words: Words = smallvec![0; word_count(width)];
        words[0] = v;
        APInt::from_raw(width, words)
    }

    /// `v` sign-extended to `width` bits, then truncated to `width` bits.
    pub fn from_i64(width: u32, v: i64) -> APInt {
        let fill = if v < 0 { u64::MAX } else { 0 };
        let mut words: Words = smallvec![fill; word_count(width)];
        words[0] = v as u64;
        APInt::from_raw(width, words)
    }

    /// `v` truncated to `width` bits.
    pub fn from_u128(width: u32, v: u128) -> APInt {
        APInt::from_words(width, &[v as u64, (v >> 64) as u64])
    }

    /// Little-endian 64-bit words, zero-extended or truncated to `width`.
    pub fn from_words(width: u32, words: &[u64]) -> APInt {
        let n = word_count(width);
        let mut w: Words = words.iter().copied().take(n).collect();
        w.resize(n, 0);
        APInt::from_raw(width, w)
    }

    /// Little-endian bytes, zero-extended or truncated to `width`.
    pub fn from_le_bytes(width: u32, bytes: &[u8]) -> APInt {
        let mut words: Words = smallvec![0; word_count(width)];
        for (i, b) in bytes.iter().enumerate().take(words.len() * 8) {
            words[i / 8] |= u64::from(*b) << ((i % 8) * 8);
        }
        APInt::from_raw(width, words)
    }

    /// The bit width.
    #[inline]
    pub fn width(&self) -> u32 {
        self.width
    }

    /// The little-endian storage words (bits above the width are zero).
    #[inline]
    pub fn words(&self) -> &[u64] {
        &self.words
    }

    /// The value as little-endian bytes, `ceil(width / 8)` of them.
    pub fn to_le_bytes(&self) -> Vec<u8> {
        let n = (self.width as usize).div_ceil(8);
        (0..n)
            .map(|i| (self.words[i / 8] >> ((i % 8) * 8)) as u8)
            .collect()
    }

    /// The low 128 bits of the value (zero-extended).
    pub fn low_u128(&self) -> u128 {
        let lo = u128::from(self.words[0]);
        let hi = u128::from(self.words.get(1).copied().unwrap_or(0));
        lo | (hi << 64)
    }

    /// The value zero-extended and truncated to 64 bits.
    #[inline]
    pub fn zext_value(&self) -> u64 {
        self.words[0]
    }

    /// The value sign-extended and truncated to 64 bits.
    pub fn sext_value(&self) -> i64 {
        if self.width == 0 {
            0
        } else if self.width < 64 {
            let shift = 64 - self.width;
            ((self.words[0] << shift) as i64) >> shift
        } else {
            self.words[0] as i64
        }
    }

    /// The value as an unsigned `u64`, if it fits.
    pub fn to_u64(&self) -> Option<u64> {
        (self.active_bits() <= 64).then_some(self.words[0])
    }

    /// The value as a signed `i64`, if it fits.
    pub fn to_i64(&self) -> Option<i64> {
        (self.min_signed_bits() <= 64).then(|| self.sext_value())
    }

    /// True if the value is zero.
    pub fn is_zero(&self) -> bool {
        self.words.iter().all(|&w| w == 0)
    }

    /// True if the value is one.
    pub fn is_one(&self) -> bool {
        self.words[0] == 1 && self.words[1..].iter().all(|&w| w == 0)
    }

    /// True if every bit is set (vacuously true for width 0).
    pub fn is_all_ones(&self) -> bool {
        self.count_ones() == self.width
    }

    /// True if the sign (top) bit is set.
    pub fn is_negative(&self) -> bool {
        self.width > 0 && self.bit(self.width - 1)
    }

    /// True if the value is the most negative signed value.
    pub fn is_signed_min(&self) -> bool {
        self.is_negative() && self.count_ones() == 1
    }

    /// True if the value is the largest signed value.
    pub fn is_signed_max(&self) -> bool {
        self.width > 0 && !self.is_negative() && self.count_ones() == self.width - 1
    }

    /// Bit `i` (false when `i >= width`).
    #[inline]
    pub fn bit(&self, i: u32) -> bool {
        i < self.width && (self.words[(i / 64) as usize] >> (i % 64)) & 1 == 1
    }

    /// Sets bit `i` to `value`; ignored when `i >= width`.
    pub fn set_bit(&mut self, i: u32, value: bool) {
        if i >= self.width {
            return;
        }
        let w = &mut self.words[(i / 64) as usize];
        if value {
            *w |= 1 << (i % 64);
        } else {
            *w &= !(1 << (i % 64));
        }
    }

    /// Number of zero bits above the most significant set bit.
    pub fn count_leading_zeros(&self) -> u32 {
        self.width - self.active_bits()
    }

    /// Number of one bits above the most significant zero bit.
    pub fn count_leading_ones(&self) -> u32 {
        self.not().count_leading_zeros()
    }

    /// Number of zero bits below the least significant set bit (width if zero).
    pub fn count_trailing_zeros(&self) -> u32 {
        let mut n = 0;
        for &w in self.words.iter() {
            if w != 0 {
                return (n + w.trailing_zeros()).min(self.width);
            }
            n += 64;
        }
        self.width
    }

    /// Number of one bits below the least significant zero bit.
    pub fn count_trailing_ones(&self) -> u32 {
        self.not().count_trailing_zeros()
    }

    /// Number of set bits.
    pub fn count_ones(&self) -> u32 {
        self.words.iter().map(|w| w.count_ones()).sum()
    }

    /// Number of bits needed to hold the value as an unsigned integer.
    pub fn active_bits(&self) -> u32 {
        for (i, &w) in self.words.iter().enumerate().rev() {
            if w != 0 {
                return i as u32 * 64 + (64 - w.leading_zeros());
            }
        }
        0
    }

    /// Number of bits needed to hold the value as a signed integer.
    pub fn min_signed_bits(&self) -> u32 {
        if self.is_negative() {
            self.width - self.count_leading_ones() + 1
        } else {
            self.active_bits() + 1
        }
    }

    /// Truncates to `width` bits (must not be wider than the current width).
    pub fn trunc(&self, width: u32) -> APInt {
        debug_assert!(width <= self.width, "trunc to a wider width");
        APInt::from_words(width, &self.words)
    }

    /// Zero-extends to `width` bits (must not be narrower than the current width).
    pub fn zext(&self, width: u32) -> APInt {
        debug_assert!(width >= self.width, "zext to a narrower width");
        APInt::from_words(width, &self.words)
    }

    /// Sign-extends to `width` bits (must not be narrower than the current width).
    pub fn sext(&self, width: u32) -> APInt {
        debug_assert!(width >= self.width, "sext to a narrower width");
        if !self.is_negative() {
            return self.zext(width);
        }
        let mut v = APInt::all_ones(width);
        for (i, &w) in self.words.iter().enumerate() {
            v.words[i] = w;
        }
        let top = self.width % 64;
        if top != 0 {
            let last = self.words.len() - 1;
            v.words[last] |= !((1u64 << top) - 1);
        }
        v.clear_unused_bits();
        v
    }

    /// Zero-extends or truncates to `width` bits.
    pub fn zext_or_trunc(&self, width: u32) -> APInt {
        APInt::from_words(width, &self.words)
    }

    /// Sign-extends or truncates to `width` bits.
    pub fn sext_or_trunc(&self, width: u32) -> APInt {
        if width > self.width {
            self.sext(width)
        } else {
            self.trunc(width)
        }
    }
}

#[cfg(test)]
mod tests;

//! Bitwise operations, shifts and comparisons on [`APInt`].

use std::cmp::Ordering;

use super::{APInt, Words};

impl APInt {
    fn zip_words(&self, rhs: &APInt, f: impl Fn(u64, u64) -> u64) -> APInt {
        assert_eq!(self.width, rhs.width, "APInt width mismatch");
        let words: Words = self
            .words
            .iter()
            .zip(rhs.words.iter())
            .map(|(&a, &b)| f(a, b))
            .collect();
        APInt::from_raw(self.width, words)
    }

    /// Bitwise AND.
    pub fn and(&self, rhs: &APInt) -> APInt {
        self.zip_words(rhs, |a, b| a & b)
    }

    /// Bitwise OR.
    pub fn or(&self, rhs: &APInt) -> APInt {
        self.zip_words(rhs, |a, b| a | b)
    }

    /// Bitwise XOR.
    pub fn xor(&self, rhs: &APInt) -> APInt {
        self.zip_words(rhs, |a, b| a ^ b)
    }

    /// Bitwise complement.
    pub fn not(&self) -> APInt {
        let words: Words = self.words.iter().map(|&w| !w).collect();
        APInt::from_raw(self.width, words)
    }

    /// Logical shift left; shifting by `width` or more gives zero.
    pub fn shl(&self, amount: u32) -> APInt {
        if amount >= self.width {
            return APInt::zero(self.width);
        }
        if self.is_single_word() {
            return APInt::from_u64(self.width, self.words[0] << amount);
        }
        let (ws, bs) = ((amount / 64) as usize, amount % 64);
        let n = self.words.len();
        let mut out: Words = smallvec::smallvec![0; n];
        for i in ws..n {
            let src = i - ws;
            let mut w = self.words[src] << bs;
            if bs != 0 && src > 0 {
                w |= self.words[src - 1] >> (64 - bs);
            }
            out[i] = w;
        }
        APInt::from_raw(self.width, out)
    }

    /// Logical shift right; shifting by `width` or more gives zero.
    pub fn lshr(&self, amount: u32) -> APInt {
        if amount >= self.width {
            return APInt::zero(self.width);
        }
        if self.is_single_word() {
            return APInt::from_u64(self.width, self.words[0] >> amount);
        }
        let (ws, bs) = ((amount / 64) as usize, amount % 64);
        let n = self.words.len();
        let mut out: Words = smallvec::smallvec![0; n];
        for (i, slot) in out.iter_mut().enumerate().take(n - ws) {
            let src = i + ws;
            let mut w = self.words[src] >> bs;
            if bs != 0 && src + 1 < n {
                w |= self.words[src + 1] << (64 - bs);
            }
            *slot = w;
        }
        APInt::from_raw(self.width, out)
    }

    /// Arithmetic shift right; shifting by `width` or more fills with the sign.
    pub fn ashr(&self, amount: u32) -> APInt {
        if !self.is_negative() {
            return self.lshr(amount);
        }
        if amount >= self.width {
            return APInt::all_ones(self.width);
        }
        self.lshr(amount)
            .or(&APInt::all_ones(self.width).shl(self.width - amount))
    }

    /// Rotates left by `amount` modulo the width.
    pub fn rotl(&self, amount: u32) -> APInt {
        if self.width == 0 {
            return self.clone();
        }
        let a = amount % self.width;
        if a == 0 {
            return self.clone();
        }
        self.shl(a).or(&self.lshr(self.width - a))
    }

    /// Rotates right by `amount` modulo the width.
    pub fn rotr(&self, amount: u32) -> APInt {
        if self.width == 0 {
            return self.clone();
        }
        self.rotl(self.width - amount % self.width)
    }

    /// Reverses the order of the bits.
    pub fn reverse_bits(&self) -> APInt {
        let mut out = APInt::zero(self.width);
        for i in 0..self.width {
            if self.bit(i) {
                out.set_bit(self.width - 1 - i, true);
            }
        }
        out
    }

    /// Reverses the order of the bytes; `None` unless the width is a multiple of 16.
    pub fn byte_swap(&self) -> Option<APInt> {
        if !self.width.is_multiple_of(16) {
            return None;
        }
        let mut bytes = self.to_le_bytes();
        bytes.reverse();
        Some(APInt::from_le_bytes(self.width, &bytes))
    }

    /// Unsigned three-way comparison.
    pub fn ucmp(&self, rhs: &APInt) -> Ordering {
        assert_eq!(self.width, rhs.width, "APInt width mismatch");
        self.words.iter().rev().cmp(rhs.words.iter().rev())
    }

    /// Signed three-way comparison.
    pub fn scmp(&self, rhs: &APInt) -> Ordering {
        match (self.is_negative(), rhs.is_negative()) {
            (true, false) => Ordering::Less,
            (false, true) => Ordering::Greater,
            _ => self.ucmp(rhs),
        }
    }

    /// Unsigned less-than.
    pub fn ult(&self, rhs: &APInt) -> bool {
        self.ucmp(rhs).is_lt()
    }

    /// Unsigned less-or-equal.
    pub fn ule(&self, rhs: &APInt) -> bool {
        self.ucmp(rhs).is_le()
    }

    /// Unsigned greater-than.
    pub fn ugt(&self, rhs: &APInt) -> bool {
        self.ucmp(rhs).is_gt()
    }

    /// Unsigned greater-or-equal.
    pub fn uge(&self, rhs: &APInt) -> bool {
        self.ucmp(rhs).is_ge()
    }

    /// Signed less-than.
    pub fn slt(&self, rhs: &APInt) -> bool {
        self.scmp(rhs).is_lt()
    }

    /// Signed less-or-equal.
    pub fn sle(&self, rhs: &APInt) -> bool {
        self.scmp(rhs).is_le()
    }

    /// Signed greater-than.
    pub fn sgt(&self, rhs: &APInt) -> bool {
        self.scmp(rhs).is_gt()
    }

    /// Signed greater-or-equal.
    pub fn sge(&self, rhs: &APInt) -> bool {
        self.scmp(rhs).is_ge()
    }

    /// Unsigned minimum.
    pub fn umin(&self, rhs: &APInt) -> APInt {
        if self.ule(rhs) {
            self.clone()
        } else {
            rhs.clone()
        }
    }

    /// Unsigned maximum.
    pub fn umax(&self, rhs: &APInt) -> APInt {
        if self.uge(rhs) {
            self.clone()
        } else {
            rhs.clone()
        }
    }

    /// Signed minimum.
    pub fn smin(&self, rhs: &APInt) -> APInt {
        if self.sle(rhs) {
            self.clone()
        } else {
            rhs.clone()
        }
    }

    /// Signed maximum.
    pub fn smax(&self, rhs: &APInt) -> APInt {
        if self.sge(rhs) {
            self.clone()
        } else {
            rhs.clone()
        }
    }
}

//! The texts of recently printed floating point values. Rendering a float
//! the way upstream does (shortest digits, then a check that they read
//! back) is the most expensive part of printing dense elements, and the
//! same values come back often (repeated rows, narrow formats such as
//! `f16`): a small direct-mapped table keeps the last text of each slot.

use std::hash::{Hash, Hasher};

use strata_support::apfloat::{APFloat, FloatSemantics};

/// Slots of the table (a power of two).
const SLOTS: usize = 1 << 12;

/// A float's text, with the value it renders.
type Slot = Option<(FloatSemantics, u128, Box<str>)>;

/// A bounded table of float texts, allocated on first use.
#[derive(Default)]
pub(crate) struct FloatTexts {
    slots: Vec<Slot>,
}

impl FloatTexts {
    /// The text of `value`, as [`APFloat::to_mlir_string`] renders it.
    pub(crate) fn text(&mut self, value: APFloat) -> &str {
        let sem = value.semantics();
        let bits = value.to_bits();
        let mut hasher = rustc_hash::FxHasher::default();
        (sem, bits).hash(&mut hasher);
        let index = hasher.finish() as usize & (SLOTS - 1);
        if self.slots.is_empty() {
            self.slots.resize(SLOTS, None);
        }
        let slot = &mut self.slots[index];
        if !matches!(slot, Some((s, b, _)) if *s == sem && *b == bits) {
            *slot = Some((sem, bits, value.to_mlir_string().into_boxed_str()));
        }
        match slot {
            Some((_, _, text)) => text,
            None => unreachable!("the slot was just filled"),
        }
    }
}

//! The declarations of the 17 `comb` operations, grouped by shape.

pub(crate) mod bits;
pub(crate) mod compare;
pub(crate) mod tables;
pub(crate) mod variadic;

use strata_ir::OpTraits;

/// The traits every `comb` op has: `Pure` (no memory effect, always speculatable).
pub(crate) const PURE: OpTraits = OpTraits::PURE.union(OpTraits::NO_MEMORY_EFFECT);

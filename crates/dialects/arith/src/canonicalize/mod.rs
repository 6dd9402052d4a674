//! The canonicalization patterns of `arith` (upstream's
//! `ArithCanonicalization` rewrites), registered dialect-wide.

pub(crate) mod build;
mod float;
mod int;
mod other;

use strata_ir::Context;
use strata_rewrite::PatternSet;

/// Adds every `arith` canonicalization pattern.
pub(crate) fn populate(_ctx: &Context, set: &mut PatternSet) {
    int::populate(set);
    float::populate(set);
    other::populate(set);
}

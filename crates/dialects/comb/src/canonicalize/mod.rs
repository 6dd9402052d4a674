//! The canonicalization patterns of `comb`, registered dialect-wide.

mod bits;
mod build;
mod compare;
mod tables;
mod variadic;

use strata_ir::Context;
use strata_rewrite::PatternSet;

/// Adds every `comb` canonicalization pattern.
pub(crate) fn populate(_ctx: &Context, set: &mut PatternSet) {
    variadic::populate(set);
    bits::populate(set);
    compare::populate(set);
    tables::populate(set);
}

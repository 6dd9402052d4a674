//! The canonicalization patterns of `comb`, registered dialect-wide.

use strata_ir::Context;
use strata_ir::rewrite::PatternSet;

/// Adds every `comb` canonicalization pattern.
pub(crate) fn populate(_ctx: &Context, _set: &mut PatternSet) {}

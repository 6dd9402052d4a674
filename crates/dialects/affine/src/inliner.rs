//! The affine dialect's inlining policy (upstream's `AffineInlinerInterface`
//! for operations): an affine operation may only be inlined into a region
//! whose parent is an affine scope (e.g. a function body) or an affine
//! loop or conditional, where its dimension and symbol operands keep their
//! meaning.

use strata_ir::interfaces::DialectInlinerInterface;
use strata_ir::{Body, Context, OpId, OpTraits, OperationName};

/// The inlining policy of the affine dialect.
pub struct AffineInliner;

impl DialectInlinerInterface for AffineInliner {
    fn is_legal_to_inline_into(
        &self,
        ctx: &Context,
        _body: &Body,
        _op: OpId,
        dest: Option<OperationName>,
    ) -> bool {
        dest.is_none_or(|d| {
            d.has_trait(ctx, OpTraits::AFFINE_SCOPE)
                || matches!(
                    d.as_str(ctx),
                    "affine.for" | "affine.parallel" | "affine.if"
                )
        })
    }
}

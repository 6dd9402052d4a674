//! Constant folding of the `math` ops, matching upstream: exact APFloat /
//! APInt folds for every float format where upstream has them, host libm
//! folds for `f32` and `f64` only, and `ub.poison` propagation where
//! upstream's common folders propagate it.

mod elements;
mod float;
mod int;
mod libm;

use smallvec::{SmallVec, smallvec};
use strata_ir::dialect::{FoldOutcome, OpFoldResult};
use strata_ir::{AttrKind, Attribute, Body, Context, OpId};

pub use elements::{Elem, map_elements};
pub use float::*;
pub use int::*;

/// Folds an elementwise op whose operands are all constant by applying
/// `f` to each tuple of elements. With `propagate_poison`, a `#ub.poison`
/// operand (even next to non-constant ones) folds the op to poison.
pub fn elementwise(
    ctx: &Context,
    body: &Body,
    op: OpId,
    operands: &[Option<Attribute>],
    propagate_poison: bool,
    f: impl FnMut(&[Elem]) -> Option<Elem>,
) -> FoldOutcome {
    if propagate_poison
        && let Some(p) = operands
            .iter()
            .flatten()
            .find(|a| strata_dialect_ub::is_poison(ctx, **a))
    {
        return FoldOutcome::Results(smallvec![OpFoldResult::Attr(*p)]);
    }
    let Some(consts) = operands
        .iter()
        .copied()
        .collect::<Option<SmallVec<[Attribute; 3]>>>()
    else {
        return FoldOutcome::None;
    };
    let result_ty = body.value_type(body.result(op, 0));
    elements::constant_result(map_elements(ctx, &consts, result_ty, f))
}

/// Folds a classification op (float to `i1`): like upstream, only scalar
/// and splat operands fold, and poison is not propagated.
pub fn classify(
    ctx: &Context,
    body: &Body,
    op: OpId,
    operands: &[Option<Attribute>],
    f: impl FnMut(&[Elem]) -> Option<Elem>,
) -> FoldOutcome {
    match operands.first().copied().flatten().map(|a| a.kind(ctx)) {
        Some(AttrKind::DenseElements { splat: false, .. }) => FoldOutcome::None,
        _ => elementwise(ctx, body, op, operands, false, f),
    }
}

#[cfg(test)]
mod tests;

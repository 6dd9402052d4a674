//! Folding `icmp` (constants, equal operands, comparisons against the
//! extremes of the range) and `mux` (constant condition, equal arms).

use strata_ir::dialect::FoldOutcome;
use strata_ir::{Attribute, Body, Context, OpId};
use strata_support::APInt;

use crate::enums::{ICMP_PREDICATE, Predicate};
use crate::fold::{int_of, to_bool, to_value, width_of};
use crate::semantics;

/// The predicate of an `icmp`.
pub(crate) fn predicate(ctx: &Context, body: &Body, op: OpId) -> Option<Predicate> {
    body.attr(ctx, op, "predicate")
        .and_then(|a| ICMP_PREDICATE.value(ctx, a))
        .and_then(Predicate::from_value)
}

/// The result of `x pred x`.
fn reflexive(pred: Predicate) -> bool {
    use Predicate::*;
    matches!(pred, Eq | Sle | Sge | Ule | Uge | Ceq | Weq)
}

/// The result of `x pred c` for every `x`, when `c` decides it.
fn against_extreme(pred: Predicate, c: &APInt) -> Option<bool> {
    use Predicate::*;
    let w = c.width();
    match pred {
        Ult if c.is_zero() => Some(false),
        Uge if c.is_zero() => Some(true),
        Ugt if *c == APInt::all_ones(w) => Some(false),
        Ule if *c == APInt::all_ones(w) => Some(true),
        Slt if c.is_signed_min() => Some(false),
        Sge if c.is_signed_min() => Some(true),
        Sgt if c.is_signed_max() => Some(false),
        Sle if c.is_signed_max() => Some(true),
        _ => None,
    }
}

/// Folds `comb.icmp`.
pub(crate) fn icmp(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> FoldOutcome {
    let Some(pred) = predicate(ctx, body, op) else {
        return FoldOutcome::None;
    };
    let (lhs, rhs) = (int_of(ctx, operands.first()), int_of(ctx, operands.get(1)));
    if let (Some(a), Some(b)) = (lhs, rhs) {
        return to_bool(ctx, body, op, semantics::icmp(pred, a, b));
    }
    if body.operand(op, 0) == body.operand(op, 1) {
        return to_bool(ctx, body, op, reflexive(pred));
    }
    if width_of(ctx, body, body.operand(op, 0)) == 0 {
        return to_bool(ctx, body, op, reflexive(pred));
    }
    let decided = match (lhs, rhs) {
        (_, Some(c)) => against_extreme(pred, c),
        (Some(c), _) => against_extreme(pred.swapped(), c),
        _ => None,
    };
    match decided {
        Some(b) => to_bool(ctx, body, op, b),
        None => FoldOutcome::None,
    }
}

/// Folds `comb.mux`.
pub(crate) fn mux(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> FoldOutcome {
    let (t, f) = (body.operand(op, 1), body.operand(op, 2));
    if t == f {
        return to_value(t);
    }
    match int_of(ctx, operands.first()) {
        Some(c) if c.is_zero() => to_value(f),
        Some(_) => to_value(t),
        None => FoldOutcome::None,
    }
}

//! Folders of the floating-point binary ops and `negf`.

use strata_ir::dialect::FoldOutcome;
use strata_ir::{Attribute, Body, Context, OpId};
use strata_support::{APFloat, RoundingMode};

use super::values::{Scalar, float_splat, fold_binary, fold_unary};
use super::{def_named, to_attr, to_value};
use crate::fastmath;

const NEAREST: RoundingMode = RoundingMode::NearestTiesToEven;

/// Folds two float constants element by element.
fn fold_floats(
    ctx: &Context,
    operands: &[Option<Attribute>],
    f: fn(APFloat, APFloat) -> APFloat,
) -> Option<Attribute> {
    fold_binary(ctx, operands, None, |a, b| match (a, b) {
        (Scalar::Float(a), Scalar::Float(b)) => Some(Scalar::Float(f(*a, *b))),
        _ => None,
    })
}

/// A folder: returns `lhs` when the constant `rhs` satisfies `identity`,
/// otherwise folds constants with `f`.
fn binary(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    ops: &[Option<Attribute>],
    identity: fn(APFloat) -> bool,
    f: fn(APFloat, APFloat) -> APFloat,
) -> FoldOutcome {
    if float_splat(ctx, ops.get(1).copied().flatten()).is_some_and(identity) {
        to_value(body.operand(op, 0))
    } else {
        to_attr(fold_floats(ctx, ops, f))
    }
}

/// `addf`: `x + -0`, constants.
pub(crate) fn addf(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    ops: &[Option<Attribute>],
) -> FoldOutcome {
    binary(
        ctx,
        body,
        op,
        ops,
        |c| c.is_zero() && c.is_negative(),
        |a, b| a.add(b, NEAREST).0,
    )
}

/// `subf`: `x - +0`, constants.
pub(crate) fn subf(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    ops: &[Option<Attribute>],
) -> FoldOutcome {
    binary(
        ctx,
        body,
        op,
        ops,
        |c| c.is_zero() && !c.is_negative(),
        |a, b| a.sub(b, NEAREST).0,
    )
}

fn is_one(c: APFloat) -> bool {
    c == APFloat::one(c.semantics())
}

/// The `nnan` and `nsz` fast-math flags.
const NNAN_NSZ: i64 = 2 | 8;

/// `mulf`: `x * 1`, `x * ±0` (the zero) under `nnan` and `nsz`, constants.
pub(crate) fn mulf(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    ops: &[Option<Attribute>],
) -> FoldOutcome {
    let no_nan_no_signed_zero = body
        .attr(ctx, op, "fastmath")
        .and_then(|a| fastmath::flags(ctx, a))
        .is_some_and(|f| f & NNAN_NSZ == NNAN_NSZ);
    if no_nan_no_signed_zero
        && float_splat(ctx, ops.get(1).copied().flatten()).is_some_and(|c| c.is_zero())
    {
        return to_value(body.operand(op, 1));
    }
    binary(ctx, body, op, ops, is_one, |a, b| a.mul(b, NEAREST).0)
}

/// `divf`: `x / 1`, constants.
pub(crate) fn divf(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    ops: &[Option<Attribute>],
) -> FoldOutcome {
    binary(ctx, body, op, ops, is_one, |a, b| a.div(b, NEAREST).0)
}

/// `remf`: constants (`fmod`).
pub(crate) fn remf(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    ops: &[Option<Attribute>],
) -> FoldOutcome {
    binary(ctx, body, op, ops, |_| false, |a, b| a.fmod(b).0)
}

/// Min/max: `op(x, x)`, the neutral constant, constants.
fn min_max(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    ops: &[Option<Attribute>],
    neutral: fn(APFloat) -> bool,
    f: fn(APFloat, APFloat) -> APFloat,
) -> FoldOutcome {
    if body.operand(op, 0) == body.operand(op, 1) {
        return to_value(body.operand(op, 1));
    }
    binary(ctx, body, op, ops, neutral, f)
}

/// `maximumf`: `max(x, x)`, `max(x, -inf)`, constants.
pub(crate) fn maximumf(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    ops: &[Option<Attribute>],
) -> FoldOutcome {
    min_max(
        ctx,
        body,
        op,
        ops,
        |c| c.is_inf() && c.is_negative(),
        APFloat::maximum,
    )
}

/// `minimumf`: `min(x, x)`, `min(x, +inf)`, constants.
pub(crate) fn minimumf(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    ops: &[Option<Attribute>],
) -> FoldOutcome {
    min_max(
        ctx,
        body,
        op,
        ops,
        |c| c.is_inf() && !c.is_negative(),
        APFloat::minimum,
    )
}

/// `maxnumf`: `max(x, x)`, `max(x, NaN)`, constants.
pub(crate) fn maxnumf(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    ops: &[Option<Attribute>],
) -> FoldOutcome {
    min_max(ctx, body, op, ops, APFloat::is_nan, APFloat::maxnum)
}

/// `minnumf`: `min(x, x)`, `min(x, NaN)`, constants.
pub(crate) fn minnumf(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    ops: &[Option<Attribute>],
) -> FoldOutcome {
    min_max(ctx, body, op, ops, APFloat::is_nan, APFloat::minnum)
}

/// `negf`: `-(-x)`, constants.
pub(crate) fn negf(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    ops: &[Option<Attribute>],
) -> FoldOutcome {
    let x = body.operand(op, 0);
    if let Some(inner) = def_named(ctx, body, x, "arith.negf") {
        return to_value(body.operand(inner, 0));
    }
    to_attr(fold_unary(ctx, ops.first().copied().flatten(), None, |a| {
        a.float().map(|f| Scalar::Float(f.negate()))
    }))
}

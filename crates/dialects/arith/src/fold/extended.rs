//! Folders of the extended-precision ops (two results each).

use smallvec::smallvec;
use strata_ir::dialect::{FoldOutcome, OpFoldResult};
use strata_ir::{Attribute, Body, Context, OpId};
use strata_support::APInt;

use super::values::{Scalar, fold_binary, is_int};
use super::{constant_of, zero_attr};
use crate::checks::i1_same_shape;

fn two(a: OpFoldResult, b: OpFoldResult) -> FoldOutcome {
    FoldOutcome::Results(smallvec![a, b])
}

fn ints(
    ctx: &Context,
    operands: &[Option<Attribute>],
    result_ty: Option<strata_ir::Type>,
    f: impl Fn(&APInt, &APInt) -> APInt,
) -> Option<Attribute> {
    fold_binary(ctx, operands, result_ty, |a, b| match (a, b) {
        (Scalar::Int(a), Scalar::Int(b)) => Some(Scalar::Int(f(a, b))),
        _ => None,
    })
}

/// `addui_extended`: `x + 0` (no overflow), constants.
pub(crate) fn addui_extended(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    ops: &[Option<Attribute>],
) -> FoldOutcome {
    let overflow_ty = body.value_type(body.result(op, 1));
    let rhs = body.operand(op, 1);

    if is_int(ctx, constant_of(ctx, body, rhs), 0)
        && let Some(f) = zero_attr(ctx, overflow_ty)
    {
        two(
            OpFoldResult::Value(body.operand(op, 0)),
            OpFoldResult::Attr(f),
        )
    } else if let Some(sum) = ints(ctx, ops, None, |a, b| a.add(b))
        && let Some(sum_ty) = sum.typed_value_type(ctx)
    {
        let pair = [Some(sum), ops.first().copied().flatten()];
        match ints(ctx, &pair, Some(i1_same_shape(ctx, sum_ty)), |s, a| {
            APInt::from_u64(1, u64::from(s.ult(a)))
        }) {
            Some(ov) => two(OpFoldResult::Attr(sum), OpFoldResult::Attr(ov)),
            None => FoldOutcome::None,
        }
    } else {
        FoldOutcome::None
    }
}

fn mul_extended(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    ops: &[Option<Attribute>],
    high: fn(&APInt, &APInt) -> APInt,
    unsigned: bool,
) -> FoldOutcome {
    let rhs_attr = ops.get(1).copied().flatten();

    if let Some(zero) = rhs_attr.filter(|_| is_int(ctx, rhs_attr, 0)) {
        two(OpFoldResult::Attr(zero), OpFoldResult::Attr(zero))
    } else if unsigned
        && is_int(ctx, rhs_attr, 1)
        && let Some(z) = zero_attr(ctx, body.value_type(body.operand(op, 0)))
    {
        two(
            OpFoldResult::Value(body.operand(op, 0)),
            OpFoldResult::Attr(z),
        )
    } else if let Some(low) = ints(ctx, ops, None, |a, b| a.mul(b))
        && let Some(hi) = ints(ctx, ops, None, high)
    {
        two(OpFoldResult::Attr(low), OpFoldResult::Attr(hi))
    } else {
        FoldOutcome::None
    }
}

/// `mulsi_extended`: `x * 0`, constants.
pub(crate) fn mulsi_extended(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    ops: &[Option<Attribute>],
) -> FoldOutcome {
    mul_extended(ctx, body, op, ops, APInt::mulhs, false)
}

/// `mului_extended`: `x * 0`, `x * 1`, constants.
pub(crate) fn mului_extended(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    ops: &[Option<Attribute>],
) -> FoldOutcome {
    mul_extended(ctx, body, op, ops, APInt::mulhu, true)
}

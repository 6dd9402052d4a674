//! Folding `concat`, `extract`, `replicate`, `inv` and `parity`.

use strata_ir::dialect::FoldOutcome;
use strata_ir::{Attribute, Body, Context, OpId};
use strata_support::APInt;

use crate::fold::{int_of, result_type, to_bool, to_const, to_value, width_of};
use crate::ops::bits::low_bit;
use crate::semantics;

/// `concat(x)` is `x`; a zero-width concat is 0; constants concatenate.
pub(crate) fn concat(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> FoldOutcome {
    if body.num_operands(op) == 1 {
        return to_value(body.operand(op, 0));
    }
    if result_type(body, op).int_width(ctx) == Some(0) {
        return to_const(ctx, body, op, &APInt::zero(0));
    }
    let values: Option<Vec<&APInt>> = (0..operands.len())
        .map(|i| int_of(ctx, operands.get(i)))
        .collect();
    match values {
        Some(v) if !v.is_empty() => to_const(ctx, body, op, &semantics::concat(&v)),
        _ => FoldOutcome::None,
    }
}

/// Extracting all bits is the input; constants extract.
pub(crate) fn extract(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> FoldOutcome {
    let input = body.operand(op, 0);
    let width = result_type(body, op).int_width(ctx).unwrap_or(0);
    let low = low_bit(ctx, body, op);
    if low == 0 && width == width_of(ctx, body, input) {
        return to_value(input);
    }
    match (int_of(ctx, operands.first()), u32::try_from(low)) {
        (Some(v), Ok(low)) if low < v.width() => {
            to_const(ctx, body, op, &semantics::extract(v, low, width))
        }
        _ => FoldOutcome::None,
    }
}

/// Replicating once is the input; constants replicate.
pub(crate) fn replicate(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> FoldOutcome {
    let input = body.operand(op, 0);
    let width = result_type(body, op).int_width(ctx).unwrap_or(0);
    if width == width_of(ctx, body, input) {
        return to_value(input);
    }
    match int_of(ctx, operands.first()) {
        Some(v) if v.width() > 0 && width.is_multiple_of(v.width()) => {
            to_const(ctx, body, op, &semantics::replicate(v, width))
        }
        _ => FoldOutcome::None,
    }
}

/// `inv(inv(x))` is `x`; constants invert.
pub(crate) fn inv(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> FoldOutcome {
    if let Some(v) = int_of(ctx, operands.first()) {
        return to_const(ctx, body, op, &v.not());
    }
    let input = body.operand(op, 0);
    match body.defining_op(input) {
        Some(d) if body.op_name(d).as_str(ctx) == "comb.inv" => to_value(body.operand(d, 0)),
        _ => FoldOutcome::None,
    }
}

/// The parity of an `i1` is itself, of an `i0` false; constants fold.
pub(crate) fn parity(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> FoldOutcome {
    if let Some(v) = int_of(ctx, operands.first()) {
        return to_bool(ctx, body, op, semantics::parity(v));
    }
    let input = body.operand(op, 0);
    match width_of(ctx, body, input) {
        0 => to_bool(ctx, body, op, false),
        1 => to_value(input),
        _ => FoldOutcome::None,
    }
}

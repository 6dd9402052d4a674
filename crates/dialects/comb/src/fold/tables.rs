//! Folding `truth_table` (constant inputs, constant or identity tables)
//! and `lut` (constant inputs).

use strata_ir::dialect::FoldOutcome;
use strata_ir::{Attribute, Body, Context, OpId};
use strata_support::APInt;

use crate::fold::{int_of, to_bool, to_const, to_value};
use crate::lut_syntax::i8_values;
use crate::semantics;

/// The table of a `truth_table`.
pub(crate) fn table(ctx: &Context, body: &Body, op: OpId) -> Option<APInt> {
    body.attr(ctx, op, "lookupTable")
        .and_then(|a| a.int_value(ctx))
        .cloned()
}

/// Folds `comb.truth_table`.
pub(crate) fn truth_table(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> FoldOutcome {
    let Some(t) = table(ctx, body, op) else {
        return FoldOutcome::None;
    };
    let n = body.num_operands(op);
    if u32::try_from(n).ok().and_then(|n| 1u64.checked_shl(n)) != Some(u64::from(t.width())) {
        return FoldOutcome::None;
    }
    if t.is_zero() || t.is_all_ones() {
        return to_bool(ctx, body, op, t.is_all_ones());
    }
    let bits: Option<Vec<bool>> = (0..n)
        .map(|i| int_of(ctx, operands.get(i)).map(|v| !v.is_zero()))
        .collect();
    if let Some(bits) = bits {
        return to_bool(ctx, body, op, semantics::truth_table(&t, &bits));
    }
    if n == 1 && t == APInt::from_u64(2, 0b10) {
        return to_value(body.operand(op, 0));
    }
    FoldOutcome::None
}

/// Folds `comb.lut` with constant inputs.
pub(crate) fn lut(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> FoldOutcome {
    let tables = |name| body.attr(ctx, op, name).and_then(|a| i8_values(ctx, a));
    let (Some(coefficients), Some(table)) = (tables("coefficients"), tables("lookupTable")) else {
        return FoldOutcome::None;
    };
    let inputs: Option<Vec<u8>> = (0..body.num_operands(op))
        .map(|i| int_of(ctx, operands.get(i)).map(|v| v.zext_value() as u8))
        .collect();
    match inputs {
        Some(inputs) => {
            let r = semantics::lut(&coefficients, &table, &inputs);
            to_const(ctx, body, op, &APInt::from_u64(8, u64::from(r)))
        }
        None => FoldOutcome::None,
    }
}

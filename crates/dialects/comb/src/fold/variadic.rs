//! Folding the variadic ops: all-constant operands, a single operand,
//! an absorbing constant (`and(x, 0)`, `or(x, -1)`, `mul(x, 0)`), a
//! neutral constant beside one value (`add(x, 0)`, `and(x, -1)`, ...),
//! repeated operands (`and(x, x)`, `xor(x, x)`).

use strata_ir::dialect::FoldOutcome;
use strata_ir::{Attribute, Body, Context, OpId};
use strata_support::APInt;

use crate::fold::{int_of, result_type, to_const, to_value};
use crate::semantics::VariadicKind;

/// The constant that makes the whole result constant, if any.
fn absorbing(kind: VariadicKind, width: u32) -> Option<APInt> {
    match kind.base() {
        VariadicKind::And | VariadicKind::Mul => Some(APInt::zero(width)),
        VariadicKind::Or => Some(APInt::all_ones(width)),
        _ => None,
    }
}

fn fold(
    kind: VariadicKind,
    ctx: &Context,
    body: &Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> FoldOutcome {
    let Some(width) = result_type(body, op).int_width(ctx) else {
        return FoldOutcome::None;
    };
    let values: Vec<_> = (0..operands.len())
        .map(|i| int_of(ctx, operands.get(i)))
        .collect();
    if !values.is_empty() && values.iter().all(|v| v.is_some()) {
        let ints: Vec<&APInt> = values.iter().flatten().copied().collect();
        return to_const(ctx, body, op, &kind.eval(width, &ints));
    }
    if let Some(a) = absorbing(kind, width)
        && values.iter().flatten().any(|v| **v == a)
    {
        let result = if kind.negated() { a.not() } else { a };
        return to_const(ctx, body, op, &result);
    }
    if kind.negated() {
        return FoldOutcome::None;
    }
    let inputs: Vec<_> = body.operands(op).collect();
    match inputs.as_slice() {
        [x] => to_value(*x),
        [x, y] if x == y => match kind {
            VariadicKind::And | VariadicKind::Or => to_value(*x),
            VariadicKind::Xor => to_const(ctx, body, op, &APInt::zero(width)),
            _ => FoldOutcome::None,
        },
        [x, _] if values.get(1).copied().flatten() == Some(&kind.identity(width)) => to_value(*x),
        [_, y] if values.first().copied().flatten() == Some(&kind.identity(width)) => to_value(*y),
        _ => FoldOutcome::None,
    }
}

macro_rules! folder {
    ($name:ident, $kind:ident) => {
        #[doc = concat!("Folds `comb.", stringify!($name), "`.")]
        pub(crate) fn $name(
            ctx: &Context,
            body: &mut Body,
            op: OpId,
            operands: &[Option<Attribute>],
        ) -> FoldOutcome {
            fold(VariadicKind::$kind, ctx, body, op, operands)
        }
    };
}

folder!(add, Add);
folder!(and, And);
folder!(mul, Mul);
folder!(nand, Nand);
folder!(nor, Nor);
folder!(or, Or);
folder!(xnor, Xnor);
folder!(xor, Xor);

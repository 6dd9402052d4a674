//! The folders of `comb`: constant evaluation through [`crate::semantics`]
//! and the identities that need no new operation (`and(x, x)`, `mux(c, x,
//! x)`, `inv(inv(x))`, ...). Rewrites that build operations are
//! canonicalization patterns (see [`crate::canonicalize`]).

pub(crate) mod bits;
pub(crate) mod compare;
pub(crate) mod tables;
pub(crate) mod variadic;

use smallvec::smallvec;
use strata_ir::dialect::{FoldOutcome, OpFoldResult};
use strata_ir::{Attribute, Body, Context, OpId, Type, Value};
use strata_support::APInt;

/// The integer value of a constant operand.
pub(crate) fn int_of<'c>(ctx: &'c Context, a: Option<&Option<Attribute>>) -> Option<&'c APInt> {
    a.copied().flatten().and_then(|a| a.int_value(ctx))
}

/// The bit width of `v` (0 for non-integers).
pub(crate) fn width_of(ctx: &Context, body: &Body, v: Value) -> u32 {
    body.value_type(v).int_width(ctx).unwrap_or(0)
}

/// The type of the op's only result.
pub(crate) fn result_type(body: &Body, op: OpId) -> Type {
    body.value_type(body.result(op, 0))
}

/// Folds to a constant of the result type.
pub(crate) fn to_const(ctx: &Context, body: &Body, op: OpId, value: &APInt) -> FoldOutcome {
    let ty = result_type(body, op);
    FoldOutcome::Results(smallvec![OpFoldResult::Attr(Attribute::integer(
        ctx, ty, value
    ))])
}

/// Folds to an `i1` constant.
pub(crate) fn to_bool(ctx: &Context, body: &Body, op: OpId, value: bool) -> FoldOutcome {
    to_const(ctx, body, op, &APInt::from_u64(1, u64::from(value)))
}

/// Folds to an existing value.
pub(crate) fn to_value(v: Value) -> FoldOutcome {
    FoldOutcome::Results(smallvec![OpFoldResult::Value(v)])
}

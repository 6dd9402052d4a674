//! The folders of `arith` ops, as upstream folds them, plus the generic
//! trait folds (`Commutative`, `Idempotent`, `CastOpInterface`) that run
//! when an op's own folder does nothing.

pub(crate) mod cast;
pub(crate) mod compare;
pub(crate) mod extended;
pub(crate) mod float;
pub(crate) mod int;
pub(crate) mod select;
pub(crate) mod values;

use smallvec::smallvec;
use strata_ir::dialect::{FoldOutcome, OpFoldResult};
use strata_ir::interfaces::is_op_or_equivalent;
use strata_ir::{Attribute, Body, Context, OpId, Type, Value};
use strata_rewrite::matchers::constant_op_value;

use values::{Scalar, encode_splat, int_width};

/// A fold to a constant, or nothing.
pub(crate) fn to_attr(a: Option<Attribute>) -> FoldOutcome {
    match a {
        Some(a) => FoldOutcome::Results(smallvec![OpFoldResult::Attr(a)]),
        None => FoldOutcome::None,
    }
}

/// A fold to an existing value.
pub(crate) fn to_value(v: Value) -> FoldOutcome {
    FoldOutcome::Results(smallvec![OpFoldResult::Value(v)])
}

/// The op defining `v`, if it is named `name` or declared equivalent to it.
pub(crate) fn def_named(ctx: &Context, body: &Body, v: Value, name: &str) -> Option<OpId> {
    body.defining_op(v)
        .filter(|d| is_op_or_equivalent(ctx, body.op_name(*d), name))
}

/// The constant value of `v`, if it is defined by a constant-like op.
pub(crate) fn constant_of(ctx: &Context, body: &mut Body, v: Value) -> Option<Attribute> {
    constant_op_value(ctx, body, body.defining_op(v)?)
}

/// `Builder::getZeroAttr`: zero of an integer, index or float type, or a
/// splat of it for statically shaped types.
pub(crate) fn zero_attr(ctx: &Context, ty: Type) -> Option<Attribute> {
    if ty.is_shaped(ctx) && !ty.has_static_shape(ctx) {
        return None;
    }
    let elem = values::element_type(ctx, ty);
    let zero = match elem.float_semantics(ctx) {
        Some(sem) => Scalar::Float(strata_support::APFloat::zero(sem, false)),
        None => Scalar::Int(strata_support::APInt::zero(int_width(ctx, elem)?)),
    };
    encode_splat(ctx, ty, zero)
}

/// The `CastOpInterface` fold: a cast between identical types is its operand.
pub(crate) fn cast_identity(body: &Body, op: OpId, outcome: FoldOutcome) -> FoldOutcome {
    if !matches!(outcome, FoldOutcome::None | FoldOutcome::InPlace) {
        return outcome;
    }
    let same = body.num_operands(op) == body.num_results(op)
        && body
            .operands(op)
            .zip(body.results(op))
            .all(|(a, b)| body.value_type(a) == body.value_type(b));
    if same {
        return FoldOutcome::Results(body.operands(op).map(OpFoldResult::Value).collect());
    }
    outcome
}

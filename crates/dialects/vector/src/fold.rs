//! Folders of `vector.broadcast` and `vector.extract`, and the dialect's
//! constant materializer (an `arith.constant`, or `ub.poison`), as
//! upstream's `BroadcastOp::fold`, `ExtractOp::fold` and
//! `VectorDialect::materializeConstant`.

use smallvec::smallvec;
use strata_ir::interfaces::{FoldOutcome, OpFoldResult};
use strata_ir::{Attribute, Body, Context, OpId, Type};

use crate::BroadcastOp;

/// The splat of the scalar or splat constant `value` with type `ty`.
fn splat(ctx: &Context, value: Attribute, ty: Type) -> Option<Attribute> {
    if let Some(f) = strata_dialect_arith::float_splat_value(ctx, value) {
        return strata_dialect_arith::float_splat_attr(ctx, ty, f);
    }
    let i = strata_dialect_arith::int_splat_value(ctx, value)?;
    strata_dialect_arith::int_splat_attr(ctx, ty, i)
}

fn result(r: OpFoldResult) -> FoldOutcome {
    FoldOutcome::Results(smallvec![r])
}

/// The splat of type `ty` of the constant source operand, if it is one.
fn splat_of_source(ctx: &Context, operands: &[Option<Attribute>], ty: Type) -> FoldOutcome {
    let source = operands.first().copied().flatten();
    match source.and_then(|a| splat(ctx, a, ty)) {
        Some(attr) => result(OpFoldResult::Attr(attr)),
        None => FoldOutcome::None,
    }
}

/// Poison when the source operand is the `#ub.poison` constant.
fn poison_of_source(ctx: &Context, operands: &[Option<Attribute>]) -> Option<FoldOutcome> {
    let source = operands.first().copied().flatten()?;
    strata_dialect_ub::is_poison(ctx, source)
        .then(|| result(OpFoldResult::Attr(strata_dialect_ub::poison(ctx))))
}

/// A broadcast of a value to its own type is that value; of a scalar or
/// splat constant, the splat of the result type; of poison, poison.
pub(crate) fn fold_broadcast(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> FoldOutcome {
    let source = body.operand(op, 0);
    let ty = body.value_type(body.result(op, 0));
    if body.value_type(source) == ty {
        return result(OpFoldResult::Value(source));
    }
    if let Some(poison) = poison_of_source(ctx, operands) {
        return poison;
    }
    splat_of_source(ctx, operands, ty)
}

/// An extract at no position of a value of the result type is that value;
/// from poison, poison; from a broadcast of a value of the result type, that value; from a
/// splat constant, the splat (or scalar) of the result type.
pub(crate) fn fold_extract(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> FoldOutcome {
    let source = body.operand(op, 0);
    let ty = body.value_type(body.result(op, 0));
    let positions = body
        .attr(ctx, op, "static_position")
        .and_then(|a| strata_ods::dense_i64_values(ctx, a))
        .unwrap_or_default();
    if positions.is_empty() && body.value_type(source) == ty {
        return result(OpFoldResult::Value(source));
    }
    if let Some(poison) = poison_of_source(ctx, operands) {
        return poison;
    }
    if let Some(def) = body.defining_op(source)
        && body.isa::<BroadcastOp>(ctx, def)
    {
        let input = body.operand(def, 0);
        if body.value_type(input) == ty {
            return result(OpFoldResult::Value(input));
        }
    }
    splat_of_source(ctx, operands, ty)
}

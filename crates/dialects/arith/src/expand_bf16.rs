//! The `bf16` expansions of `arith-expand` (`include-bf16`): `extf` from
//! `bf16` to `f32` shifts the bits up; `truncf` from `f32` to `bf16`
//! rounds the bits to nearest even and keeps NaN a quiet NaN.

use strata_ir::{OpId, Type, Value};
use strata_rewrite::Rewriter;
use strata_support::FloatSemantics;

use crate::canonicalize::build::value;
use crate::checks::same_shape;
use crate::expand::{binary, cmpf, int_const, select};

/// The operand and result of a cast, if it goes from `from` to `to`
/// element types.
fn cast_parts(
    rw: &Rewriter<'_>,
    op: OpId,
    from: FloatSemantics,
    to: FloatSemantics,
) -> Option<(Value, Type)> {
    let ctx = rw.ctx;
    let body = rw.body();
    let x = body.operand(op, 0);
    let ty = body.value_type(body.result(op, 0));
    let elem = |t: Type| t.element_type(ctx).unwrap_or(t).float_semantics(ctx);
    (elem(body.value_type(x)) == Some(from) && elem(ty) == Some(to)).then_some((x, ty))
}

/// `extf` of `bf16` to `f32`: the 16 bits become the high half.
pub(crate) fn extf(rw: &mut Rewriter<'_>, op: OpId) -> Option<Value> {
    let (x, ty) = cast_parts(rw, op, FloatSemantics::BF16, FloatSemantics::F32)?;
    let ctx = rw.ctx;
    let i16_ty = same_shape(ctx, ty, Type::int(ctx, 16));
    let i32_ty = same_shape(ctx, ty, Type::int(ctx, 32));
    let bits = value(rw, op, "arith.bitcast", &[x], i16_ty, &[]);
    let wide = value(rw, op, "arith.extui", &[bits], i32_ty, &[]);
    let c16 = int_const(rw, op, i32_ty, 16)?;
    let high = binary(rw, op, "arith.shli", wide, c16);
    Some(value(rw, op, "arith.bitcast", &[high], ty, &[]))
}

/// `truncf` of `f32` to `bf16` (default rounding only): round to nearest
/// even on the bits; NaN becomes `0x7fc0`.
pub(crate) fn truncf(rw: &mut Rewriter<'_>, op: OpId) -> Option<Value> {
    if rw.body().attr(rw.ctx, op, "roundingmode").is_some() {
        return None;
    }
    let (x, ty) = cast_parts(rw, op, FloatSemantics::F32, FloatSemantics::BF16)?;
    let ctx = rw.ctx;
    let i16_ty = same_shape(ctx, ty, Type::int(ctx, 16));
    let i32_ty = same_shape(ctx, ty, Type::int(ctx, 32));
    let is_nan = cmpf(rw, op, "une", x, x)?;
    let bias_base = int_const(rw, op, i32_ty, 0x7fff)?;
    let quiet_nan = int_const(rw, op, i16_ty, 0x7fc0)?;
    let c16 = int_const(rw, op, i32_ty, 16)?;
    let c1 = int_const(rw, op, i32_ty, 1)?;
    let bits = value(rw, op, "arith.bitcast", &[x], i32_ty, &[]);
    let high = binary(rw, op, "arith.shrui", bits, c16);
    let lsb = binary(rw, op, "arith.andi", high, c1);
    let bias = binary(rw, op, "arith.addi", lsb, bias_base);
    let biased = binary(rw, op, "arith.addi", bits, bias);
    let rounded = binary(rw, op, "arith.shrui", biased, c16);
    let narrow = value(rw, op, "arith.trunci", &[rounded], i16_ty, &[]);
    let chosen = select(rw, op, is_nan, quiet_nan, narrow);
    Some(value(rw, op, "arith.bitcast", &[chosen], ty, &[]))
}

//! Folders of the cast ops.

use strata_ir::dialect::FoldOutcome;
use strata_ir::{AttrKind, Attribute, Body, Context, OpId, Type};
use strata_support::{APFloat, FloatSemantics, RoundingMode};

use super::values::{Scalar, element_type, fold_unary, int_width, is_poison};
use super::{cast_identity, def_named, to_attr, to_value};
use crate::enums::{FASTMATH_CONTRACT, ROUNDING_MODE};
use crate::fastmath;

fn result_type(body: &Body, op: OpId) -> Type {
    body.value_type(body.result(op, 0))
}

fn operand_attr(ops: &[Option<Attribute>]) -> Option<Attribute> {
    ops.first().copied().flatten()
}

/// Folds the constant operand element by element into the result type;
/// `f` returning `None` (a failed conversion) stops the fold.
fn fold_cast(
    ctx: &Context,
    body: &Body,
    op: OpId,
    ops: &[Option<Attribute>],
    f: impl Fn(&Scalar) -> Option<Scalar>,
) -> FoldOutcome {
    let ty = result_type(body, op);
    if let Some(a) = operand_attr(ops)
        && matches!(a.kind(ctx), AttrKind::DenseElements { splat: true, .. })
        && !ty.has_static_shape(ctx)
    {
        return FoldOutcome::None;
    }
    to_attr(fold_unary(ctx, operand_attr(ops), Some(ty), f))
}

/// Replaces the cast's operand (`cast(cast(x))` -> `cast(x)`).
fn set_operand(body: &mut Body, op: OpId, v: strata_ir::Value) -> FoldOutcome {
    body.set_operand(op, 0, v);
    FoldOutcome::InPlace
}

fn result_width(ctx: &Context, body: &Body, op: OpId) -> u32 {
    int_width(ctx, element_type(ctx, result_type(body, op))).unwrap_or(64)
}

fn ext(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    ops: &[Option<Attribute>],
    name: &str,
    signed: bool,
) -> FoldOutcome {
    let x = body.operand(op, 0);
    let out = if let Some(inner) = def_named(ctx, body, x, name) {
        let src = body.operand(inner, 0);
        set_operand(body, op, src)
    } else {
        let w = result_width(ctx, body, op);
        fold_cast(ctx, body, op, ops, |a| {
            let a = a.int()?;
            Some(Scalar::Int(if signed { a.sext(w) } else { a.zext(w) }))
        })
    };
    cast_identity(body, op, out)
}

/// `extui`: `extui(extui(x))`, constants.
pub(crate) fn extui(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    ops: &[Option<Attribute>],
) -> FoldOutcome {
    ext(ctx, body, op, ops, "arith.extui", false)
}

/// `extsi`: `extsi(extsi(x))`, constants.
pub(crate) fn extsi(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    ops: &[Option<Attribute>],
) -> FoldOutcome {
    ext(ctx, body, op, ops, "arith.extsi", true)
}

/// `trunci`: `trunci(ext(x))`, `trunci(trunci(x))`, constants.
pub(crate) fn trunci(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    ops: &[Option<Attribute>],
) -> FoldOutcome {
    let x = body.operand(op, 0);
    let w = result_width(ctx, body, op);
    let ext =
        def_named(ctx, body, x, "arith.extui").or_else(|| def_named(ctx, body, x, "arith.extsi"));
    if let Some(e) = ext {
        let src = body.operand(e, 0);
        let src_elem = element_type(ctx, body.value_type(src));
        let dst_elem = element_type(ctx, result_type(body, op));
        if int_width(ctx, src_elem).is_some_and(|sw| sw > w) {
            let out = set_operand(body, op, src);
            return cast_identity(body, op, out);
        }
        if src_elem == dst_elem {
            return to_value(src);
        }
    }
    if let Some(inner) = def_named(ctx, body, x, "arith.trunci") {
        let src = body.operand(inner, 0);
        let out = set_operand(body, op, src);
        return cast_identity(body, op, out);
    }
    let out = fold_cast(ctx, body, op, ops, |a| Some(Scalar::Int(a.int()?.trunc(w))));
    cast_identity(body, op, out)
}

fn float_semantics(ctx: &Context, t: Type) -> Option<FloatSemantics> {
    element_type(ctx, t).float_semantics(ctx)
}

fn has_contract(ctx: &Context, body: &Body, op: OpId) -> bool {
    body.attr(ctx, op, "fastmath")
        .and_then(|a| fastmath::flags(ctx, a))
        .is_some_and(|f| f & FASTMATH_CONTRACT == FASTMATH_CONTRACT)
}

/// `extf`: `extf(truncf(x))` when both carry `contract`, constants that
/// convert exactly.
pub(crate) fn extf(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    ops: &[Option<Attribute>],
) -> FoldOutcome {
    let x = body.operand(op, 0);
    if let Some(t) = def_named(ctx, body, x, "arith.truncf") {
        let src = body.operand(t, 0);
        if body.value_type(src) == result_type(body, op)
            && has_contract(ctx, body, t)
            && has_contract(ctx, body, op)
        {
            return to_value(src);
        }
    }
    let Some(sem) = float_semantics(ctx, result_type(body, op)) else {
        return FoldOutcome::None;
    };
    let out = fold_cast(ctx, body, op, ops, |a| {
        convert_exact(a.float()?, sem, RoundingMode::NearestTiesToEven).map(Scalar::Float)
    });
    cast_identity(body, op, out)
}

/// `convertFloatValue`: the converted value, if the conversion is exact
/// and raises no exception (a signaling NaN does not convert).
fn convert_exact(a: APFloat, to: FloatSemantics, mode: RoundingMode) -> Option<APFloat> {
    let (v, status, loses) = a.convert(to, mode);
    (!loses && status.is_ok()).then_some(v)
}

/// LLVM's `isRepresentableBy`: every value of `a` is a value of `b`.
fn representable_by(a: FloatSemantics, b: FloatSemantics) -> bool {
    a.max_exponent() <= b.max_exponent()
        && a.min_exponent() >= b.min_exponent()
        && a.precision() <= b.precision()
}

fn rounding_mode(ctx: &Context, body: &Body, op: OpId) -> RoundingMode {
    match body
        .attr(ctx, op, "roundingmode")
        .and_then(|a| ROUNDING_MODE.value(ctx, a))
    {
        Some(1) => RoundingMode::TowardNegative,
        Some(2) => RoundingMode::TowardPositive,
        Some(3) => RoundingMode::TowardZero,
        Some(4) => RoundingMode::NearestTiesToAway,
        _ => RoundingMode::NearestTiesToEven,
    }
}

/// `truncf`: `truncf(extf(x))` when the extension is exact, constants that
/// convert exactly.
pub(crate) fn truncf(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    ops: &[Option<Attribute>],
) -> FoldOutcome {
    let x = body.operand(op, 0);
    let Some(res) = float_semantics(ctx, result_type(body, op)) else {
        return FoldOutcome::None;
    };
    if let Some(e) = def_named(ctx, body, x, "arith.extf") {
        let src = body.operand(e, 0);
        let src_sem = float_semantics(ctx, body.value_type(src));
        let mid_sem = float_semantics(ctx, body.value_type(x));
        if let (Some(s), Some(m)) = (src_sem, mid_sem)
            && representable_by(s, m)
        {
            if s.bit_width() > res.bit_width() {
                let out = set_operand(body, op, src);
                return cast_identity(body, op, out);
            }
            if element_type(ctx, body.value_type(src)) == element_type(ctx, result_type(body, op)) {
                return to_value(src);
            }
        }
    }
    let mode = rounding_mode(ctx, body, op);
    let out = fold_cast(ctx, body, op, ops, |a| {
        convert_exact(a.float()?, res, mode).map(Scalar::Float)
    });
    cast_identity(body, op, out)
}

fn int_to_float(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    ops: &[Option<Attribute>],
    signed: bool,
) -> FoldOutcome {
    let Some(sem) = float_semantics(ctx, result_type(body, op)) else {
        return FoldOutcome::None;
    };
    let out = fold_cast(ctx, body, op, ops, |a| {
        let v = APFloat::from_apint(sem, a.int()?, signed, RoundingMode::NearestTiesToEven).0;
        Some(Scalar::Float(v))
    });
    cast_identity(body, op, out)
}

/// `sitofp`: constants.
pub(crate) fn sitofp(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    ops: &[Option<Attribute>],
) -> FoldOutcome {
    int_to_float(ctx, body, op, ops, true)
}

/// `uitofp`: constants.
pub(crate) fn uitofp(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    ops: &[Option<Attribute>],
) -> FoldOutcome {
    int_to_float(ctx, body, op, ops, false)
}

fn float_to_int(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    ops: &[Option<Attribute>],
    signed: bool,
) -> FoldOutcome {
    let w = result_width(ctx, body, op);
    let out = fold_cast(ctx, body, op, ops, |a| {
        let (v, status) = a.float()?.to_integer(w, signed, RoundingMode::TowardZero);
        (!status.invalid_op()).then_some(Scalar::Int(v))
    });
    cast_identity(body, op, out)
}

/// `fptosi`: constants in range.
pub(crate) fn fptosi(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    ops: &[Option<Attribute>],
) -> FoldOutcome {
    float_to_int(ctx, body, op, ops, true)
}

/// `fptoui`: constants in range.
pub(crate) fn fptoui(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    ops: &[Option<Attribute>],
) -> FoldOutcome {
    float_to_int(ctx, body, op, ops, false)
}

fn index_cast_impl(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    ops: &[Option<Attribute>],
    signed: bool,
) -> FoldOutcome {
    let w = result_width(ctx, body, op);
    let out = fold_cast(ctx, body, op, ops, |a| {
        let a = a.int()?;
        Some(Scalar::Int(if signed {
            a.sext_or_trunc(w)
        } else {
            a.zext_or_trunc(w)
        }))
    });
    cast_identity(body, op, out)
}

/// `index_cast`: constants (sign-extended or truncated).
pub(crate) fn index_cast(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    ops: &[Option<Attribute>],
) -> FoldOutcome {
    index_cast_impl(ctx, body, op, ops, true)
}

/// `index_castui`: constants (zero-extended or truncated).
pub(crate) fn index_castui(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    ops: &[Option<Attribute>],
) -> FoldOutcome {
    index_cast_impl(ctx, body, op, ops, false)
}

/// `bitcast`: dense elements and scalar constants, reinterpreted.
pub(crate) fn bitcast(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    ops: &[Option<Attribute>],
) -> FoldOutcome {
    let ty = result_type(body, op);
    let Some(a) = operand_attr(ops) else {
        return cast_identity(body, op, FoldOutcome::None);
    };
    let out = match a.kind(ctx) {
        AttrKind::DenseElements { data, splat, .. } => {
            let (data, splat) = (data.to_vec(), *splat);
            Some(Attribute::dense_elements(ctx, ty, &data, splat))
        }
        _ if ty.is_shaped(ctx) => None,
        _ if is_poison(ctx, a) => Some(a),
        AttrKind::Integer { value, .. } if ty.float_semantics(ctx).is_none() => {
            let value = value.clone();
            Some(Attribute::integer(ctx, ty, &value))
        }
        AttrKind::Integer { value, .. } => Some(bits_to(ctx, ty, value.low_u128())),
        AttrKind::Float { value, .. } => Some(bits_to(ctx, ty, value.to_bits())),
        _ => None,
    };
    cast_identity(body, op, to_attr(out))
}

fn bits_to(ctx: &Context, ty: Type, bits: u128) -> Attribute {
    match ty.float_semantics(ctx) {
        Some(sem) => Attribute::float(ctx, ty, APFloat::from_bits(sem, bits)),
        None => {
            let w = int_width(ctx, ty).unwrap_or(64);
            Attribute::integer(ctx, ty, &strata_support::APInt::from_u128(w, bits))
        }
    }
}
